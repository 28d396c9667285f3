"""Turns a batch of engine events (as the viewer may see them) into animation steps, each tagged
with its event (game/ui/anim.py presents the view after an event when its landing step ends).
Only the events decide what moves: never a UI guess. The shot's reveal and the penalty kick are
staged over the field (game/ui/shot_stage.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import events as E
from game.engine.events import Event
from game.engine.icons import Icon, IconKey
from game.engine.view import View
from game.i18n import N_, _, ngettext
from game.ui import assets
from game.ui import layout as L
from game.ui.anim import BoardCard, DrawFn, Presentation, Step, ease, lerp, pop
from game.ui.card_text import card_name, effect_label, short, side_name, synergy_label
from game.ui.cardart import card_back, card_def, player_card
from game.ui.kick_stage import KICK_FLY, KICK_RUN, draw_kick
from game.ui.metrics import px
from game.ui.shot_stage import Stage, draw_stage, field_rect, kick_area, stage_rect
from game.ui.table import board_cards, revealed_total, viewer_of
from game.ui.theme import GOLD, TEAM_COLORS, TEXT, Color
from game.ui.widgets import fit_text

# Durations (seconds at normal speed). From the first card turned to the score ticking up a goal
# takes about 4-5 s, a save or a shot over the bar about 3 s (tests/ui/test_animation.py).
FLY = 0.35
GLOW = 0.4
MARKER = 0.25
DRAW = 0.2
SHOT_BANNER = 0.35
TOKEN_DROP = 0.2
SYN_PLACE = 0.12
STAGE_IN = 0.25
REVEAL = 0.42  # one card: it turns over, pops, and its side's total ticks up step by step
SIDE_REVEALS = 1.1  # a side's cards together take at most this
FLIP_PART = 0.35  # the part of a reveal spent turning the card over
DEFENDER_PAUSE = 0.3
BEAT = 0.3  # the stillness before the outcome
SHOT_FLIGHT = 0.6  # the run-up and the ball's flight (they do not tell the outcome yet)
OUTCOME = {"goal": 0.45, "magic": 1.2, "saved": 0.8, "out": 0.8, "tackle": 1.5}
GOAL_BANNER = 1.1  # GOAL! and the score rolling up (the header's score changes as it starts)
TOKEN_FLIP = 0.15
BANNER = 0.9
KICK_RESULT = 0.9

OUTCOME_TEXT: dict[str, tuple[str, Color]] = {
    "goal": (N_("GOAL!"), (255, 220, 80)),
    "magic": (N_("MAGIC NUMBER!"), (255, 120, 240)),
    "out": (N_("OUT"), (255, 140, 100)),
    "saved": (N_("SAVED"), (140, 200, 255)),
    "tackle": (N_("TACKLE - PENALTY KICK"), (255, 110, 96)),
}
TARGETS = ("TR", "BL", "TL", "BR")


def banner(text: str, color: Color = GOLD, size: int = 48, sub: str = "") -> Callable[[pygame.Surface, float], None]:
    """A banner over the centre of the field (`text` and `sub` already translated)."""

    def draw(surface: pygame.Surface, k: float) -> None:
        field = field_rect()
        scale = 0.6 + 0.4 * ease(min(1.0, k * 4))
        surf = fit_text(text.replace("→", "-"), size, color, True, field.w - px(60))
        if scale < 0.999:
            surf = pygame.transform.smoothscale(
                surf, (max(1, int(surf.get_width() * scale)), max(1, int(surf.get_height() * scale)))
            )
        centre = L.get().centre_band.center
        s2 = fit_text(sub, 18, TEXT, True, field.w - px(60)) if sub else None
        width = max(surf.get_width(), s2.get_width() if s2 is not None else 0)
        sub_h = s2.get_height() + px(8) if s2 is not None else 0
        box = pygame.Rect(0, 0, width + px(40), surf.get_height() + px(24) + sub_h)
        box.center = centre
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((10, 14, 12, 235))
        surface.blit(shade, box)
        pygame.draw.rect(surface, color, box, px(3), border_radius=px(10))
        surface.blit(surf, surf.get_rect(midtop=(centre[0], box.y + px(12))))
        if s2 is not None:
            surface.blit(s2, s2.get_rect(midbottom=(centre[0], box.bottom - px(10))))

    return draw


def goal_banner(title: str, score: tuple[int, int], side: int, shown_on: list[Presentation]) -> DrawFn:
    """GOAL! popping over the lower part of the stage (the net keeps rippling above it), and the
    scoreboard under it, the scorer's number rolling up to its new value."""

    def draw(surface: pygame.Surface, k: float) -> None:
        area = stage_rect(shown_on[0] if shown_on else Presentation())
        since = k * GOAL_BANNER
        scale = 0.6 + 0.4 * pop(min(1.0, since / 0.35), 1.3) if since < 0.35 else 1.0
        word = fit_text(title, round(64 * scale / 2) * 2, GOLD, True, area.w - px(40))
        board = scoreboard(score, side, min(1.0, k * 2.5))
        box = pygame.Rect(0, 0, max(word.get_width(), board.get_width()) + px(48), 0)
        box.h = word.get_height() + board.get_height() + px(26)
        box.center = (area.centerx, area.y + round(area.h * 0.7))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (10, 14, 12, 248), plate.get_rect(), border_radius=px(12))
        surface.blit(plate, box)
        pygame.draw.rect(surface, TEAM_COLORS[side], box, px(3), border_radius=px(12))
        shadow = fit_text(title, round(64 * scale / 2) * 2, (0, 0, 0), True, area.w - px(40))
        top = (box.centerx, box.y + px(8) + word.get_height() // 2)
        surface.blit(shadow, shadow.get_rect(center=(top[0] + px(3), top[1] + px(3))))
        surface.blit(word, word.get_rect(center=top))
        surface.blit(board, board.get_rect(midbottom=(box.centerx, box.bottom - px(10))))

    return draw


def scoreboard(score: tuple[int, int], side: int, roll: float) -> pygame.Surface:
    """HOME 1 - 0 AWAY, the scorer's number rolling up from the old one (`roll` 0..1)."""
    size = 40
    parts = [
        (side_name(0), 22, TEAM_COLORS[0]),
        (str(score[0]), size, GOLD if side == 0 else TEXT),
        ("-", size, TEXT),
        (str(score[1]), size, GOLD if side == 1 else TEXT),
        (side_name(1), 22, TEAM_COLORS[1]),
    ]
    surfs = [assets.text(t, sz, c, True) for t, sz, c in parts]
    gap = px(12)
    width = sum(s.get_width() for s in surfs) + gap * (len(surfs) - 1)
    height = max(s.get_height() for s in surfs)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    roll = ease(roll)
    for i, surf in enumerate(surfs):
        y = (height - surf.get_height()) // 2
        if i == 1 + 2 * side and roll < 1:
            old = assets.text(str(score[side] - 1), size, TEXT, True)
            out.blit(old, (x, y - round(roll * height)))
            out.blit(surf, (x, y + round((1 - roll) * height)))
        else:
            out.blit(surf, (x, y))
        x += surf.get_width() + gap
    return out


def _available_pos(view: View, side: int, card: str) -> tuple[int, int]:
    team = view.teams[side]
    if side == viewer_of(view):
        if card in team.available:
            return L.available_rect(team.available.index(card)).topleft
        return L.get().my_panel.center
    if card in team.available:
        return L.opp_available_rect(team.available.index(card)).topleft
    return L.get().opp_panel.center


class ShotShow:
    """The steps of a shot's reveal and outcome within one batch, sharing one `Stage` (shown until
    the outcome is over: after a goal, until its banner ends)."""

    def __init__(self, before: View, events: list[Event]) -> None:
        started = next((e for e in events if isinstance(e, E.ShotStarted)), None)
        shot = before.shot
        self.attacker = started.side if started else (shot.side if shot else 0)
        self.kind = started.shot if started else (shot.kind if shot else "normal")
        self.base = [0, 0]
        self.base[self.attacker] = started.base_attack if started else (shot.base_attack if shot else 0)
        self.base[1 - self.attacker] = started.base_defense if started else (shot.base_defense if shot else 0)
        self.stage: Stage | None = None
        self.closed = False
        self.last = list(self.base)
        reveals = [e.side for e in events if isinstance(e, E.SynergyRevealed)]
        self.reveal_s = [min(REVEAL, SIDE_REVEALS / max(1, reveals.count(side))) for side in (0, 1)]

    @property
    def showing(self) -> bool:
        return self.stage is not None and not self.closed

    def open(self) -> list[Step]:
        """The stage appears (once per batch)."""
        if self.stage is not None:
            return []
        stage = self.stage = Stage(self.attacker, self.kind)
        stage.count[self.attacker] = self.base[self.attacker]

        def install(p: Presentation) -> None:
            p.attacker = stage.attacker
            p.overlay = lambda surface: draw_stage(surface, stage, p)

        def appear(p: Presentation, k: float) -> None:
            stage.appear = k

        return [Step(STAGE_IN, "stage", on_start=install, tick=appear, sound="kick")]

    def close(self, p: Presentation) -> None:
        """The stage goes, and with it the boards its outcome discarded."""
        if self.stage is None or self.closed:
            return
        self.closed = True
        p.overlay = None
        for side in self.stage.discarded:
            if p.boards is not None:
                p.boards[side] = []
            p.totals[side] = None

    def reveal(self, side: int, slot: int, code: str, total: int) -> list[Step]:
        """One board card turns over and pops; its side's total ticks up to `total` one by one
        (before the defender's first card, a pause that does not tell it yet)."""
        steps = self.open()
        stage = self.stage
        assert stage is not None
        if side != self.attacker and not stage.defender_shown:

            def show_defender(p: Presentation) -> None:
                stage.defender_shown = True
                stage.count[side] = self.base[side]
                stage.counted[side] = p.clock

            steps.append(Step(DEFENDER_PAUSE, "defender", on_start=show_defender, tells=False))
        start = self.last[side]
        self.last[side] = total

        def flip_start(p: Presentation) -> None:
            if p.boards is None:
                p.boards = [[], []]
            while len(p.boards[side]) < slot:
                p.boards[side].append(BoardCard("deck", None))
            bc = p.boards[side][slot - 1]
            bc.code, bc.revealed, bc.flip = code, True, 0.0

        def flip_tick(p: Presentation, k: float) -> None:
            if p.boards and len(p.boards[side]) >= slot:
                p.boards[side][slot - 1].flip = min(1.0, k / FLIP_PART)
            if k < FLIP_PART:
                return
            if (side, slot) not in stage.popped:
                stage.popped[(side, slot)] = p.clock
                p.totals[side] = total
            ticks = total - start
            done = ticks if k >= 1 else min(ticks, int((k - FLIP_PART) / (0.9 - FLIP_PART) * ticks + 1))
            value = start + max(0, done)
            if value != stage.count[side]:
                stage.count[side], stage.counted[side] = value, p.clock

        steps.append(Step(self.reveal_s[side], "reveal", on_start=flip_start, tick=flip_tick, sound="flip"))
        return steps

    def outcome(self, outcome: str, attack: int, defense: int | None) -> list[Step]:
        """A beat of stillness, then the outcome in the goal mouth: the Magic Eleven's celebration,
        the run-up and the flight (which do not tell the outcome), the ball in the net (a flash, a
        shake), the keeper's save, over the bar; a tackle turns the stage into the penalty."""
        steps = self.open()
        stage = self.stage
        assert stage is not None
        stage.target = TARGETS[attack % len(TARGETS)]
        if outcome == "magic":
            stage.target = ("TL", "TR")[attack % 2]
        steps.append(Step(BEAT, "beat", tells=False))
        if outcome == "tackle":
            return steps + self._tackle()
        if outcome == "magic":

            def celebrate(p: Presentation) -> None:
                stage.magic_at = p.clock
                p.shake(px(5))

            steps.append(Step(OUTCOME["magic"], "magic", on_start=celebrate, sound="crowd"))

        def fly(p: Presentation, k: float) -> None:
            stage.outcome, stage.shot_k = outcome, k

        steps.append(Step(SHOT_FLIGHT, "flight", tick=fly, sound="kick", tells=outcome == "magic"))

        def told(p: Presentation) -> None:
            stage.outcome, stage.shot_k, stage.told_at = outcome, 1.0, p.clock
            stage.impact_at = p.clock
            if outcome in ("goal", "magic"):
                p.shake(px(8))

        sound = {"goal": "crowd", "magic": "crowd", "out": "whistle"}.get(outcome)
        name = "goal" if outcome == "magic" else outcome
        end = None if outcome in ("goal", "magic") else self.close  # a goal's stage stays for its banner
        steps.append(Step(OUTCOME[name], name, on_start=told, on_end=end, sound=sound))
        return steps

    def _tackle(self) -> list[Step]:
        """The whistle: a flash, PENALTY!, the stage growing into the penalty goal (kicker and keeper)."""
        stage = self.stage
        assert stage is not None
        _text, color = OUTCOME_TEXT["tackle"]
        draw = banner(_("TACKLE"), color, 60, _("PENALTY KICK"))
        whistle = flash(draw)

        def morph(p: Presentation, k: float) -> None:
            stage.outcome = "tackle"
            stage.penalty = ease(max(0.0, min(1.0, (k - 0.3) / 0.6)))

        return [Step(OUTCOME["tackle"], "tackle", tick=morph, draw=whistle, sound="whistle", on_end=self.close)]


def flash(inner: DrawFn) -> DrawFn:
    """A white flash over the field fading fast, then `inner` (a whistle, a card shown)."""

    def draw(surface: pygame.Surface, k: float) -> None:
        if k < 0.15:
            white = pygame.Surface(field_rect().size, pygame.SRCALPHA)
            white.fill((255, 255, 255, round(180 * (1 - k / 0.15))))
            surface.blit(white, field_rect())
        if k < 0.55:
            inner(surface, min(1.0, k / 0.55))

    return draw


def build(
    events: list[Event],
    before: View,
    after: View,
    drop_from: tuple[int, int] | None = None,
) -> tuple[Callable[[Presentation], None], list[Step]]:
    """The presentation's starting point and the steps for one batch."""
    me = viewer_of(after)
    steps: list[Step] = []
    halftime = any(isinstance(e, E.HalfTime) for e in events)
    shown_on: list[Presentation] = []  # the animator's presentation, once set up
    show = ShotShow(before, events)

    def setup(p: Presentation) -> None:
        shown_on.append(p)
        p.marker = float(before.marker)
        p.boards = [board_cards(before, 0), board_cards(before, 1)]
        if before.shot is not None:
            p.totals = [revealed_total(before, 0), revealed_total(before, 1)]
            p.attacker = before.shot.side
        for e in events:
            if isinstance(e, E.TokenFlipped):
                p.token_up[(e.side, e.icon)] = True

    for index, e in enumerate(events):
        mark = len(steps)
        match e:
            case E.StarPicked(side=s, card=card):
                d = card_def(card)
                title = _("{side} picks {card}").format(side=side_name(s), card=d.position)
                steps.append(Step(0.7, "pick", draw=banner(title, TEAM_COLORS[s], 40, card_name(card))))
            case E.LineupsRevealed():
                steps.append(Step(0.8, "line-ups", draw=banner(_("Line-ups revealed"), GOLD, 40)))
            case E.CardPlaced(side=s, card=card, row=row, col=col, completed=icons):
                steps += card_flight(before, s, s == me, card, row, col, icons, drop_from)
            case E.MarkerMoved(start=a, end=b, reason=why):

                def tick(p: Presentation, k: float, a: int = a, b: int = b) -> None:
                    p.marker = lerp(a, b, ease(k))

                steps.append(Step(MARKER, f"marker {why}", tick=tick))
            case E.CardsDrawn(side=s, count=n) if n > 0:
                steps.append(cards_drawn(s == me, n))
            case E.EffectResolved(side=s, effect=eff, applied=True):
                steps.append(Step(0.5, "effect", draw=banner(effect_label(eff), TEAM_COLORS[s], 32)))
            case E.CardStolen(side=s, card=card):
                if card:
                    stolen = _("{side} steals a card ({card})").format(side=side_name(s), card=synergy_label(card))
                else:
                    stolen = _("{side} steals a card").format(side=side_name(s))
                steps.append(Step(0.6, "steal", draw=banner(stolen, TEAM_COLORS[s], 28)))
            case E.ShotStarted(side=s, shot=kind, base_attack=a, base_defense=d):
                title = _({"normal": N_("SHOT"), "cannon": N_("CANNON SHOT"), "blind": N_("BLIND SHOT")}[kind])
                bases = _("base attack {attack} · base defense {defense}").format(attack=a, defense=d)

                def start_shot(p: Presentation, s: int = s) -> None:
                    p.boards = [[], []]
                    p.totals = [None, None]
                    p.attacker = s

                draw = banner(title, TEAM_COLORS[s], 40, bases)
                steps.append(Step(SHOT_BANNER, "shot", on_start=start_shot, draw=draw, sound="kick"))
            case E.TokenPlaced(side=s, icon=key):
                steps.append(token_drop(s, s == me, key))
            case E.SynergyPlaced(side=s, source=src, card=code):

                def add(p: Presentation, s: int = s, src: str = src, code: str | None = code) -> None:
                    if p.boards is None:
                        p.boards = [[], []]
                    p.boards[s].append(BoardCard(src, code, False, 1.0, 0.0))

                def slide(p: Presentation, k: float, s: int = s) -> None:
                    if p.boards and p.boards[s]:
                        p.boards[s][-1].arrive = ease(k)

                steps.append(Step(SYN_PLACE, "synergy", on_start=add, tick=slide))
            case E.SynergyRevealed(side=s, slot=slot, card=code, total=total):
                steps += show.reveal(s, slot, code, total)
            case E.ShotResolved(outcome=o, attack=a, defense=d):
                steps += show.outcome(o, a, d)
            case E.SynergyDiscarded(side=s):

                def clear(p: Presentation, s: int = s) -> None:
                    if show.showing and show.stage is not None:
                        show.stage.discarded.add(s)  # the cards and totals stay until the reveal closes
                        return
                    if p.boards is not None:
                        p.boards[s] = []
                    p.totals[s] = None

                steps.append(Step(0.0, "discard", on_end=clear))
            case E.TokenFlipped(side=s, icon=key):

                def flip_token(p: Presentation, k: float, key: tuple = (s, key)) -> None:  # type: ignore[type-arg]
                    p.token_up[key] = k < 0.5

                steps.append(Step(TOKEN_FLIP, "token flip", tick=flip_token))
            case E.Goal(side=s, score=score, how=how):
                title = _("PENALTY: GOAL!") if how == "penalty" else _("GOAL!")

                def close(p: Presentation) -> None:
                    show.close(p)
                    p.overlay = None

                steps.append(Step(0.0, "goal", lands=True))  # the header's score changes with the banner
                steps.append(Step(GOAL_BANNER, "score", draw=goal_banner(title, score, s, shown_on), on_end=close))
            case E.PenaltyKick(side=s, kick=k, save=sv, goal=g):
                steps += kick_steps("penalty", "" if g else _("PENALTY SAVED"), s, k, sv, g, "", shown_on)
            case E.Substitution(side=s, out=o, into=into):
                title = _("{side} substitution").format(side=side_name(s))
                sub = _("{out} off · {into} on").format(out=short(o), into=short(into))
                steps.append(Step(0.7, "sub", draw=banner(title, TEAM_COLORS[s], 30, sub)))
            case E.HalfTime():
                draw = banner(_("HALF TIME"), GOLD, 56)
                steps.append(Step(BANNER, "half time", draw=draw, sound="whistle"))
            case E.AdditionalTime(side=s):
                last = _("the last turn of the half: {side}").format(side=side_name(s))
                draw = banner(_("ADDITIONAL TIME"), (255, 140, 60), 46, last)
                steps.append(Step(BANNER, "additional time", draw=draw))
            case E.HalfStarted(half=h, side=s):
                title = _("KICK-OFF") if h == 1 else _("SECOND HALF")
                sub = _("{side} starts").format(side=side_name(s))
                steps.append(Step(0.8, "kick-off", draw=banner(title, GOLD, 46, sub), sound="whistle"))
            case E.DeckReshuffled(size=n) if not halftime:
                cards = ngettext("{n} card", "{n} cards", n).format(n=n)
                steps.append(Step(0.5, "reshuffle", draw=banner(_("Deck reshuffled"), TEXT, 26, cards)))
            case E.ShootoutKick(side=s, kick=k, save=sv, goal=g, goals=goals):
                title = _("GOAL!") if g else _("SAVED!")
                steps += kick_steps("shoot-out", title, s, k, sv, g, f" · {goals[0]}-{goals[1]}", shown_on, True)
            case E.MatchEnded():
                steps.append(Step(1.0, "full time", draw=banner(_("FULL TIME"), GOLD, 56), sound="whistle"))
        tag(steps[mark:], index)
    return setup, steps


def card_flight(
    before: View,
    side: int,
    bottom: bool,
    card: str,
    row: int,
    col: int,
    icons: tuple[Icon, ...],
    drop_from: tuple[int, int] | None,
) -> list[Step]:
    """A player card flies from the panel (or where it was dropped) to its place; it lands when
    the flight ends, then the icons it completed glow."""
    start = drop_from if (drop_from is not None and bottom) else _available_pos(before, side, card)
    target = L.card_rect(bottom, row, col)
    img = player_card(card, target.w, target.h, rotated=not bottom)
    lift = px(30) if drop_from is None else 0

    def draw(surface: pygame.Surface, k: float) -> None:
        k = ease(k)
        x, y = lerp(start[0], target.x, k), lerp(start[1], target.y, k)
        surface.blit(img, (x, y - lift * (1 - abs(2 * k - 1))))

    def land(p: Presentation) -> None:
        p.glow = [(side, i.key) for i in icons]
        p.glow_t = 0.0

    steps = [Step(FLY, "fly", draw=draw, on_end=land, sound="kick", lands=True)]
    if icons:
        steps.append(Step(GLOW, "glow"))
    return steps


def cards_drawn(mine: bool, n: int) -> Step:
    """`n` cards from the deck to a hand."""
    a = L.deck_rect().topleft
    b = L.hand_rect(0).topleft if mine else L.opp_hand_rect(0).topleft
    back = card_back(px(34), px(48))

    def draw(surface: pygame.Surface, k: float) -> None:
        for i in range(n):
            kk = ease(max(0.0, min(1.0, k * 1.5 - i * 0.2)))
            surface.blit(back, (lerp(a[0], b[0] + i * px(20), kk), lerp(a[1], b[1], kk)))

    return Step(DRAW, "draw", draw=draw, sound="flip")


def token_drop(side: int, bottom: bool, key: IconKey) -> Step:
    """The shot's token dropping onto its icon."""
    pos = L.icon_pos(bottom, key)
    token = assets.scaled("token_up", px(24), px(24))

    def draw(surface: pygame.Surface, k: float) -> None:
        surface.blit(token, token.get_rect(center=(pos[0], pos[1] - round(px(80) * (1 - ease(k))))))

    return Step(TOKEN_DROP, "token", draw=draw)


def kick_steps(
    name: str,
    title: str,
    side: int,
    kick: str,
    save: tuple[str, ...],
    goal: bool,
    extra: str,
    shown_on: list[Presentation],
    close: bool = False,
) -> list[Step]:
    """A penalty kick (R11.1): the run-up, the ball's flight to the kick's zone and the keeper's dive
    to the save card's zones (which do not tell the result yet), then the result: the net ripples
    after a goal (with a flash and a shake), the keeper holds a save. The goal stays drawn until
    the next goal banner ends (a penalty goal) or the result ends (`close`, or a save)."""
    detail = _("kick {kick} · save {save}").format(kick=kick, save="+".join(save)) + extra
    heading = f"{side_name(side)} · " + (_("PENALTY KICK") if name == "penalty" else _("PENALTY SHOOT-OUT"))
    clock = {"t": 0.0, "told": -1.0}
    wind_up = KICK_RUN + KICK_FLY

    def draw(surface: pygame.Surface) -> None:
        area = kick_area(shown_on[0] if shown_on else Presentation())
        told = clock["told"] if clock["told"] >= 0 else None
        draw_kick(surface, area, clock["t"], side, kick, save, goal, title, detail, heading, told)

    def install(p: Presentation) -> None:
        p.overlay = draw

    def run(p: Presentation, k: float) -> None:
        clock["t"] = k * wind_up

    def result(p: Presentation, k: float) -> None:
        clock["t"], clock["told"] = wind_up + k * KICK_RESULT, k * KICK_RESULT

    def strike(p: Presentation) -> None:
        if goal:
            p.shake(px(8))

    def end(p: Presentation) -> None:
        if close or not goal:
            p.overlay = None

    return [
        Step(wind_up, f"{name} kick", on_start=install, tick=run, sound="kick", tells=False),
        Step(0.0, f"{name} result", lands=True),  # the tally and the log line change with the result
        Step(KICK_RESULT, name, on_start=strike, tick=result, on_end=end, sound="crowd" if goal else "whistle"),
    ]


def tag(steps: list[Step], event: int) -> None:
    """Mark one event's steps; its view is shown when the step marked `lands` (else the last) ends."""
    for step in steps:
        step.event = event
    if steps and not any(step.lands for step in steps):
        steps[-1].lands = True


__all__ = ["Step", "banner", "build"]
