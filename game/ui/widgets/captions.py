"""Sounds written out (issue #42 point 6): when the Captions setting is on, a sound that carries
meaning (a whistle, the crowd, a tackle, the horn of a goal) shows a short caption in the
player's language for a moment. The window hears every effect (game.ui.audio.Audio.listen) and
draws the captions in the area the scene on top gives (Scene.caption_area): never over the
decision."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.chants import CHANT_CUES
from game.i18n import N_, _
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.widgets.basic import fit_text

CAPTIONS: dict[str, str] = {
    "whistle_kickoff": N_("whistle: kick-off"),
    "whistle_half": N_("whistle: half time"),
    "whistle_full": N_("whistle: full time"),
    "whistle_added": N_("whistle: additional time"),
    "whistle_foul": N_("whistle: tackle!"),
    "crowd_roar": N_("the crowd roars"),
    "crowd_groan": N_("the crowd groans"),
    "crowd_chant": N_("the crowd chants: eleven!"),
    "horn": N_("the horn: a goal"),
    "sting_win": N_("music: victory"),
    "sting_loss": N_("music: defeat"),
    "sting_draw": N_("music: a draw"),
    **dict.fromkeys(CHANT_CUES, N_("the fans sing their chant")),
}
LIFE = 2.5  # seconds a caption stays
FADE = 0.5  # of which the last fade out
MOST = 2  # captions shown at once (the newest last)
SIZE = 15  # logical text size
LINE = 28  # logical height of a caption's pill


@dataclass
class Caption:
    msgid: str
    age: float = 0.0


class Captions:
    """The captions heard lately; `enabled` follows the setting."""

    def __init__(self) -> None:
        self.enabled = False
        self.shown: list[Caption] = []

    def heard(self, sound: str) -> None:
        msgid = CAPTIONS.get(sound)
        if not self.enabled or msgid is None:
            return
        kept = [c for c in self.shown if c.msgid != msgid][-(MOST - 1) :]
        self.shown = [*kept, Caption(msgid)]

    def update(self, dt: float) -> None:
        for c in self.shown:
            c.age += dt
        self.shown = [c for c in self.shown if c.age < LIFE]

    @property
    def active(self) -> bool:
        return bool(self.shown)

    def texts(self) -> list[str]:
        return [_(c.msgid) for c in self.shown]

    def boxes(self, area: pygame.Rect) -> list[pygame.Rect]:
        """Each caption's band, stacked from the top of `area`, as wide as the area (what is under
        it does not show through)."""
        return [pygame.Rect(area.x, area.y + i * px(LINE + 4), area.w, px(LINE)) for i in range(len(self.shown))]

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        for c, box, text in zip(self.shown, self.boxes(area), self.texts(), strict=True):
            alpha = int(255 * min(1.0, (LIFE - c.age) / FADE))
            pill = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(pill, (14, 18, 16, 250), pill.get_rect(), border_radius=px(8))
            pygame.draw.rect(pill, (*GOLD, 255), pill.get_rect(), px(2), border_radius=px(8))
            words = fit_text(text, SIZE, TEXT, True, box.w - px(16))
            pill.blit(words, words.get_rect(center=pill.get_rect().center))
            pill.set_alpha(alpha)
            surface.blit(pill, box)


def default_area(width: int, height: int) -> pygame.Rect:
    """The bottom-left corner, above the key hint line: where a scene with no area of its own
    has nothing to choose."""
    h = px(LINE * MOST + 4)
    return pygame.Rect(px(12), height - px(40) - h, min(px(320), width // 3), h)
