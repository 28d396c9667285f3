"""Overlays on the table: the hot-seat pass screen, the pause menu with its quit confirmation,
the rules, a card's details."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache

import pygame

from game.engine.cards import SLOTS
from game.i18n import N_, _
from game.ui.art import kits, stadium
from game.ui.art.cardart import card_def, player_card
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.art.side_marks import mark_colour
from game.ui.control.privacy import HAND
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import BG, DIM, GOLD, TEXT
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import Button, Menu, blit_text, draw_panel, wrap
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.window.scene import Host, Scene
from game.ui.window.session import Session
from game.ui.words import card_text, rules_text

ICON_WORDS = card_text.ICON_WORDS  # msgids: show with card_text.icon_word
ROLE_ROWS_TEXT = {
    "FW": N_("Plays on the front line or 2nd line (solid FW line)."),
    "MF": N_("Plays on the 2nd or 3rd line (dashed MF line)."),
    "DF": N_("Plays on the 3rd or last line (dash-dot DF line)."),
}


def shade_window(surface: pygame.Surface, alpha: int) -> None:
    """Darken the whole surface (the scenes under an overlay)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))


@lru_cache(maxsize=4)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A window-sized veil, made once per size (an overlay redraws it every frame)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


class PassScreen(Scene):
    """Hot-seat privacy: an opaque screen so nothing secret is drawn until the next coach is ready."""

    opaque = True
    updates_below = False

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        decider = session.controller.decider
        self.side = decider if decider in (0, 1) else 0  # a finished match has nobody to pass to
        self.time = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.time < 0.25:  # a click meant for the last screen must not pass the device on by itself
            return True
        if event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        ):
            self.session.controller.handover()
            self.app.stack.pop(self)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.push(PauseMenu(self.app, self.session))
            return True
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    @staticmethod
    def backdrop_ahead(size: tuple[int, int]) -> Iterator[None]:
        """Its stadium built ahead a piece a step (a match's idle frames), so that it opens at once."""
        return stadium.prepare(size, M.pos(0, 500)[1])

    def draw(self, surface: pygame.Surface) -> None:
        """The stadium (the same picture whatever the match: nothing of it shows) and the hand-over card."""
        surface.blit(stadium.dimmed(surface.get_size(), M.pos(0, 500)[1]), (0, 0))
        color = club_ink(self.side)
        name = card_text.side_name(self.side)
        title = _("Pass to {side}").format(side=name)
        cx, cy = M.centre()
        card = pygame.Rect(0, 0, min(M.width() - px(40), px(760)), px(290))
        card.center = (cx, cy + px(30))
        draw_panel(surface, card)
        pygame.draw.rect(
            surface,
            mark_colour(self.side),
            (card.x, card.y, card.w, px(6)),
            border_top_left_radius=px(10),
            border_top_right_radius=px(10),
        )
        crest = club_crest(kits.club_id(self.side), px(110))
        surface.blit(crest, crest.get_rect(center=(cx, card.y)))
        top = card.y + px(55)
        blit_text(surface, title, (cx, top + px(36)), 52, color, True, "center", card.w - px(40))
        blit_text(surface, kits.name(self.side), (cx, top + px(86)), 24, TEXT, True, "center", card.w - px(40))
        ready = _("click or Enter when ready")
        blit_text(surface, ready, (cx, top + px(136)), 26, TEXT, False, "center", card.w - px(32))
        draw_key_hint(surface, _(KH.WAIT))
        why = self.session.controller.secret(self.side) or HAND
        blit_text(
            surface,
            _(why).format(other=card_text.side_name(1 - self.side), side=name),
            (cx, top + px(186)),
            18,
            DIM,
            False,
            "center",
            card.w - px(32),
        )


class ModalMenu(Scene):
    """A menu box over the scene below, which waits: Esc closes it, every event stops here."""

    opaque = False
    updates_below = False
    menu: Menu

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop(self)
            return True
        self.menu.handle_event(event)
        return True

    def draw_box(self, surface: pygame.Surface, box: pygame.Rect, title: str, size: int) -> None:
        """The shaded window, the box and its title (the box opaque: a menu under it never shows through)."""
        shade_window(surface, 170)
        pygame.draw.rect(surface, (14, 20, 24), box, border_radius=px(10))
        draw_panel(surface, box)
        blit_text(surface, title, (box.centerx, box.y + px(22)), size, GOLD, True, "midtop", box.w - px(24))


class PauseMenu(ModalMenu):
    def __init__(self, app: Host, session: Session | None) -> None:
        super().__init__(app)
        self.session = session
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        buttons = [
            Button(_("Resume"), lambda: self.app.stack.pop(self)),
            Button(_("Rules"), self._rules),
            Button(_("Settings"), self._settings),
            Button(_("Quit to title"), self._confirm),
        ]
        self.menu.set_buttons(buttons)
        r = M.rect(640 - 150, 360 - 80, 300, 44)
        self.menu.layout_column(r.x, r.y, r.w, r.h, px(12))

    def _rules(self) -> None:
        from game.ui.scenes.rules.rules_help import RulesHelpScene

        self.app.stack.push(RulesHelpScene(self.app))

    def _settings(self) -> None:
        from game.ui.window import scene_table

        self.app.stack.push(scene_table.part("settings")(self.app))

    def _confirm(self) -> None:
        saved = self.session is not None and self.session.controller.persist
        note = _("The match stays saved: Continue on the title screen resumes it.") if saved else ""
        ask = ConfirmDialog(
            self.app, _("Quit this match?"), note, _("Yes, quit to title"), _("No, keep playing"), self._quit
        )
        self.app.stack.push(ask)

    def _quit(self) -> None:
        from game.ui.window import scene_table

        if self.session is not None:
            self.session.close()
        self.app.stack.clear()
        self.app.stack.push(scene_table.part("title")(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        box = M.rect(640 - 190, 360 - 160, 380, 320)
        self.draw_box(surface, box, _("Paused"), 30)
        self.menu.draw(surface)
        draw_key_hint(surface, _(KH.PAUSE), box.bottom + px(2))


class RulesScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.scroll = 0
        self.lines: list[tuple[str, bool]] = []
        self._build()

    def _build(self) -> None:
        """The wrapped lines (again after the language changed); each paragraph's first line bold."""
        self.lines = []
        for para in rules_text.paragraphs():
            first = True
            for line in wrap(para, 17, M.stage().w - px(160)):
                self.lines.append((line, first))
                first = False
            self.lines.append(("", False))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
            elif event.key == pygame.K_DOWN:
                self.scroll = min(self.scroll + 1, self.max_scroll())
            elif event.key == pygame.K_UP:
                self.scroll = max(0, self.scroll - 1)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, self.max_scroll()))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.stack.pop(self)
        return True

    def visible_lines(self) -> int:
        """How many lines fit between the title and the footer of the window."""
        return max(1, (M.height() - px(90) - px(46)) // line_px(23))

    def max_scroll(self) -> int:
        return max(0, len(self.lines) - self.visible_lines())

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BG)
        left = M.stage().x + px(80)
        blit_text(surface, _("Rules in brief"), (left, px(30)), 32, GOLD, True)
        y = px(90)
        for line, bold in self.lines[self.scroll : self.scroll + self.visible_lines()]:
            blit_text(surface, line, (left, y), 17, TEXT, bold)
            y += line_px(23)
        blit_text(
            surface, _("Esc, Enter or click: back   ·   arrows / wheel: scroll"), (left, M.height() - px(30)), 15, DIM
        )


def card_lines(card_id: str, halves: bool = True) -> list[str]:
    """A card's details, line by line; without `halves`, not where its half icons sit (the card shows them)."""
    card = card_def(card_id)
    head = f"{card.position} — {card_text.card_name(card_id)}"
    if card.star:
        head += "  " + _("(star)")
    lines = [head, _(ROLE_ROWS_TEXT[card.role])]
    if halves:
        edges = card_text.half_icons_text(dict(zip(SLOTS, card.halves, strict=True)))
        lines.append(_("Half icons: {icons}").format(icons=edges))
    if card.printed:
        printed = ", ".join(card_text.icon_word(k) for k in card.printed)
        lines.append(_("Works alone, no teammate needed: {icons}").format(icons=printed))
    if card.crack:
        crack = _("Crack x{n}: lowers the defender's base defense by {n} when this card shoots.")
        lines.append(crack.format(n=card.crack))
    for e in card.effects:
        lines.append(_("Immediate effect: {effect}").format(effect=card_text.effect_text(e)))
    return lines


DETAILS_W = 392  # the card details box's logical width


def details_size(card_id: str, large: bool = True) -> tuple[int, int]:
    """The real-pixel size of a card's details box."""
    h = px(112) if large else px(84)
    lines = [line for raw in card_lines(card_id) for line in wrap(raw, 15, px(DETAILS_W - 32))]
    return px(DETAILS_W), h + px(30) + line_px(20) * len(lines) + (line_px(20) if card_rules(card_id) else 0)


def place_tip(
    size: tuple[int, int], pointer: tuple[int, int], bounds: pygame.Rect, avoid: list[pygame.Rect]
) -> pygame.Rect:
    """Where a tooltip of `size` goes beside the pointer: inside `bounds`, never over the pointer
    nor over any of `avoid` (the decision in front of the player) when some place allows it."""
    gap = px(16)
    x, y = pointer
    w, h = size
    candidates = [
        pygame.Rect(x + gap, y - px(60), w, h),
        pygame.Rect(x - gap - w, y - px(60), w, h),
        pygame.Rect(x + gap, y - gap - h, w, h),
        pygame.Rect(x - gap - w, y - gap - h, w, h),
        pygame.Rect(x - w // 2, y + gap, w, h),
        pygame.Rect(x - w // 2, y - gap - h, w, h),
    ]
    candidates += [pygame.Rect(r.x - gap - w, y - h // 2, w, h) for r in avoid]

    def overlap(rect: pygame.Rect) -> int:
        covered = [rect.clip(r) for r in avoid]
        return sum(c.w * c.h for c in covered) + (10**9 if rect.collidepoint(pointer) else 0)

    placed = []
    for rect in candidates:
        rect = rect.clamp(bounds)
        if overlap(rect) == 0:
            return rect
        placed.append(rect)
    return min(placed, key=overlap)


def draw_card_details(surface: pygame.Surface, card_id: str, anchor: tuple[int, int], large: bool = True) -> None:
    """A card's picture and full text in a box whose top-left is `anchor` (real pixels), kept
    inside the surface; the box is `px(DETAILS_W)` wide."""
    w, h = (px(228), px(112)) if large else (px(171), px(84))
    img = player_card(card_id, w, h)
    lines = [line for raw in card_lines(card_id) for line in wrap(raw, 15, px(DETAILS_W - 32))]
    rules = card_rules(card_id)
    box = pygame.Rect(anchor, details_size(card_id, large))
    box.clamp_ip(surface.get_rect())
    draw_panel(surface, box)
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + px(12))))
    y = box.y + h + px(20)
    for i, line in enumerate(lines):
        blit_text(surface, line, (box.x + px(16), y), 15, GOLD if i == 0 else TEXT, i == 0, max_width=box.w - px(24))
        y += line_px(20)
    if rules:
        footer = _("In the Rules: pages {pages}").format(pages=", ".join(str(n) for n in rule_pages(rules)))
        blit_text(surface, footer, (box.x + px(16), y), 14, DIM, max_width=box.w - px(24))


def card_rules(card_id: str) -> list[str]:
    """The rule ids behind a card's details."""
    card = card_def(card_id)
    return ["R2.3", "R2.5"] + (["R5.5"] if card.crack else []) + (["R6"] if card.effects else [])


def rule_pages(rules: list[str]) -> list[int]:
    """The Rules reference's pages (numbered from 1, as its number keys) that explain `rules`."""
    from game.ui.scenes.rules.rules_pages import page_for_rule

    return sorted({page + 1 for page in map(page_for_rule, rules) if page is not None})


class DetailsOverlay(Scene):
    """A card's full details (right-click, or D on the keyboard); any click or key closes it."""

    opaque = False
    updates_below = False

    def __init__(self, app: Host, card_id: str) -> None:
        super().__init__(app)
        self.card_id = card_id

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.stack.pop(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade_window(surface, 140)
        cx, cy = M.centre()
        hint_top = M.height() - px(12) - line_px(24) // 2 - px(4)  # the key hint's band below
        top = max(0, min(cy - px(150), hint_top - details_size(self.card_id, True)[1]))
        draw_card_details(surface, self.card_id, (cx - px(DETAILS_W) // 2, top))
        draw_key_hint(surface, _(KH.DETAILS), plate=True)


__all__ = ["DetailsOverlay", "PassScreen", "PauseMenu", "RulesScene", "card_lines", "draw_card_details"]


class ConfirmDialog(ModalMenu):
    """A yes/no question over the scene below (Esc or No closes it and changes nothing)."""

    def __init__(self, app: Host, title: str, detail: str, yes: str, no: str, on_yes: Callable[[], object]) -> None:
        """Every text already translated; `on_yes` runs after the dialog has closed."""
        super().__init__(app)
        self.title, self.detail, self.yes, self.no = title, detail, yes, no
        self.on_yes = on_yes
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        self.menu.set_buttons([Button(self.yes, self._accept), Button(self.no, lambda: self.app.stack.pop(self))])
        self.menu.focus = 1  # the safe answer is the default
        w = round(340 * (1 + 0.6 * (assets.text_scale() - 1)))
        r = M.rect(640 - w // 2, 360 + 10, w, 44)
        self.menu.layout_column(r.x, r.y, r.w, r.h, px(12))

    def _accept(self) -> None:
        self.app.stack.pop(self)
        self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        box = M.rect(640 - 230, 360 - 150, 460, 290)
        title_w = assets.text(self.title, 26, GOLD, True).get_width()
        wide = max(px(460 * (1 + 0.6 * (assets.text_scale() - 1))) - px(40), title_w)
        box.inflate_ip(min(wide + px(40), M.stage().w - px(80)) - box.w, 0)  # larger text, a wider box (#42.3)
        self.draw_box(surface, box, self.title, 26)
        for i, line in enumerate(wrap(self.detail, 15, box.w - px(48))[:3]):
            blit_text(surface, line, (box.centerx, box.y + px(74) + line_px(20) * i), 15, TEXT, False, "midtop")
        self.menu.draw(surface)
        draw_key_hint(surface, _(KH.CONFIRM), box.bottom + px(2))
