"""The match review (full time → Review, or Replays → a match → Review): the win chance turn by
turn as each coach saw it, each person's decisions graded against Hard's best option from the same
view, the key moments with a button that opens the replay there, and a summary per coach. Made in
a background process (game/review_process.py) with a progress bar and kept beside the replay
(game/review_store.py); Esc cancels at once. Tab shows every graded decision; 1-3 watch a key moment."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import storage
from game.ai.review import GRADES, CoachReview, Decision, MatchReview, first_match_notes, sides_for_meta
from game.clubs import clubs_of
from game.engine.serialize import SaveError
from game.i18n import N_, _
from game.review_process import ReviewJob
from game.review_store import stored_review
from game.ui.art import kits
from game.ui.art.club_crest import crest_beside
from game.ui.art.club_ink import picked_inks
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.scenes.review.review_card import head_height, line_lines, lines_height, review_card
from game.ui.scenes.review.review_chart import WinChart, draw_keys, drawn_kinds
from game.ui.scenes.rules.grade_badges import draw_grade
from game.ui.widgets.basic import Button, blit_text, needed_width, wrap_fit
from game.ui.window.scene import Host, Scene
from game.ui.words.club_words import club_name
from game.ui.words.review_words import (
    GRADE_COLOURS,
    choice_line,
    grade_name,
    moment_line,
    option_words,
    phase_name,
    tip_for,
)

ROW = 26  # logical height of a line in the decision list
NO_MOMENT = N_("No costly moment: no decision gave away more than 2 points of win chance.")


class ReviewScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: Host, path: Path, back: str = N_("Back")) -> None:
        """The review of the replay at `path` (SaveError if the replay cannot be read)."""
        super().__init__(app)
        self.path = path
        self.state, meta = storage.load_replay(path)
        self.sides = sides_for_meta(meta)
        self.guided = meta.get("guided") is True
        self.clubs = clubs_of(meta.get("clubs"))  # an older replay: the two default clubs
        self.review: MatchReview | None = stored_review(path, self.state, self.sides)
        self.job: ReviewJob | None = None
        self.error: str | None = None
        if self.review is None:
            self.job = ReviewJob()
            self.job.start(path, self.sides)
        self.back_label = back
        self.coach = 0  # which graded coach the lists show (hot-seat: both are people)
        self.all_decisions = False
        self.scroll = 0
        self.chart: WinChart | None = None
        self.moment_buttons: list[Button] = []
        self.back = Button(_(back), self.leave, hint="Esc")
        self.other = Button("", self._switch_coach, hint="Tab")
        self.toggle = Button("", self._toggle_list, hint="D")
        self._build()

    # ------------------------------------------------------------------ state

    def graded(self) -> list[CoachReview]:
        if self.review is None:
            return []
        return [c for side, c in sorted(self.review.coaches.items()) if c.graded_person]

    def current(self) -> CoachReview | None:
        graded = self.graded()
        return graded[self.coach % len(graded)] if graded else None

    def _team(self, side: int) -> str:
        """A side as the match showed it: its club's name."""
        return club_name(self.clubs[side], side)

    def leave(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done():
            return
        self.job = None
        if job.error is not None:
            self.error = job.error
        elif job.result() is not None:
            self.review = job.result()
            self._build()

    def animating(self) -> bool:
        return self.job is not None

    def _switch_coach(self) -> None:
        self.coach += 1
        self.scroll = 0
        self._build()

    def _toggle_list(self) -> None:
        self.all_decisions = not self.all_decisions
        self.scroll = 0
        self._build()

    def watch(self, moment: int) -> None:
        from game.ui.scenes.replays.replays import ReplayPlayer

        try:
            player = ReplayPlayer(self.app, self.path, back=N_("Back to the review"))
        except SaveError as exc:
            self.app.notify(_("This replay cannot be played: {reason}").format(reason=exc), 6.0)
            return
        player.run_to(moment)
        self.app.stack.push(player)

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        w, h = M.size()
        self.back.label = _(self.back_label)
        self.back.rect = pygame.Rect(px(40), h - px(64), px(180), px(44))
        self.other.label = _("Other coach")
        self.other.rect = pygame.Rect(px(240), h - px(64), px(200), px(44))
        self.toggle.label = _("Key moments") if self.all_decisions else _("All decisions")
        toggle_w = px(220)
        if assets.text_scale() > 1:  # a larger text: as wide as the longer of its two words
            toggle_w = max(
                toggle_w, *(needed_width(t, 18, False) + px(12) for t in (_("Key moments"), _("All decisions")))
            )
        self.toggle.rect = pygame.Rect(px(460) if len(self.graded()) > 1 else px(240), h - px(64), toggle_w, px(44))
        if self.review is None:
            return
        curves = [s for s in self.sides.curves if s in self.review.coaches]
        self.chart = WinChart(self.review, curves, picked_inks(*self.clubs), self.clubs, (self._team(0), self._team(1)))
        chart_w = w - px(60) - px(80) - (px(380) if self.graded() else 0)
        coach = self.current()
        quiet = self.quiet(coach)
        bottom = h - px(84)
        list_h = bottom - px(96) - int(h * 0.40) - px(20)
        if quiet:
            list_h = quiet_height(w - px(80))
        elif coach is not None and not self.all_decisions and not self.guided:
            list_h = moments_height(min(len(coach.key_moments), moments_fit(list_h)))
        self.chart_card = pygame.Rect(px(40), px(96), chart_w + px(60), bottom - px(96) - px(20) - list_h)
        grown = line_px(54) - px(54)  # a larger heading and "half time" label above the chart
        chart_h = self.chart_card.h - px(114) - grown  # under it the marks' two lanes and the keys
        self.chart.rect = pygame.Rect(px(100), px(150) + grown, chart_w - px(30), chart_h)
        self.summary_card = pygame.Rect(self.chart_card.right + px(20), px(96), w - self.chart_card.right - px(60),
                                        min(self.chart_card.h, summary_height()))  # fmt: skip
        top = self.chart_card.bottom + px(20)
        self.list_card = pygame.Rect(px(40), top, w - px(80), bottom - top)
        self.moment_buttons = []
        if coach is not None and not self.all_decisions and not self.guided:
            for k, d in enumerate(self.shown_moments(coach)):
                y = self.list_card.y + px(54) + k * moment_step()
                b = Button(_("Watch"), lambda m=d.moment: self.watch(m), hint=str(k + 1))  # type: ignore[misc]
                b.rect = pygame.Rect(self.list_card.right - px(170), y, px(150), px(40))
                self.moment_buttons.append(b)

    def quiet(self, coach: CoachReview | None) -> bool:
        """No key moment to list (review22 #11): the list is one short line and the chart takes the room."""
        return coach is not None and not coach.key_moments and not self.all_decisions and not self.guided

    def buttons(self) -> list[Button]:
        out = [self.back]
        if self.review is not None and self.graded():
            out.append(self.toggle)
            if len(self.graded()) > 1:
                out.append(self.other)
        return out + self.moment_buttons

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.leave()
            elif self.review is None:
                return True
            elif event.key == pygame.K_TAB and len(self.graded()) > 1:
                self._switch_coach()
            elif event.key == pygame.K_d and self.graded():
                self._toggle_list()
            elif event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
                k = event.key - pygame.K_1
                if k < len(self.moment_buttons):
                    self.moment_buttons[k].action()
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_DOWN else -1))
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
        elif event.type == pygame.MOUSEMOTION and self.chart is not None:
            self.chart.hover = self.chart.point_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.rect.collidepoint(event.pos):
                    b.action()
                    return True
            if self.chart is not None:
                hit = self.chart.point_at(event.pos)
                if hit is not None:
                    self.watch(self.chart.point(hit).moment)
        return True

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.menus.menu_style import draw_backdrop

        w = M.width()
        draw_backdrop(surface)
        blit_text(surface, _("Match review"), (w // 2, px(40)), 38, GOLD, True, "center")
        result = self.state.result()
        if result is not None:
            self._draw_score(surface, result.score, result.shootout)
        mouse = pygame.mouse.get_pos()
        if self.review is None:
            self._draw_progress(surface)
        else:
            self._draw_review(surface)
        for b in self.buttons():
            b.draw(surface, False, b.rect.collidepoint(mouse), None, 17)

    def _draw_score(self, surface: pygame.Surface, score: tuple[int, int], shootout: tuple[int, int] | None) -> None:
        """Under the title, as at full time: each club's crest and name in its ink around the score
        (one plain line when the names and crests would not fit)."""
        w = M.width()
        middle = f"{score[0]} – {score[1]}"
        if shootout:
            middle += "  " + _("pens {home}-{away}").format(home=shootout[0], away=shootout[1])
        names = (self._team(0), self._team(1))
        gap = px(12)
        widths = [assets.font(18, True).size(t)[0] + 1 for t in (names[0], middle, names[1])]
        y = px(76)
        if sum(widths) + 2 * gap + 2 * px(34) > w - px(80):
            line = f"{names[0]} {middle} {names[1]}"
            blit_text(surface, line, (w // 2, y), 18, TEXT, True, "center", w - px(80))
            return
        inks = picked_inks(*self.clubs)
        x = w // 2 - (sum(widths) + 2 * gap) // 2
        home = blit_text(surface, names[0], (x, y), 18, inks[0], True, "midleft", widths[0])
        mid = blit_text(surface, middle, (home.right + gap, y), 18, TEXT, True, "midleft", widths[1])
        away = blit_text(surface, names[1], (mid.right + gap, y), 18, inks[1], True, "midleft", widths[2])
        crest_beside(surface, home, self.clubs[0], "left")
        crest_beside(surface, away, self.clubs[1], "right")

    def _draw_progress(self, surface: pygame.Surface) -> None:
        w, h = M.size()
        box = pygame.Rect(0, 0, min(w - px(80), px(720)), px(170))
        box.center = (w // 2, h // 2)
        inner = review_card(surface, box, _("Hard is going over the match…"))
        if self.error is not None:
            text = _("The review could not be made: {reason}").format(reason=self.error)
            blit_text(surface, text, (inner.centerx, inner.centery), 16, TEXT, False, "center", inner.w)
            return
        done, total = self.job.counts() if self.job is not None else (0, 0)
        share = done / total if total else 0.0
        bar = pygame.Rect(inner.x, inner.y + px(14), inner.w, px(18))
        pygame.draw.rect(surface, (30, 40, 44), bar, border_radius=px(9))
        pygame.draw.rect(surface, GOLD, pygame.Rect(bar.x, bar.y, int(bar.w * share), bar.h), border_radius=px(9))
        said = _("decisions weighed: {done} of {total}").format(done=done, total=total) if total else _("starting…")
        blit_text(surface, said, (inner.centerx, bar.bottom + px(22)), 15, DIM, False, "center", inner.w)
        blit_text(surface, _("Esc: cancel"), (inner.centerx, bar.bottom + px(48)), 13, DIM, False, "center", inner.w)

    def _draw_review(self, surface: pygame.Surface) -> None:
        assert self.review is not None and self.chart is not None
        review_card(surface, self.chart_card, _("Win chance, as each coach saw it"))
        self.chart.draw(surface)
        shown = self.chart.sides if len(self.chart.sides) != 1 else [0, 1]  # one line: in both clubs' inks
        keys = [(self._team(s), self.chart.inks[s]) for s in shown]
        draw_keys(surface, self.chart_card, keys, drawn_kinds(self.review, self.chart.sides))
        coach = self.current()
        if coach is not None:
            self._draw_summary(surface, coach)
            if self.all_decisions:
                self._draw_decisions(surface, coach)
            elif self.guided:
                self._draw_first_match(surface, coach)
            else:
                self._draw_moments(surface, coach)
        else:
            inner = review_card(surface, self.list_card, _("Decisions"))
            text = _("Only a person's decisions are graded: this match was played by the computer.")
            blit_text(surface, text, (inner.centerx, inner.y + px(30)), 16, DIM, False, "center", inner.w)

    def _draw_summary(self, surface: pygame.Surface, coach: CoachReview) -> None:
        side = coach.side
        ink, kit = picked_inks(*self.clubs)[side], kits.wear(*self.clubs)[side]
        inner = review_card(surface, self.summary_card, self._team(side), "", self.clubs[side], ink, kit)
        s = coach.summary
        step = min(px(30), (inner.h - px(70)) // len(GRADES))
        for k, grade in enumerate(GRADES):
            y = inner.y + px(12) + k * step
            draw_grade(surface, grade, (inner.x + px(12), y), px(8))
            blit_text(surface, grade_name(grade), (inner.x + px(30), y), 16, TEXT, False, "midleft", inner.w - px(90))
            blit_text(surface, str(s.counts.get(grade, 0)), (inner.right, y), 16, TEXT, True, "midright", px(60))
        y = inner.y + px(12) + len(GRADES) * step + px(4)
        if s.matched_share is not None:
            said = _("the same choice as Hard: {n} of {graded}").format(n=s.matched, graded=s.graded)
            blit_text(surface, said, (inner.x, y), 14, GOLD, True, "midleft", inner.w)
        given = _("win chance given away: {points} points").format(points=round(s.points_lost))
        blit_text(surface, given, (inner.x, y + line_px(22)), 14, DIM, False, "midleft", inner.w)

    def _draw_moments(self, surface: pygame.Surface, coach: CoachReview) -> None:
        if not coach.key_moments:
            self._draw_no_moment(surface)
            return
        inner = review_card(surface, self.list_card, _("Key moments"), _("1-3 or Watch: the replay from there"))
        room = inner.w - px(200)
        for k, d in enumerate(self.shown_moments(coach)):
            y = self.list_card.y + px(54) + k * moment_step()
            draw_grade(surface, d.grade or "", (inner.x + px(10), y + px(12)), px(9))
            blit_text(surface, moment_line(d), (inner.x + px(28), y), 16, TEXT, True, "topleft", room)
            blit_text(surface, choice_line(d), (inner.x + px(28), y + line_px(22)), 14, DIM, False, "topleft", room)

    def _draw_no_moment(self, surface: pygame.Surface) -> None:
        """One line where the key moments would be: nothing gave the match away."""
        inner = review_card(surface, self.list_card, _("Key moments"))
        size, lines = line_lines(_(NO_MOMENT), inner.w)
        y = inner.y
        for line in lines:
            y = blit_text(surface, line, (inner.x, y), size, TEXT, False, "topleft", inner.w).bottom + px(2)

    def shown_moments(self, coach: CoachReview) -> list[Decision]:
        """The key moments whose two lines fit the list's card (a larger text may leave one out:
        All decisions lists it)."""
        return list(coach.key_moments[: moments_fit(self.list_card.h)])

    def _draw_first_match(self, surface: pygame.Surface, coach: CoachReview) -> None:
        """The guided first match's short, kind review: what went well, one thing to try."""
        assert self.review is not None
        notes = first_match_notes(self.review, coach.side)
        inner = review_card(surface, self.list_card, _("Your first match"))
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        calls: list[int] = []  # the "well played" lines, the ones a larger text may leave out
        if notes.graded:
            said = _("{n} of your {graded} choices were the same as Hard's.").format(
                n=notes.matched, graded=notes.graded
            )
            lines.append((said, GOLD, True))
        if notes.exact_11s:
            lines.append((_("Shots of exactly 11: {n}. Magic!").format(n=notes.exact_11s), TEXT, False))
        for d in notes.good_calls:
            well = _("Well played, turn {turn}: {chosen}").format(turn=d.turn, chosen=option_words(d.chosen))
            calls.append(len(lines))
            lines.append((well, TEXT, False))
        tip = tip_for(notes.topic)
        if tip:
            lines.append((_("One thing to try: {tip}").format(tip=tip), TEXT, False))
        elif notes.graded:
            lines.append((_("No choice gave much away: well played!"), TEXT, False))
        wraps = [(wrap_fit(text, 16, inner.w, 2, bold), colour, bold) for text, colour, bold in lines]

        def height() -> int:
            return sum(len(w[1]) * line_px(24) + px(8) for w, _c, _b in wraps)

        while height() > inner.bottom - inner.y and calls:  # a larger text: fewer "well played" lines
            del wraps[calls.pop()]
        y = inner.y + px(4)
        for (size, wrapped), colour, bold in wraps:
            for line in wrapped:
                drawn = blit_text(surface, line, (inner.x, y), size, colour, bold, "topleft", inner.w)
                y = drawn.bottom + px(2)
            y += px(8)

    def _draw_decisions(self, surface: pygame.Surface, coach: CoachReview) -> None:
        graded = [d for d in coach.decisions if d.graded]
        inner = review_card(surface, self.list_card, _("All decisions"), _("wheel or arrows: scroll"))
        rows = max(1, inner.h // px(ROW))
        self.scroll = min(self.scroll, max(0, len(graded) - rows))
        for n, d in enumerate(graded[self.scroll : self.scroll + rows]):
            y = inner.y + n * px(ROW) + px(ROW) // 2
            self._draw_decision_row(surface, d, inner, y)

    def _draw_decision_row(self, surface: pygame.Surface, d: Decision, inner: pygame.Rect, y: int) -> None:
        draw_grade(surface, d.grade or "", (inner.x + px(10), y), px(7))
        when = _("turn {turn}").format(turn=d.turn)
        blit_text(surface, when, (inner.x + px(26), y), 14, DIM, False, "midleft", px(90))
        blit_text(surface, phase_name(d.phase), (inner.x + px(120), y), 14, DIM, False, "midleft", px(170))
        col = inner.x + px(300)
        chosen = option_words(d.chosen)
        if d.matched or d.best is None:
            text = chosen
        else:
            text = _("{chosen} (Hard: {best})").format(chosen=chosen, best=option_words(d.best))
        blit_text(surface, text, (col, y), 14, TEXT, False, "midleft", inner.right - col - px(170))
        grade = (
            f"{grade_name(d.grade or '')}  -{round(d.points_lost)}"
            if d.points_lost >= 0.5
            else grade_name(d.grade or "")
        )
        blit_text(
            surface, grade, (inner.right, y), 14, GRADE_COLOURS.get(d.grade or "", DIM), True, "midright", px(160)
        )


def summary_height() -> int:
    """The coach's summary card as tall as what it holds (review23 #11: half empty at 1024 ja): its
    title, the five grades a row each and the two lines under them."""
    inner = max(px(12) + len(GRADES) * px(30) + px(4) + line_px(22) + line_px(14), len(GRADES) * px(30) + px(70))
    return px(12) + assets.font(20, True).get_height() + px(24) + inner


def quiet_height(width: int) -> int:
    """The key moments' card when it has none to list, `width` wide: its heading and the one or
    two lines its sentence takes (review24 #11: one sentence in a two-line box)."""
    size, lines = line_lines(_(NO_MOMENT), width - px(40))
    return head_height() + lines_height(len(lines), size)


def moments_height(count: int) -> int:
    """The key moments' card holding `count` of them, two lines each (review24 #11: the card sized to
    what it holds, the room left to the chart)."""
    return px(62) + (max(1, count) - 1) * moment_step() + line_px(22) + line_px(20)


def moments_fit(height: int) -> int:
    """How many key moments a card `height` tall holds (at least one)."""
    return max(1, (height - px(62) + moment_step() - line_px(22) - line_px(20)) // moment_step())


def moment_step() -> int:
    """The distance between two key moments (two lines each), grown a little with the text."""
    return px(58) if assets.text_scale() <= 1 else line_px(50)
