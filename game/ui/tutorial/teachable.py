"""What the guide asks of the match scene it teaches on. The scenes answer (base.MatchBase has the
defaults, the draft, line-up, table, shoot-out and full-time scenes their own), so the guide and
its targets never import a concrete scene."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypeGuard, runtime_checkable

import pygame

from game.engine.actions import Action
from game.engine.view import View
from game.ui.control.controller import MatchController
from game.ui.stage.anim import Animator
from game.ui.window.session import Session


@dataclass(frozen=True)
class Aim:
    """What the player must do now: the text key, the rects that take the click (the first is the
    one to point at) and the rect a dragged card must land on, if any."""

    text: str
    targets: tuple[pygame.Rect, ...]
    drop: pygame.Rect | None = None


@dataclass(frozen=True)
class KeyHint:
    """The keyboard's way to a step's target: a first key (a pygame key; None: none) and whether
    arrows then Enter finish it (the place cursor, a card of the line-up, an unnumbered button), or
    Enter alone (`enter`: the lesson has put the focus or the place cursor on the target already)."""

    key: int | None
    arrows: bool = False
    enter: bool = False

    def words(self) -> str:
        from game.i18n import _

        name = pygame.key.name(self.key).upper() if self.key is not None else ""
        if name and self.arrows:
            return _("{key}, then arrows and Enter").format(key=name)
        if self.enter:
            return _("{key}, then Enter").format(key=name) if name else _("Enter")
        return name or _("arrows, then Enter")


@runtime_checkable
class Teachable(Protocol):
    session: Session
    ctrl: MatchController
    anim: Animator
    full_time: bool  # the full-time screen: the guide says goodbye there
    wide_tips: bool  # the lesson bubble may also sit anywhere along the window's bottom

    def view(self) -> View: ...

    def act(self, action: Action, drop_from: tuple[int, int] | None = None) -> bool: ...

    def undo(self) -> bool: ...

    def busy_areas(self, view: View) -> list[pygame.Rect]:
        """What a lesson bubble had better not cover when it has a choice."""
        ...

    def never_cover(self, view: View) -> list[pygame.Rect]:
        """What a lesson bubble and its arrow never cross: the cards in play and the question's lines."""
        ...

    def arrow_avoid(self, view: View) -> list[pygame.Rect]:
        """What the lesson's arrow goes around besides what the bubble keeps clear (the table: the
        cards in the side panels), so it never runs over a column of cards."""
        ...

    def choice_areas(self, view: View, last_placed: tuple[int, int, int] | None) -> list[pygame.Rect]:
        """The active choices besides the menu's buttons, which a lesson bubble must not cover;
        `last_placed`: the side, row and column of the card the lesson placed last, if any."""
        ...

    def tutorial_aim(self, action: Action, text: str, view: View) -> Aim:
        """Where the controls for `action` are on this screen (no targets: none shown)."""
        ...

    def tutorial_keys(self, action: Action, found: Aim) -> KeyHint | None:
        """The keyboard's way to `found` (the aim of `action`) on this screen."""
        ...

    def send_back_drop(self, place: tuple[int, int] | None) -> bool:
        """A card dragged and about to be let go anywhere but `place` goes back: True if it did."""
        ...


_KINDS: dict[type, bool] = {}


def teachable(scene: object) -> TypeGuard[Teachable]:
    """isinstance(scene, Teachable), answered once per scene class (the guide asks every frame and a
    runtime protocol check walks every member)."""
    kind = type(scene)
    if kind not in _KINDS:
        _KINDS[kind] = isinstance(scene, Teachable)
    return _KINDS[kind]
