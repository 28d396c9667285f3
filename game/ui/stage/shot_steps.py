"""The steps of a shot's reveal and outcome (`ShotShow`) and of a penalty kick (`kick_steps`),
built by game/ui/table/event_anims.py from the engine's events and drawn by game/ui/stage/shot_stage.py and
game/ui/stage/kick_stage.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from game.engine import events as E
from game.engine.events import Event
from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.art.goal_art import zones_pan
from game.ui.audio.cues import tick as tick_cue
from game.ui.look.metrics import px
from game.ui.stage.anim import BoardCard, DrawFn, Presentation, Step, ease
from game.ui.stage.banners import banner, flash
from game.ui.stage.kick_stage import KICK_FLY, KICK_RUN, draw_kick, kit
from game.ui.stage.shot_stage import (
    STILL_IN,
    Stage,
    draw_stage,
    kick_area,
    penalty_ahead,
    push_from,
    stage_rect,
    through_camera,
)
from game.ui.words.card_text import kick_words, save_label

# Durations (seconds at normal speed); tests/ui/test_animation.py keeps a shot's whole climax
# at about 5-6 s for a goal, 4 s for a save.
STAGE_IN = 0.45  # the camera pushes in from the shooter's spot until the stage fills the window
STAGE_OUT = 0.35  # and back out to the table, the result in place
REVEAL = 0.44  # one card: it turns over, pops, and its side's total ticks up step by step
SIDE_REVEALS = 1.2  # a side's cards together take at most this
FLIP_PART = 0.35  # the part of a reveal spent turning the card over
DEFENDER_PAUSE = 0.3
BEAT = 0.7  # the stillness before the outcome: the keeper sets, the light closes in
SHOT_FLIGHT = 0.6  # the run-up and the ball's flight (they do not tell the outcome yet)
OUTCOME = {"goal": 0.5, "magic": 1.4, "saved": 1.9, "out": 1.9, "tackle": 1.5}  # a save or a miss held to be read
CALM = 0.5  # with reduce motion, the count-up takes this share of its time; the pushes are cuts
POP_SHAKE = 3  # logical pixels a card's pop shakes the stage
KICK_IN = 0.3  # a kick's push in from the goal the coaches chose on
KICK_RESULT = 2.0  # a kick's result held in the goal to be read (0.45 when a GOAL! banner follows at once)
KICK_GOAL_CUT = 0.45

TACKLE_RED = (255, 110, 96)
TARGETS = ("TR", "BL", "TL", "BR")


class ShotShow:
    """The steps of a shot's reveal and outcome within one batch, sharing one `Stage` (shown until
    the outcome is over: after a goal, until its banner ends)."""

    def __init__(self, before: View, events: list[Event]) -> None:
        started = next((e for e in events if isinstance(e, E.ShotStarted)), None)
        shot = before.shot
        self.attacker = started.side if started else (shot.side if shot else 0)
        self.kind = started.shot if started else (shot.kind if shot else "normal")
        self.bottom = self.attacker == (before.viewer if before.viewer in (0, 1) else 0)  # shooting up the screen
        self.base = [0, 0]
        self.base[self.attacker] = started.base_attack if started else (shot.base_attack if shot else 0)
        self.base[1 - self.attacker] = started.base_defense if started else (shot.base_defense if shot else 0)
        self.score = before.score
        self.stage: Stage | None = None
        self.shown: Presentation | None = None  # the animator's presentation, once the stage is up
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
        stage = self.stage = Stage(self.attacker, self.kind, score=self.score)
        stage.count[self.attacker] = self.base[self.attacker]

        def install(p: Presentation) -> None:
            self.shown = p
            p.attacker = stage.attacker
            p.overlay = lambda surface: draw_stage(surface, stage, p)
            p.push, p.push_from, p.snapshot, p.backdrop = 0.0, push_from(self.bottom), None, None
            stage.calm = p.calm

        def appear(p: Presentation, k: float) -> None:
            p.push = k

        return [Step(STAGE_IN, "stage", on_start=install, tick=appear, tells=False, calm=0.12)]

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
        """One board card turns over and pops; its side's total ticks up to `total` one by one (with
        reduce motion, in one step and in half the time; before the defender's first card, a pause
        that does not tell it yet)."""
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
                p.shake(px(POP_SHAKE))
            ticks = total - start
            done = ticks if k >= 1 or p.calm else min(ticks, int((k - FLIP_PART) / (0.9 - FLIP_PART) * ticks + 1))
            value = start + max(0, done)
            if value != stage.count[side]:
                stage.count[side], stage.counted[side] = value, p.clock
                p.cue(tick_cue(value))

        # the card turns first (its line is not logged yet), then shows its stars: the line, the pop, the count
        turn = self.reveal_s[side] * FLIP_PART
        steps.append(
            Step(
                turn,
                "turn",
                on_start=flip_start,
                tick=lambda p, k: flip_tick(p, k * FLIP_PART),
                sound="card_turn",
                tells=False,
                calm=turn * CALM,
            )
        )
        rest = self.reveal_s[side] - turn
        tick = lambda p, k: flip_tick(p, FLIP_PART + k * (1 - FLIP_PART))  # noqa: E731
        steps.append(Step(rest, "reveal", tick=tick, calm=rest * CALM))
        return steps

    def outcome(self, outcome: str, attack: int, defense: int | None) -> list[Step]:
        """A beat of stillness (the keeper sets, the light closes in), then the release: the run-up
        and the flight (which do not tell the outcome: the log line waits for the ball to land),
        the ball in the net (the net ripples, a flash, a shake; the Magic Eleven's gold burst), the
        keeper's save, over the bar; then back to the table (a goal's stage stays for its banner).
        A tackle turns the stage into the penalty."""
        steps = self.open()
        stage = self.stage
        assert stage is not None
        stage.target = TARGETS[attack % len(TARGETS)]
        stage.blocked = outcome == "saved" and attack <= self.base[1 - self.attacker]
        if outcome == "magic":
            stage.target = ("TL", "TR")[attack % 2]

        def hush(p: Presentation) -> None:
            stage.still_at, p.hush = p.clock, True

        steps.append(Step(BEAT, "beat", on_start=hush, tells=False))
        if outcome == "tackle":
            tackle = self._tackle()
            steps[-1].tick = warm = ahead(stage, tackle[0].draw)
            morph = tackle[0].tick

            def growing(p: Presentation, k: float) -> None:
                warm(p, k)  # on while the stage has not started to grow
                if morph is not None:
                    morph(p, k)

            tackle[0].tick = growing
            return steps + tackle

        def strike(p: Presentation) -> None:
            stage.released_at, p.hush = p.clock, False

        def fly(p: Presentation, k: float) -> None:
            stage.outcome, stage.shot_k = outcome, k

        steps.append(Step(SHOT_FLIGHT, "flight", on_start=strike, tick=fly, sound=("kick", "dive"), tells=False))

        def told(p: Presentation) -> None:
            stage.outcome, stage.shot_k, stage.told_at = outcome, 1.0, p.clock
            stage.impact_at = p.clock
            if outcome == "magic":
                stage.magic_at = p.clock
            if outcome in ("goal", "magic"):
                p.shake(px(10))
                p.cue("net", zones_pan((stage.target,)))  # the ball in the net where it went in
            elif outcome == "saved" and not stage.blocked:
                p.cue("catch", zones_pan((stage.target,)))  # in the keeper's gloves

        sounds: dict[str, str | tuple[str, ...]] = {"goal": "crowd_roar", "magic": ("crowd_roar", "crowd_chant")}
        sound = sounds.get(outcome, "crowd_groan")
        steps.append(Step(OUTCOME[outcome], outcome, on_start=told, sound=sound))
        if outcome not in ("goal", "magic"):  # a goal's stage stays for its banner, then goes back
            steps.append(pull_back(self.close))
        return steps

    def _tackle(self) -> list[Step]:
        """The whistle: a flash, PENALTY!, the stage growing into the penalty goal (kicker and keeper)."""
        stage = self.stage
        assert stage is not None
        draw = banner(_("TACKLE"), TACKLE_RED, 84, _("PENALTY KICK"))
        whistle = flash(draw, lambda: stage.calm, lambda: stage_rect(self.shown or Presentation()))

        def morph(p: Presentation, k: float) -> None:
            stage.outcome = "tackle"
            stage.penalty = ease(max(0.0, min(1.0, (k - 0.3) / 0.6)))

        def whistled(p: Presentation) -> None:
            stage.released_at, p.hush = p.clock, False  # the stillness is broken: the light opens again

        told = ("whistle_foul", "tension")
        tackle = Step(OUTCOME["tackle"], "tackle", on_start=whistled, tick=morph, draw=whistle, sound=told)
        tackle.on_end = self.close
        return [tackle]


def ahead(stage: Stage, whistle: DrawFn | None = None) -> Callable[[Presentation, float], None]:
    """A tick building what a tackle shows, a piece a frame: the whistle's flash and banner (out of
    sight), then the penalty it turns into (shot_stage.penalty_ahead); from the keeper set through
    the beat until the stage starts to grow."""
    pieces: list[Iterator[None]] = []

    def warm(p: Presentation) -> Iterator[None]:
        if whistle is not None:  # its words, then its white sheet, made once on a scrap
            for k in (0.5, 0.0):
                whistle(pygame.Surface((8, 8)), k)
                yield
        yield from penalty_ahead(stage, p)

    def tick(p: Presentation, k: float) -> None:
        if stage.penalty > 0 or (stage.still_at is not None and p.clock < stage.still_at + STILL_IN):
            return  # the keeper is setting, or the morph has begun: those frames have work of their own
        if not pieces:
            pieces.append(warm(p))
        next(pieces[0], None)

    return tick


def pull_back(close: Callable[[Presentation], None]) -> Step:
    """The camera pulls back out to the table (the result in place), then `close` ends the stage."""

    def start(p: Presentation) -> None:
        p.snapshot = p.backdrop = None  # both drawn anew: the stage as the outcome left it, the table with the result

    def pull(p: Presentation, k: float) -> None:
        p.push = 1 - k

    return Step(STAGE_OUT, "return", on_start=start, tick=pull, on_end=close, calm=0.0)


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
    push_in: bool = False,
) -> list[Step]:
    """A penalty kick (R11.1): the run-up, the ball's flight to the kick's zone and the keeper's dive
    to the save card's zones (which do not tell the result yet), then the result: the net ripples
    after a goal (with a flash and a shake), the keeper holds a save. It fills the window (with
    `push_in`, the camera pushes in from the goal the coaches chose on; else it goes straight on from
    the full-screen choice); the goal stays drawn until
    the next goal banner ends (a penalty goal), else (`close`, a shoot-out; or a save) the camera
    pulls back out when the result ends."""
    detail = _("{kick} · the keeper: {save}").format(kick=kick_words(kick), save=save_label(save)) + extra
    heading = f"{kits.name(side)} · " + (_("PENALTY KICK") if name == "penalty" else _("PENALTY SHOOT-OUT"))
    clock = {"t": 0.0, "told": -1.0}
    wind_up = KICK_RUN + KICK_FLY
    told_for = KICK_RESULT if title else KICK_GOAL_CUT

    def draw(surface: pygame.Surface) -> None:
        p = shown_on[0] if shown_on else Presentation()
        told = clock["told"] if clock["told"] >= 0 else None

        def scene(target: pygame.Surface) -> None:
            draw_kick(target, stage_rect(p), clock["t"], side, kick, save, goal, title, detail, heading, told, p.calm)

        through_camera(surface, p, scene, kit(side))

    def install(p: Presentation) -> None:
        p.overlay = draw
        if not push_in:  # the choice already filled the window: the kick goes on there
            p.push, p.snapshot, p.backdrop = 1.0, None, None
            p.push_from = p.push_from or kick_area(p)

    def run(p: Presentation, k: float) -> None:
        before, clock["t"] = clock["t"], k * wind_up
        p.hush = clock["t"] < KICK_RUN - 0.05  # the ground holds its breath through the run-up
        for at, cue in ((KICK_RUN - 0.05, "dive"), (KICK_RUN, "kick")):  # the keeper goes as the ball is struck
            if before < at <= clock["t"]:
                p.cue(cue, zones_pan(save) if cue == "dive" else 0.0)  # heard on the side the keeper dives to

    def result(p: Presentation, k: float) -> None:
        clock["t"], clock["told"] = wind_up + k * told_for, k * told_for
        p.hush = False

    def strike(p: Presentation) -> None:
        if goal:
            p.shake(px(8))
        p.cue("net" if goal else "catch", zones_pan((kick,)) if goal else zones_pan(save))

    def end(p: Presentation) -> None:
        p.overlay = None

    roar = "crowd_roar" if goal else "crowd_groan"
    steps: list[Step] = []
    if push_in:  # the camera pushes in from the goal the coaches chose on until the kick fills the window

        def start(p: Presentation) -> None:
            install(p)
            p.push, p.snapshot, p.backdrop = 0.0, None, None
            p.push_from = p.push_from or kick_area(p)

        def push(p: Presentation, k: float) -> None:
            p.push = k

        steps.append(Step(KICK_IN, f"{name} stage", on_start=start, tick=push, tells=False, calm=0.0))
    steps += [
        Step(wind_up, f"{name} kick", on_start=None if push_in else install, tick=run, tells=False),
        Step(0.0, f"{name} result", lands=True),  # the tally and the log line change with the result
        Step(told_for, name, on_start=strike, tick=result, sound=roar),
    ]
    if close or not goal:  # back out to the shoot-out, or to the table after a saved penalty
        steps.append(pull_back(end))
    return steps
