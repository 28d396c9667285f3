"""Turns a batch of engine events (as the viewer may see them) into animation steps. The table
shows the view from before the batch while the steps play, patched by the presentation; each step
moves the presentation one event further. Only the events decide what moves: never a UI guess."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import events as E
from game.engine.events import Event
from game.engine.view import View
from game.i18n import N_, _, ngettext
from game.ui import assets
from game.ui import layout as L
from game.ui.anim import BoardCard, Presentation, Step, ease, lerp
from game.ui.card_text import card_name, effect_label, short, side_name, synergy_label
from game.ui.cardart import SYN_H, SYN_W, card_back, card_def, player_card
from game.ui.table import board_cards, viewer_of
from game.ui.theme import GOLD, TEAM_COLORS, TEXT, Color
from game.ui.widgets import fit_text

# Durations (seconds). A whole shot, unskipped, stays within 3 s (tests/ui/test_animation.py).
FLY = 0.35
GLOW = 0.4
MARKER = 0.25
DRAW = 0.2
SHOT_BANNER = 0.2
TOKEN_DROP = 0.2
SYN_PLACE = 0.12
SYN_FLIP = 0.2
RESULT = 0.55
TOKEN_FLIP = 0.15
BANNER = 0.9

OUTCOME_TEXT: dict[str, tuple[str, Color]] = {
    "goal": (N_("GOAL!"), (255, 220, 80)),
    "magic": (N_("MAGIC NUMBER!"), (255, 120, 240)),
    "out": (N_("OUT"), (255, 140, 100)),
    "saved": (N_("SAVED"), (140, 200, 255)),
    "tackle": (N_("TACKLE - PENALTY KICK"), (255, 110, 96)),
}


def banner(text: str, color: Color = GOLD, size: int = 48, sub: str = "") -> Callable[[pygame.Surface, float], None]:
    """A banner over the centre of the field (`text` and `sub` already translated)."""

    def draw(surface: pygame.Surface, k: float) -> None:
        scale = 0.6 + 0.4 * ease(min(1.0, k * 4))
        surf = fit_text(text.replace("→", "-"), size, color, True, L.FIELD_W - 60)
        if scale < 0.999:
            surf = pygame.transform.smoothscale(
                surf, (max(1, int(surf.get_width() * scale)), max(1, int(surf.get_height() * scale)))
            )
        centre = (L.FIELD_X + L.FIELD_W // 2, L.CENTRE_Y + L.BAND // 2)
        s2 = fit_text(sub, 18, TEXT, True, L.FIELD_W - 60) if sub else None
        width = max(surf.get_width(), s2.get_width() if s2 is not None else 0)
        box = pygame.Rect(0, 0, width + 40, surf.get_height() + 24 + (26 if sub else 0))
        box.center = centre
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((10, 14, 12, 210))
        surface.blit(shade, box)
        pygame.draw.rect(surface, color, box, 3, border_radius=10)
        surface.blit(surf, surf.get_rect(center=(centre[0], centre[1] - (12 if sub else 0))))
        if s2 is not None:
            surface.blit(s2, s2.get_rect(center=(centre[0], box.bottom - 20)))

    return draw


def _available_pos(view: View, side: int, card: str) -> tuple[int, int]:
    team = view.teams[side]
    if side == viewer_of(view):
        if card in team.available:
            return L.available_rect(team.available.index(card)).topleft
        return L.MY_PANEL.center
    if card in team.available:
        return L.opp_available_rect(team.available.index(card)).topleft
    return L.OPP_PANEL.center



def kick_step(
    name: str, title: str, size: int, side: int, kick: str, save: tuple[str, ...], goal: bool, extra: str = ""
) -> Step:
    """The banner that reveals a penalty kick against the keeper's save card (R11.1)."""
    detail = _("kick {kick} · save {save}").format(kick=kick, save="+".join(save)) + extra
    return Step(
        1.0, name, draw=banner(title, TEAM_COLORS[side], size, detail), sound="crowd" if goal else "whistle"
    )


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

    def setup(p: Presentation) -> None:
        p.marker = float(before.marker)
        p.score = before.score
        p.boards = [board_cards(before, 0), board_cards(before, 1)]
        if before.shot is not None:
            p.totals = [None, None]
            p.attacker = before.shot.side
        for e in events:
            if isinstance(e, E.CardPlaced):
                p.hidden_cards.add((e.side, e.card))
            elif isinstance(e, E.TokenPlaced):
                p.hidden_tokens.add((e.side, e.icon))
            elif isinstance(e, E.TokenFlipped):
                p.token_up[(e.side, e.icon)] = True
        if halftime:
            p.field_view = before

    for e in events:
        match e:
            case E.StarPicked(side=s, card=card):
                d = card_def(card)
                title = _("{side} picks {card}").format(side=side_name(s), card=d.position)
                steps.append(Step(0.7, "pick", draw=banner(title, TEAM_COLORS[s], 40, card_name(card))))
            case E.LineupsRevealed():
                steps.append(Step(0.8, "line-ups", draw=banner(_("Line-ups revealed"), GOLD, 40)))
            case E.CardPlaced(side=s, card=card, row=row, col=col, completed=icons):
                bottom = s == me
                start = drop_from if (drop_from is not None and bottom) else _available_pos(before, s, card)
                end = L.card_rect(bottom, row, col).topleft
                img = player_card(card, rotated=not bottom)

                def draw_fly(
                    surface: pygame.Surface,
                    k: float,
                    img: pygame.Surface = img,
                    a: tuple[int, int] = start,
                    b: tuple[int, int] = end,
                ) -> None:
                    k = ease(k)
                    surface.blit(
                        img,
                        (lerp(a[0], b[0], k), lerp(a[1], b[1], k) - 30 * (1 - abs(2 * k - 1)) * (drop_from is None)),
                    )

                def land(p: Presentation, key: tuple[int, str] = (s, card), icons: tuple = icons) -> None:  # type: ignore[type-arg]
                    p.hidden_cards.discard(key)
                    p.glow = [(key[0], i.key) for i in icons]
                    p.glow_t = 0.0

                steps.append(Step(FLY, "fly", draw=draw_fly, on_end=land, sound="kick"))
                if icons:
                    steps.append(Step(GLOW, "glow"))
            case E.MarkerMoved(start=a, end=b, reason=why):

                def tick(p: Presentation, k: float, a: int = a, b: int = b) -> None:
                    p.marker = lerp(a, b, ease(k))

                steps.append(Step(MARKER, f"marker {why}", tick=tick))
            case E.CardsDrawn(side=s, count=n) if n > 0:
                target = L.hand_rect(0).topleft if s == me else L.opp_hand_rect(0).topleft
                src = L.deck_rect().topleft

                def draw_draw(
                    surface: pygame.Surface, k: float, a: tuple[int, int] = src, b: tuple[int, int] = target, n: int = n
                ) -> None:
                    for i in range(n):
                        kk = ease(max(0.0, min(1.0, k * 1.5 - i * 0.2)))
                        surface.blit(card_back(34, 48), (lerp(a[0], b[0] + i * 20, kk), lerp(a[1], b[1], kk)))

                steps.append(Step(DRAW, "draw", draw=draw_draw, sound="flip"))
            case E.EffectResolved(side=s, effect=eff, applied=True):
                steps.append(
                    Step(
                        0.5,
                        "effect",
                        draw=banner(effect_label(eff), TEAM_COLORS[s], 32),
                    )
                )
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

                steps.append(
                    Step(
                        SHOT_BANNER,
                        "shot",
                        on_start=start_shot,
                        draw=banner(title, TEAM_COLORS[s], 40, bases),
                        sound="kick",
                    )
                )
            case E.TokenPlaced(side=s, icon=key):
                bottom = s == me
                pos = L.icon_pos(bottom, key)

                def draw_token(surface: pygame.Surface, k: float, pos: tuple[int, int] = pos) -> None:
                    tok = assets.scaled("token_up", 24, 24)
                    surface.blit(tok, tok.get_rect(center=(pos[0], pos[1] - 80 * (1 - ease(k)))))

                def token_down(p: Presentation, key: tuple = (s, key)) -> None:  # type: ignore[type-arg]
                    p.hidden_tokens.discard(key)

                steps.append(Step(TOKEN_DROP, "token", draw=draw_token, on_end=token_down))
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

                def flip_start(p: Presentation, s: int = s, slot: int = slot, code: str = code) -> None:
                    if p.boards is None:
                        p.boards = [[], []]
                    while len(p.boards[s]) < slot:
                        p.boards[s].append(BoardCard("deck", None))
                    bc = p.boards[s][slot - 1]
                    bc.code, bc.revealed, bc.flip = code, True, 0.0

                def flip_tick(p: Presentation, k: float, s: int = s, slot: int = slot, total: int = total) -> None:
                    if p.boards and len(p.boards[s]) >= slot:
                        p.boards[s][slot - 1].flip = k
                    if k >= 0.5:
                        p.totals[s] = total

                steps.append(Step(SYN_FLIP, "reveal", on_start=flip_start, tick=flip_tick, sound="flip"))
            case E.ShotResolved(outcome=o, attack=a, defense=d):
                text, color = OUTCOME_TEXT[o]
                if d is not None:
                    sub = _("attack {attack} vs defense {defense}").format(attack=a, defense=d)
                else:
                    sub = _("attack {n}").format(n=a)
                sound = {"goal": "crowd", "magic": "crowd", "tackle": "whistle", "out": "whistle"}.get(o)
                steps.append(Step(RESULT, o, draw=banner(_(text), color, 52, sub), sound=sound))
            case E.SynergyDiscarded(side=s):

                def clear(p: Presentation, s: int = s) -> None:
                    if p.boards is not None:
                        p.boards[s] = []
                    p.totals[s] = None

                steps.append(Step(0.0, "discard", on_end=clear))
            case E.TokenFlipped(side=s, icon=key):

                def flip_token(p: Presentation, k: float, key: tuple = (s, key)) -> None:  # type: ignore[type-arg]
                    p.token_up[key] = k < 0.5

                steps.append(Step(TOKEN_FLIP, "token flip", tick=flip_token))
            case E.Goal(score=score):

                def score_up(p: Presentation, score: tuple[int, int] = score) -> None:
                    p.score = score

                steps.append(Step(0.0, "goal", on_end=score_up))
            case E.PenaltyKick(side=s, kick=k, save=sv, goal=g):
                title = _("PENALTY: GOAL!") if g else _("PENALTY SAVED")
                steps.append(kick_step("penalty", title, 44, s, k, sv, g))
            case E.Substitution(side=s, out=o, into=i):
                steps.append(
                    Step(
                        0.7,
                        "sub",
                        draw=banner(
                            _("{side} substitution").format(side=side_name(s)),
                            TEAM_COLORS[s],
                            30,
                            _("{out} off · {into} on").format(out=short(o), into=short(i)),
                        ),
                    )
                )
            case E.HalfTime():

                def clear_field(p: Presentation) -> None:
                    p.field_view = None

                steps.append(
                    Step(
                        BANNER, "half time", draw=banner(_("HALF TIME"), GOLD, 56), on_end=clear_field, sound="whistle"
                    )
                )
            case E.AdditionalTime(side=s):
                last = _("the last turn of the half: {side}").format(side=side_name(s))
                steps.append(
                    Step(BANNER, "additional time", draw=banner(_("ADDITIONAL TIME"), (255, 140, 60), 46, last))
                )
            case E.HalfStarted(half=h, side=s):
                steps.append(
                    Step(
                        0.8,
                        "kick-off",
                        draw=banner(
                            _("KICK-OFF") if h == 1 else _("SECOND HALF"),
                            GOLD,
                            46,
                            _("{side} starts").format(side=side_name(s)),
                        ),
                        sound="whistle",
                    )
                )
            case E.DeckReshuffled(size=n) if not halftime:
                cards = ngettext("{n} card", "{n} cards", n).format(n=n)
                steps.append(Step(0.5, "reshuffle", draw=banner(_("Deck reshuffled"), TEXT, 26, cards)))
            case E.ShootoutKick(side=s, kick=k, save=sv, goal=g, goals=goals):
                title = _("GOAL!") if g else _("SAVED!")
                steps.append(kick_step("shoot-out", title, 50, s, k, sv, g, f" · {goals[0]}-{goals[1]}"))
            case E.MatchEnded():
                steps.append(Step(1.0, "full time", draw=banner(_("FULL TIME"), GOLD, 56), sound="whistle"))
    return setup, steps


def synergy_slot_screen(view: View, side: int, slot: int) -> pygame.Rect:
    return L.board_slot_rect(side == viewer_of(view), slot)


__all__ = ["SYN_H", "SYN_W", "build", "synergy_slot_screen"]
