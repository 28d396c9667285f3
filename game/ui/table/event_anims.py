"""Turns a batch of engine events (as the viewer may see them) into animation steps, each tagged
with its event (game/ui/stage/anim.py presents the view after an event when its landing step ends).
Only the events decide what moves: never a UI guess. The shot's reveal and the penalty kick are
staged over the field (game/ui/stage/shot_steps.py)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.chants import chant_cue
from game.engine import events as E
from game.engine.events import Event
from game.engine.icons import Icon, IconKey
from game.engine.view import View
from game.i18n import N_, _, ngettext
from game.ui.art import kits
from game.ui.art.cardart import card_back, card_def, player_card
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.stage.anim import BoardCard, Presentation, Step, ease, lerp
from game.ui.stage.banners import GOAL_BANNER, banner, goal_banner
from game.ui.stage.shot_steps import ShotShow, kick_steps, pull_back
from game.ui.table.board import board_cards, revealed_total, token_image, token_pos, viewer_of
from game.ui.table.pitch_view import pitch_name_size
from game.ui.widgets import glass
from game.ui.words.card_text import effect_label, short, side_name, synergy_label

# Durations (seconds at normal speed); the shot's and the penalty's are in game/ui/stage/shot_steps.py.
FLY = 0.35
SETTLE = 0.16  # a placed card's squash into the turf
HELD = 0.12  # how much bigger a card in flight is drawn (held up, nearer the camera)
GLOW = 0.4
MARKER = 0.25
DRAW = 0.2
SHOT_BANNER = 0.35
TOKEN_DROP = 0.2
SYN_PLACE = 0.12
TOKEN_FLIP = 0.15
PAN = 0.5  # how far to the side a sound at the table's edge is placed (the mixer's -1 .. 1)
TOKENS_BACK = 0.25
BANNER = 0.9
PICK_STEP = "pick"  # a draft pick's banner step (the draft hides its subtitle lines under it)


def _available_pos(view: View, side: int, card: str) -> tuple[int, int]:
    team = view.teams[side]
    if side == viewer_of(view):
        if card in team.available:
            return L.available_rect(team.available.index(card)).topleft
        return L.get().my_panel.center
    if card in team.available:
        return L.opp_available_rect(team.available.index(card)).topleft
    return L.get().opp_panel.center


def build(
    events: list[Event],
    before: View,
    after: View,
    drop_from: tuple[int, int] | None = None,
    live: bool = False,
) -> tuple[Callable[[Presentation], None], list[Step]]:
    """The presentation's starting point and the steps for one batch; `live`: a match being played,
    whose penalty choices already fill the window (a kick goes on there; a replay pushes in to it)."""
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
                title = _("{side} picks {card}").format(side=side_name(s), card=short(card))
                draw = banner(title, club_ink(s), 28, at=draft_banner_at)
                steps.append(Step(0.7, PICK_STEP, draw=draw, sound="place_star"))
            case E.LineupsRevealed():
                steps.append(Step(0.8, "line-ups", draw=banner(_("Line-ups revealed"), GOLD, 40), sound="card_turn"))
            case E.CardPlaced(side=s, card=card, row=row, col=col, completed=icons):
                steps += card_flight(before, s, s == me, card, row, col, icons, drop_from)
            case E.MarkerMoved(start=a, end=b, reason=why):

                def tick(p: Presentation, k: float, a: int = a, b: int = b) -> None:
                    p.marker = lerp(a, b, ease(k))

                steps.append(Step(MARKER, f"marker {why}", tick=tick, sound=marker_sounds(a, b, why)))
            case E.CardsDrawn(side=s, count=n, reason=why) if n > 0:
                steps.append(cards_drawn(s == me, n))
                if why == "pass":
                    steps[-1].sound = ("team_pass", "draw")
            case E.EffectResolved(side=s, effect=eff, applied=True):
                draw = banner(effect_label(eff), club_ink(s), 32)
                steps.append(Step(0.5, "effect", draw=draw, sound="effect_chime"))
            case E.CardStolen(side=s, card=card):
                if card:
                    stolen = _("{side} steals a card ({card})").format(side=side_name(s), card=synergy_label(card))
                else:
                    stolen = _("{side} steals a card").format(side=side_name(s))
                steps.append(Step(0.6, "steal", draw=banner(stolen, club_ink(s), 28), sound="draw"))
            case E.ShotStarted(side=s, shot=kind, base_attack=a, base_defense=d):
                title = _({"normal": N_("SHOT"), "cannon": N_("CANNON SHOT"), "blind": N_("BLIND SHOT")}[kind])
                bases = _("base attack {attack} · base defense {defense}").format(attack=a, defense=d)

                def start_shot(p: Presentation, s: int = s) -> None:
                    p.boards = [[], []]
                    p.totals = [None, None]
                    p.attacker = s

                draw = banner(title, club_ink(s), 40, bases)
                steps.append(Step(SHOT_BANNER, "shot", on_start=start_shot, draw=draw, sound="press"))
            case E.TokenPlaced(side=s, icon=key):
                steps.append(token_drop(s, s == me, key))
            case E.TokensReturned(side=s, icons=keys) if keys:
                steps += tokens_back(before, s, s == me, keys)
            case E.DrawKept():
                steps.append(Step(0.0, "keep", sound="card_keep"))  # the kept card is in the hand at once
            case E.SynergyPlaced(side=s, source=src, card=code):

                def add(p: Presentation, s: int = s, src: str = src, code: str | None = code) -> None:
                    if p.boards is None:
                        p.boards = [[], []]
                    p.boards[s].append(BoardCard(src, code, False, 1.0, 0.0))

                def slide(p: Presentation, k: float, s: int = s) -> None:
                    if p.boards and p.boards[s]:
                        p.boards[s][-1].arrive = ease(k)

                steps.append(Step(SYN_PLACE, "synergy", on_start=add, tick=slide, sound="place_synergy"))
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

                steps.append(Step(TOKEN_FLIP, "token flip", tick=flip_token, sound="token_flip"))
            case E.Goal(side=s, score=score, how=how):
                title = _("PENALTY: GOAL!") if how == "penalty" else _("GOAL!")

                def close(p: Presentation) -> None:
                    show.close(p)
                    p.overlay = None

                steps.append(Step(0.0, "goal", lands=True))  # the header's score changes with the banner
                steps.append(Step(GOAL_BANNER, "score", draw=goal_banner(title, score, s, shown_on), sound="horn"))
                steps.append(pull_back(close))  # back to the table, the new score in place
                steps[-1].sound = chant_cue(kits.club_id(s))  # the scorers' fans sing their chant
            case E.PenaltyKick(side=s, kick=k, save=sv, goal=g):
                said = "" if g else _("PENALTY SAVED")
                steps += kick_steps("penalty", said, s, k, sv, g, "", shown_on, push_in=not (show.showing or live))
            case E.Substitution(side=s, out=o, into=into):
                title = _("{side} substitution").format(side=side_name(s))
                sub = _("{out} off · {into} on").format(out=short(o), into=short(into))
                steps.append(
                    Step(0.7, "sub", draw=banner(title, club_ink(s), 30, sub), sound=("bench", "substitution"))
                )
            case E.HalfTime():
                draw = banner(_("HALF TIME"), GOLD, 56)
                steps.append(Step(BANNER, "half time", draw=draw, sound="whistle_half"))
            case E.AdditionalTime(side=s):
                last = _("the last turn of the half: {side}").format(side=side_name(s))
                draw = banner(_("ADDITIONAL TIME"), (255, 140, 60), 46, last)
                steps.append(Step(BANNER, "additional time", draw=draw, sound="whistle_added"))
            case E.HalfStarted(half=h, side=s):
                title = _("KICK-OFF") if h == 1 else _("SECOND HALF")
                sub = _("{side} starts").format(side=side_name(s))
                steps.append(Step(0.8, "kick-off", draw=banner(title, GOLD, 46, sub), sound="whistle_kickoff"))
            case E.DeckReshuffled(size=n) if not halftime:
                cards = ngettext("{n} card", "{n} cards", n).format(n=n)
                steps.append(Step(0.5, "reshuffle", draw=banner(_("Deck reshuffled"), TEXT, 26, cards), sound="draw"))
            case E.ShootoutKick(side=s, kick=k, save=sv, goal=g, goals=goals):
                title = _("GOAL!") if g else _("SAVED!")
                extra = f" · {goals[0]}-{goals[1]}"
                steps += kick_steps("shoot-out", title, s, k, sv, g, extra, shown_on, close=True, push_in=not live)
            case E.MatchEnded():
                steps.append(Step(1.0, "full time", draw=banner(_("FULL TIME"), GOLD, 56), sound="whistle_full"))
        tag(steps[mark:], index)
    return setup, steps


def marker_sounds(start: int, end: int, why: str) -> tuple[str, ...]:
    """A PRESS's team push or an effect's slide of the marker; when it reaches the end space in front
    of a goal, the attacking club's fans sing their chant."""
    if why not in ("press", "CONTROL_1", "CONTROL_2"):
        return ()
    moved = "team_press" if why == "press" else "marker_move"
    attacker = 0 if end > start else 1
    if abs(end) == 2 and abs(end) > abs(start):
        chant = chant_cue(kits.club_id(attacker))
        return (moved, chant) if chant else (moved,)
    return (moved,)


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
    on_pitch = [c for team in before.teams for c, _r, _c in team.field] + [card]
    most = pitch_name_size(on_pitch, target.w, target.h)  # the name in the size of the pitch it lands on
    img = player_card(card, target.w, target.h, rotated=not bottom, kit=kits.worn(side), most=most)
    lift = px(30) if drop_from is None else 0

    def draw(surface: pygame.Surface, k: float) -> None:
        k = ease(k)
        x, y = lerp(start[0], target.x, k), lerp(start[1], target.y, k)
        held = 1 + HELD * (1 - k)  # held up toward the coach, it comes down onto the turf
        at = pygame.Rect(0, 0, round(target.w * held), round(target.h * held))
        at.center = (round(x + target.w / 2), round(y + target.h / 2 - lift * (1 - abs(2 * k - 1))))
        glass.blit_shadow(surface, at.move(round(px(10) * (1 - k)), round(px(14) * (1 - k))), 1 + 1.5 * (1 - k))
        surface.blit(pygame.transform.smoothscale(img, at.size) if held > 1.001 else img, at)

    def land(p: Presentation) -> None:
        p.glow = [(side, i.key) for i in icons]
        p.glow_t = 0.0

    landing = "place_star" if card_def(card).star else "place_player"
    steps = [Step(FLY, "fly", draw=draw, on_end=land, lands=True), settle(target, img, landing)]
    if icons:
        steps.append(Step(GLOW, "glow"))
    return steps


def table_pan(x: float) -> float:
    """Where on the table's width a sound happens, as a gentle left-right place (-PAN .. PAN)."""
    return PAN * max(-1.0, min(1.0, 2 * x / max(1, M.width()) - 1))


def settle(target: pygame.Rect, img: pygame.Surface, sound: str | None = None) -> Step:
    """A placed card settling with weight: a short squash into the turf and a puff of grass at
    its foot (drawn over the card, which has already landed)."""
    spots = ((-0.42, 1.0), (-0.2, 0.6), (0.05, 0.9), (0.25, 0.5), (0.45, 1.0))

    def draw(surface: pygame.Surface, k: float) -> None:
        q = 0.05 * math.sin(math.pi * k)
        rect = pygame.Rect(0, 0, round(target.w * (1 + q)), round(target.h * (1 - q)))
        rect.midbottom = target.midbottom
        surface.blit(pygame.transform.smoothscale(img, rect.size), rect)
        reach = round(target.w * 0.75)
        puff = pygame.Surface((2 * reach, px(28)), pygame.SRCALPHA)
        for dx, dy in spots:
            r = round(px(3) + px(9) * k)
            centre = (round(reach + dx * target.w * (1 + 0.4 * k)), round(px(14) - dy * px(6) * k))
            pygame.draw.circle(puff, (170, 210, 150, round(110 * (1 - k))), centre, r)
        surface.blit(puff, (target.centerx - reach, target.bottom - px(14)))

    return Step(SETTLE, "settle", draw=draw, sound=sound, pan=table_pan(target.centerx))


def cards_drawn(mine: bool, n: int) -> Step:
    """`n` cards from the deck to a hand."""
    a = L.deck_rect().topleft
    b = L.hand_rect(0).topleft if mine else L.opp_hand_rect(0).topleft
    back = card_back(px(34), px(48))

    def draw(surface: pygame.Surface, k: float) -> None:
        for i in range(n):
            kk = ease(max(0.0, min(1.0, k * 1.5 - i * 0.2)))
            surface.blit(back, (lerp(a[0], b[0] + i * px(20), kk), lerp(a[1], b[1], kk)))

    return Step(DRAW, "draw", draw=draw, sound="draw")


def token_drop(side: int, bottom: bool, key: IconKey) -> Step:
    """The shot's token dropping onto its icon."""
    pos = L.icon_pos(bottom, key)
    token = assets.scaled("token_up", px(24), px(24))

    def draw(surface: pygame.Surface, k: float) -> None:
        surface.blit(token, token.get_rect(center=(pos[0], pos[1] - round(px(80) * (1 - ease(k))))))

    return Step(TOKEN_DROP, "token", draw=draw, sound="click", pan=table_pan(pos[0]))


def tokens_back(before: View, side: int, bottom: bool, keys: tuple[IconKey, ...]) -> list[Step]:
    """Tokens leaving their icons for the supply: gone from the icons at once, they rise and fade
    the way a placed token dropped in."""
    team = before.teams[side]
    faces = dict(team.tokens)
    tokens = [(token_image(faces.get(key, True), L.get().card_h), token_pos(team, bottom, key)) for key in keys]

    def draw(surface: pygame.Surface, k: float) -> None:
        k = ease(k)
        for img, (x, y) in tokens:
            faded = img.copy()
            faded.set_alpha(round(255 * (1 - k)))
            surface.blit(faded, faded.get_rect(center=(x, y - round(px(80) * k))))

    return [Step(0.0, "tokens off", lands=True), Step(TOKENS_BACK, "tokens back", draw=draw, sound="tokens_back")]


def tag(steps: list[Step], event: int) -> None:
    """Mark one event's steps; its view is shown when the step marked `lands` (else the last) ends."""
    for step in steps:
        step.event = event
    if steps and not any(step.lands for step in steps):
        steps[-1].lands = True


def draft_banner_at() -> tuple[int, int]:
    """A pick's banner sits on the draft's subtitle lines (hidden while it shows), below the title."""
    return M.width() // 2, px(100)


__all__ = ["Step", "banner", "build"]
