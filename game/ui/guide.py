# ruff: noqa: E501  (prose: one paragraph per line)
"""The guided first match: a pointer drawn over the match (an arrow and a short tip) that follows
the decision in front of the player — the star draft, the line-up, the team action, dragging a
card, shooting, the synergy cards, the defence, half time. It never takes input away from the
game: only its own Skip button and F1 are its. It ends by itself when the player leaves the match."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import actions as A
from game.i18n import N_, _
from game.ui import layout as L
from game.ui import metrics as M
from game.ui.app import App
from game.ui.metrics import px
from game.ui.session import Session
from game.ui.theme import GOLD, TEXT, Color
from game.ui.widgets import blit_text, wrap

if TYPE_CHECKING:
    from game.ui.scenes.table_scene import TableScene

SKIP_KEY = pygame.K_F1
BOX_W = 340  # the tip box's logical width


@dataclass(frozen=True)
class Tip:
    key: str  # one id per step, for the step counter and tests
    text: str  # msgid
    target: tuple[int, int] | None  # what the arrow points at (screen position)
    box: tuple[int, int]  # top-left of the tip box (real pixels)


TIPS = {
    "draft": N_(
        "Star draft: pick one of these stars for your team. Click a card or its Pick button; right-click shows its details."
    ),
    "draft_wait": N_("The computer picks in turn. Every pick is public: watch which stars it takes."),
    "lineup": N_("Line-up: click 3 cards to start them on the bench. The other 10 are your available players."),
    "lineup_confirm": N_("Three cards chosen: confirm the line-up here (or press C)."),
    "team_action": N_(
        "Team action: PASS draws synergy cards, PRESS pushes the control marker toward the opponent. Choose one."
    ),
    "drag": N_(
        "Player action: drag one of your available players onto a lit place of your half (or press its number)."
    ),
    "place": N_(
        "The lit places follow the position lines. Drop the card there: gold rings show the icons it completes."
    ),
    "attack": N_("A card with ATTACK icons may also shoot directly: choose it here."),
    "effect": N_("Immediate effect (lightning): apply it now or decline it."),
    "shoot": N_("This card has ATTACK icons: you may shoot. A total attack of exactly 11 is the MAGIC NUMBER."),
    "token": N_("Choose which ATTACK icon takes the shot token: that icon is gone after the shot."),
    "synergy": N_(
        "Synergy: click cards in your hand to add their stars, then play them. The top deck card is added unseen."
    ),
    "defend": N_(
        "You defend: add one more card from your hand or the deck. A TACKLE turns the shot into a penalty kick."
    ),
    "keep": N_("Draw 2, keep 1: choose the card you keep."),
    "penalty": N_("Penalty kick: choose a spot. The keeper chooses without seeing it."),
    "computer": N_("The computer plays its turn. Watch the control track and its field; a click skips an animation."),
    "half_time": N_("Half time: you may bring a bench card on (3 substitutions per match), then continue."),
    "shootout": N_("Penalty shoot-out: choose your kick or your save."),
    "result": N_("Full time! This match is kept in Replays. The guide ends here: have fun."),
}


def field_top_box() -> tuple[int, int]:
    """Over the opponent's half, centred: the table's decisions are in the panels and the
    viewer's half."""
    lay = L.get()
    return lay.field.centerx - px(BOX_W) // 2, lay.top_y + px(12)


def right_box(y: int) -> tuple[int, int]:
    """At the window's right edge, at real `y` (a box that would run past the bottom edge is
    drawn higher)."""
    return M.width() - px(BOX_W + 20), y


class Guide:
    """An App HUD (App.huds): drawn over every scene, sees events first."""

    def __init__(self, app: App, session: Session) -> None:
        self.app = app
        self.session = session
        self.skipped = False
        self.seen: list[str] = []
        self.tip: Tip | None = None
        self.time = 0.0
        self.skip_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ the HUD protocol

    @property
    def finished(self) -> bool:
        return self.skipped or not self._in_match()

    def _in_match(self) -> bool:
        from game.ui.scenes.base import MatchBase

        return any(isinstance(s, MatchBase) and s.session is self.session for s in self.app.stack.scenes)

    def skip(self) -> None:
        self.skipped = True
        self.app.notify(_("Guide skipped. The rules are in the pause menu (Esc)."), 3.0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == SKIP_KEY:
            self.skip()
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.tip is not None
            and self.skip_rect.collidepoint(event.pos)
        ):
            self.skip()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.tip = self.current_tip()
        if self.tip is not None and self.tip.key not in self.seen:
            self.seen.append(self.tip.key)

    # ------------------------------------------------------------------ which tip

    def current_tip(self) -> Tip | None:
        from game.ui.scenes.base import MatchBase
        from game.ui.scenes.draft import DraftScene
        from game.ui.scenes.halftime import HalfTimeScene
        from game.ui.scenes.lineup import LineupScene, roster_rect
        from game.ui.scenes.result import ResultScene
        from game.ui.scenes.shootout import ShootoutScene
        from game.ui.scenes.table_scene import TableScene

        top = self.app.stack.top
        if not isinstance(top, MatchBase) or top.session is not self.session:
            return None  # a pass screen, the pause menu, the rules: stay out of the way
        ctrl = self.session.controller
        if isinstance(top, ResultScene):
            return Tip("result", TIPS["result"], None, right_box(M.pos(0, 560)[1]))
        if top.anim.busy:
            return None
        human = ctrl.human_to_act()
        menu_target = None
        menu = getattr(top, "menu", None)
        if menu is not None and menu.buttons:
            menu_target = menu.buttons[0].rect.midleft
        if isinstance(top, DraftScene):
            box = M.pos(10, 8)
            if human:
                return Tip("draft", TIPS["draft"], menu_target, box)
            return Tip("draft_wait", TIPS["draft_wait"], None, box)
        if isinstance(top, LineupScene):
            if not human:
                return None
            if len(top.bench) == 3 and top.menu.buttons:
                target = top.menu.buttons[-1].rect.midright
                return Tip("lineup_confirm", TIPS["lineup_confirm"], target, right_box(M.height()))
            return Tip("lineup", TIPS["lineup"], roster_rect(0).midbottom, right_box(M.height()))
        if isinstance(top, HalfTimeScene):
            return Tip("half_time", TIPS["half_time"], menu_target, right_box(px(20))) if human else None
        if isinstance(top, ShootoutScene):
            return Tip("shootout", TIPS["shootout"], menu_target, right_box(M.height())) if human else None
        if not isinstance(top, TableScene):
            return None
        return self._table_tip(top, human, menu_target)

    def _table_tip(self, top: TableScene, human: bool, menu_target: tuple[int, int] | None) -> Tip | None:
        """The tip for the table's decision in front of the player."""
        from game.ui.scenes.table_scene import goal_rect

        field_box = field_top_box()
        if not human:
            return Tip("computer", TIPS["computer"], L.get().track.midleft, field_box)
        v = top.view()
        phase = v.phase
        if phase == "team_action":
            return Tip("team_action", TIPS["team_action"], menu_target, field_box)
        if phase == "player_action":
            if top.mode == "place" and top.selected:
                places = top.places(top.selected)
                target = L.card_rect(True, *places[top.cursor % len(places)]).midtop if places else None
                return Tip("place", TIPS["place"], target, field_box)
            if top.mode == "attack":
                return Tip("attack", TIPS["attack"], menu_target, field_box)
            if v.me.available and any(isinstance(a, A.Place) for a in v.legal_actions):
                return Tip("drag", TIPS["drag"], L.available_rect(0).midright, field_box)
            return Tip("attack", TIPS["attack"], menu_target, field_box)
        if phase == "effect":
            return Tip("effect", TIPS["effect"], menu_target, field_box)
        if phase == "shoot_option":
            return Tip("shoot", TIPS["shoot"], menu_target, field_box)
        if phase == "token":
            keys = [a.icon for a in v.legal_actions if isinstance(a, A.PlaceToken)]
            return Tip("token", TIPS["token"], L.icon_pos(True, keys[0]) if keys else None, field_box)
        if phase == "attack_synergy":
            return Tip("synergy", TIPS["synergy"], L.hand_rect(0).midleft if v.me.hand else menu_target, field_box)
        if phase == "defend_synergy":
            return Tip("defend", TIPS["defend"], menu_target, field_box)
        if phase == "keep":
            return Tip("keep", TIPS["keep"], menu_target, field_box)
        if phase in ("penalty_kick", "penalty_save"):
            lay = L.get()
            return Tip("penalty", TIPS["penalty"], goal_rect().midright, (lay.field.x + px(40), lay.bottom_y + px(120)))
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.tip
        if tip is None:
            return
        lines = wrap(_(tip.text), 15, px(BOX_W - 28))
        box = pygame.Rect(tip.box[0], tip.box[1], px(BOX_W), px(44) + px(20) * len(lines) + px(36))
        box.clamp_ip(surface.get_rect().inflate(-px(16), -px(16)))
        if tip.target is not None:
            self._arrow(surface, box, tip.target)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (16, 24, 22, 235), shade.get_rect(), border_radius=px(10))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, px(2), border_radius=px(10))
        step = self.seen.index(tip.key) + 1 if tip.key in self.seen else len(self.seen) + 1
        room = box.w - px(28)
        heading = _("Guide · step {n}").format(n=step)
        blit_text(surface, heading, (box.x + px(14), box.y + px(10)), 15, GOLD, True, max_width=room)
        y = box.y + px(36)
        for line in lines:
            blit_text(surface, line, (box.x + px(14), y), 15, TEXT, max_width=room)
            y += px(20)
        self.skip_rect = pygame.Rect(0, 0, px(150), px(26))
        self.skip_rect.bottomright = (box.right - px(10), box.bottom - px(8))
        pygame.draw.rect(surface, (52, 74, 66), self.skip_rect, border_radius=px(6))
        pygame.draw.rect(surface, (70, 96, 84), self.skip_rect, px(1), border_radius=px(6))
        label_room = self.skip_rect.w - px(10)
        blit_text(surface, _("Skip guide (F1)"), self.skip_rect.center, 13, TEXT, True, "center", label_room)

    def _arrow(self, surface: pygame.Surface, box: pygame.Rect, target: tuple[int, int]) -> None:
        """A gold arrow from the tip box's nearest edge to the target, and a pulsing ring on it."""
        tx, ty = target
        start = (max(box.left, min(tx, box.right)), max(box.top, min(ty, box.bottom)))
        if box.collidepoint(target):
            return
        color: Color = GOLD
        v = pygame.Vector2(tx - start[0], ty - start[1])
        if v.length() > px(24):
            end = pygame.Vector2(target) - v.normalize() * px(14)
            pygame.draw.line(surface, (20, 20, 20), start, end, px(7))
            pygame.draw.line(surface, color, start, end, px(4))
            head = v.normalize() * px(16)
            left, right = head.rotate(150), head.rotate(-150)
            tip = end + v.normalize() * px(4)
            pygame.draw.polygon(surface, color, [tip, tip + left, tip + right])
        pulse = px(16 + 6 * math.sin(self.time * 6))
        pygame.draw.circle(surface, color, target, pulse, px(3))


def guide_of(app: App) -> Guide | None:
    return next((h for h in app.huds if isinstance(h, Guide)), None)


__all__ = ["Guide", "guide_of"]
