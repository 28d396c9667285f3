"""Issue #22: every moment of a match has its sound, played when the animation shows the moment.
Scripted matches run through the real event animations with a recording fake mixer; each cue is
checked against the step that played it, the presented state at that frame, and the event."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.chants import CHANT_CUES, chant_cue
from game.engine import events as E
from game.engine.events import Event
from game.engine.state import TERMINAL
from game.ui.art import kits
from game.ui.art.cardart import card_def
from game.ui.audio.cues import EFFECTS, TICKS, tick
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.stage.anim import Animator
from game.ui.table import event_anims
from game.ui.window.session import beats
from tests.ui.audio_build import build_modules
from tests.ui.fake_mixer import fake_audio
from tests.ui.helpers import new_app

FRAME = 1 / 30
SHOT_CUES = {"kick", "crowd_roar", "crowd_groan", "crowd_chant", "whistle_foul", "tension", "dive", "net", "catch"}
CUE_EVENTS: dict[str, tuple[type[Event], ...]] = {
    "whistle_kickoff": (E.HalfStarted,),
    "whistle_half": (E.HalfTime,),
    "whistle_full": (E.MatchEnded,),
    "place_player": (E.CardPlaced,),
    "place_star": (E.CardPlaced, E.StarPicked),
    "place_synergy": (E.SynergyPlaced,),
    "bench": (E.Substitution,),
    "team_pass": (E.CardsDrawn,),
    "team_press": (E.MarkerMoved,),
    "marker_move": (E.MarkerMoved,),
    "press": (E.ShotStarted,),
    "draw": (E.CardsDrawn, E.CardStolen, E.DeckReshuffled),
    "token_flip": (E.TokenFlipped,),
    "click": (E.TokenPlaced,),
    "card_turn": (E.SynergyRevealed, E.LineupsRevealed),
    "horn": (E.Goal,),
    "substitution": (E.Substitution,),
    "effect_chime": (E.EffectResolved,),
    "whistle_added": (E.AdditionalTime,),
    "tokens_back": (E.TokensReturned,),
    "card_keep": (E.DrawKept,),
    **dict.fromkeys(TICKS, (E.SynergyRevealed,)),
    **dict.fromkeys(SHOT_CUES, (E.ShotResolved, E.PenaltyKick, E.ShootoutKick)),
    **dict.fromkeys(CHANT_CUES, (E.Goal, E.MarkerMoved)),
}


# The cues of issue "more cues": each plays once the events ahead of its own are shown, and
# (the tokens' clink) once its own tokens have left the icons.
ON_ITS_OWN = {"effect_chime": 0, "whistle_added": 0, "card_keep": 0, "tokens_back": 1}


def expected(e: Event) -> set[str]:
    """The cues an event must have played."""
    match e:
        case E.HalfStarted():
            return {"whistle_kickoff"}
        case E.HalfTime():
            return {"whistle_half"}
        case E.MatchEnded():
            return {"whistle_full"}
        case E.CardPlaced(card=card):
            return {"place_star" if card_def(card).star else "place_player"}
        case E.MarkerMoved(start=a, end=b, reason=why) if why in ("press", "CONTROL_1", "CONTROL_2"):
            moved = {"team_press" if why == "press" else "marker_move"}
            return moved | attack_chant(a, b)
        case E.CardsDrawn(count=n, reason=why) if n > 0:
            return {"draw", "team_pass"} if why == "pass" else {"draw"}
        case E.SynergyPlaced():
            return {"place_synergy"}
        case E.TokenFlipped():
            return {"token_flip"}
        case E.SynergyRevealed():
            return {"card_turn"}
        case E.ShotResolved(outcome=o):
            return {
                "goal": {"kick", "net", "crowd_roar"},  # sound4 point 3: the net where the ball goes in
                "magic": {"crowd_chant", "kick", "net", "crowd_roar"},
                "saved": {"kick", "crowd_groan"},
                "out": {"kick", "crowd_groan"},
                "tackle": {"whistle_foul", "tension"},
            }[o]
        case E.Goal(side=s):
            return {"horn", str(chant_cue(kits.club_id(s)))}
        case E.PenaltyKick(goal=g) | E.ShootoutKick(goal=g):
            return {"kick", "dive", "net" if g else "catch", "crowd_roar" if g else "crowd_groan"}
        case E.Substitution():
            return {"bench", "substitution"}
        case E.EffectResolved(applied=True):
            return {"effect_chime"}
        case E.AdditionalTime():
            return {"whistle_added"}
        case E.TokensReturned(icons=keys) if keys:
            return {"tokens_back"}
        case E.DrawKept():
            return {"card_keep"}
    return set()


def attack_chant(start: int, end: int) -> set[str]:
    """Issue #38 "sound" point 2: the marker reaching the end space in front of a goal sets the
    attacking club's fans singing (home attacks toward +2, away toward -2)."""
    if abs(end) == 2 and abs(end) > abs(start):
        return {str(chant_cue(kits.club_id(0 if end > start else 1)))}
    return set()


@dataclass
class Heard:
    """One cue and what the screen presented when it played."""

    frame: int
    cue: str
    event: int
    landed: int
    step: str


@dataclass
class Match:
    seen: set[str] = field(default_factory=set)  # event kinds checked
    cues: int = 0


def play_batch(anim: Animator, events: list[Event], heard: list[Heard], frame: list[int]) -> None:
    while anim.busy:
        frame[0] += 1
        anim.update(FRAME)


def check_batch(events: list[Event], heard: list[Heard], match: Match) -> None:
    for h in heard:
        assert h.event >= 0, f"{h.cue} played by step {h.step!r}, which shows no event"
        e = events[h.event]
        assert isinstance(e, CUE_EVENTS[h.cue]), f"{h.cue} played for {type(e).__name__}"
        assert h.landed >= h.event, f"{h.cue} played before the events ahead of {type(e).__name__} were shown"
        if isinstance(e, E.CardPlaced):
            assert h.landed > h.event, "a card's drop before the card lies on the table"
        if h.cue in CHANT_CUES:
            match.seen.add(f"chant at {type(e).__name__}")
        if isinstance(e, E.Goal) and h.cue in CHANT_CUES:
            assert h.landed > h.event, "the fans sing before the goal is shown"
            assert h.cue == chant_cue(kits.club_id(e.side)), f"{h.cue}: not the scorers' chant"
        if h.cue in ON_ITS_OWN:
            assert h.landed == h.event + ON_ITS_OWN[h.cue], f"{h.cue} played at landed={h.landed}, event {h.event}"
    for index, e in enumerate(events):
        cues = [h for h in heard if h.event == index]
        names = {h.cue for h in cues}
        assert expected(e) <= names, f"{type(e).__name__} played {sorted(names)}, expected {sorted(expected(e))}"
        if expected(e):
            match.seen.add(type(e).__name__ + (f":{e.outcome}" if isinstance(e, E.ShotResolved) else ""))
        if isinstance(e, E.SynergyRevealed):
            ticks = [TICKS.index(h.cue) for h in cues if h.cue in TICKS]
            assert ticks == sorted(ticks), f"the count-up's ticks must climb: {ticks}"
            if ticks:
                assert TICKS[ticks[-1]] == tick(e.total), "the last tick is the total's"
            frames = [h.frame for h in cues if h.cue in TICKS]
            turn = min(h.frame for h in cues if h.cue == "card_turn")
            assert all(f > turn for f in frames), "a tick before its card has turned"
        match.cues += len(cues)


def animated_batches(seed: int, anim: Animator, heard: list[Any], actions: int = 10_000) -> Iterator[list[Event]]:
    """A hot-seat match of random legal moves: each action's events, with their animation begun on
    `anim` and `heard` emptied for it."""
    ctrl = MatchController(MatchConfig(mode="hotseat", seed=seed))
    rng = random.Random(seed)
    try:
        for _ in range(actions):
            if ctrl.decider == TERMINAL:
                break
            ctrl.viewer = ctrl.decider
            before = ctrl.view()
            steps = ctrl.apply_steps(rng.choice(before.legal_actions))
            events = [e for e, _view in steps]
            setup, anim_steps = event_anims.build(events, before, ctrl.view())
            heard.clear()
            anim.begin(setup, anim_steps, beats(steps), before)
            yield events
    finally:
        ctrl.close()


def scripted_match(seed: int, match: Match) -> None:
    """A hot-seat match of random legal moves, each action's events animated frame by frame."""
    heard: list[Heard] = []
    frame = [0]
    anim = Animator()

    def record(name: str) -> None:
        step = anim.current
        heard.append(Heard(frame[0], name, step.event if step else -1, anim.landed, step.name if step else ""))

    anim.play_sound = record
    for events in animated_batches(seed, anim, heard, actions=600):
        play_batch(anim, events, heard, frame)
        check_batch(events, heard, match)


def test_a_scripted_match_plays_each_moment_when_the_screen_shows_it() -> None:
    app, _d = new_app()  # the window and its layout, for the animations' geometry
    match = Match()
    for seed in (30001, 30002):
        scripted_match(seed, match)
    app.close()
    needed = {"HalfStarted", "CardPlaced", "MarkerMoved", "CardsDrawn", "SynergyRevealed", "HalfTime", "MatchEnded"}
    needed |= {"EffectResolved", "AdditionalTime", "TokensReturned", "DrawKept"}
    needed |= {"chant at Goal", "chant at MarkerMoved"}  # issue #38 "sound" point 2: after a goal, on the attack
    assert needed <= match.seen, f"the scripted matches did not reach {needed - match.seen}"
    assert any(kind.startswith("ShotResolved") for kind in match.seen)
    assert match.cues > 100


@pytest.mark.slow
def test_many_matches_play_every_kind_of_moment() -> None:
    app, _d = new_app()
    match = Match()
    for seed in range(30010, 30030):
        scripted_match(seed, match)
    app.close()
    kinds = ["Goal", "TokenFlipped", "Substitution", "PenaltyKick", "ShootoutKick"]
    for kind in kinds + [f"ShotResolved:{o}" for o in ("goal", "magic", "saved", "out", "tackle")]:
        assert kind in match.seen, f"{kind} never came up"


def test_the_app_plays_an_effect_at_the_chosen_volume() -> None:
    app, _d = new_app()
    app.sounds, mixer = fake_audio(master=50, effects=80)
    app.sounds.play("horn")
    assert mixer.played == [(0, "horn", pytest.approx(0.4))]
    app.close()


def test_undo_a_menu_click_and_the_result_sting_sound() -> None:
    from game.engine import actions as A
    from game.ui.audio import bus
    from game.ui.scenes.result.result import ResultScene
    from game.ui.window.session import Session
    from tests.ui.helpers import random_advance
    from tests.ui.test_undo_ui import labels, settle, state_where, table

    scene, d = table(state_where(A.Press))
    app = scene.app
    app.sounds, mixer = fake_audio()  # type: ignore[misc]
    bus.connect(app.sounds.play)
    scene.anim.play_sound = app.sounds.play  # the match's animations play into the fake mixer
    scene.act(A.Press())
    settle(scene, d)
    assert "team_press" in mixer.names() and "undo" not in mixer.names()
    mixer.played.clear()
    scene.menu.activate(labels(scene).index("Undo"))
    assert mixer.names() == ["click", "undo"]
    state = random_advance(("over",), 3)
    result = state.result()
    assert result is not None and result.winner is not None
    for human, sting in ((result.winner, "sting_win"), (1 - result.winner, "sting_loss")):
        config = MatchConfig(mode="computer", human_side=human, agent="easy", seed=state.game.seed)
        mixer.played.clear()
        app.stack.push(ResultScene(app, Session(config, None, state=state)))
        assert mixer.names()[0] == sting
    app.close()  # type: ignore[attr-defined]


def test_the_quiet_moments_have_their_cue_once_and_only_when_shown() -> None:
    """An effect, additional time, tokens back to the supply and a kept card each play their own
    cue, once, at their event's first step; nothing plays them for another event."""
    app, _d = new_app()
    anim = Animator()
    heard: list[tuple[str, int, int]] = []
    anim.play_sound = lambda name: heard.append((name, anim.current.event if anim.current else -1, anim.landed))
    counts = dict.fromkeys(ON_ITS_OWN, 0)
    for events in animated_batches(30001, anim, heard):
        while anim.busy:
            anim.update(FRAME)
        for index, e in enumerate(events):
            mine = [(name, landed) for name, at, landed in heard if at == index and name in ON_ITS_OWN]
            want = expected(e) & set(ON_ITS_OWN)
            assert [name for name, _ in mine] == sorted(want), f"{type(e).__name__}: {mine}"
            for name, landed in mine:
                counts[name] += 1
                assert landed == index + ON_ITS_OWN[name]
    app.close()
    assert all(counts.values()), f"seed 30001 must reach each quiet moment: {counts}"


def test_the_new_cues_are_shipped_within_the_loudness_targets() -> None:
    """The four cues exist, decode, and sit at their target loudness (±2 LU) under the peak limit,
    measured as build_spec/audio_check.py does (needs the audio extra: pip install -e ".[audio]")."""
    modules = build_modules()
    targets, check = modules["audio_targets"], modules["audio_check"]
    for name in ON_ITS_OWN:
        path = check.SOUNDS / f"{name}.ogg"
        assert path.is_file() and name in EFFECTS
        lufs, peak, seconds = check.measure(path)
        assert abs(lufs - targets.TARGETS[name]) <= targets.TOLERANCE_LU, f"{name}: {lufs:.1f} LUFS"
        assert peak <= targets.PEAK_LIMIT_DBFS, f"{name}: peak {peak:.1f} dBFS"
        assert 0.05 < seconds <= 1.2, f"{name} lasts {seconds:.2f} s: a cue is short"


def test_the_fans_who_sing_are_the_clubs_in_this_match() -> None:
    """Issue #38 "sound" point 2: reaching the end space in front of a goal sets the attacking
    club's fans singing, whichever clubs play (online too: the window dresses both sides' clubs)."""
    from game.clubs import DEFAULT_CLUBS

    kits.dress(("sunvale", "stormhill"))
    try:
        assert event_anims.marker_sounds(1, 2, "press") == ("team_press", "chant_sunvale")
        assert event_anims.marker_sounds(0, -2, "CONTROL_2") == ("marker_move", "chant_stormhill")
        assert event_anims.marker_sounds(0, 1, "press") == ("team_press",)  # not yet in front of goal
        assert event_anims.marker_sounds(2, 1, "press") == ("team_press",)  # pushed back: no song
        assert event_anims.marker_sounds(2, 0, "goal") == ()  # back to the centre after a goal
    finally:
        kits.dress(DEFAULT_CLUBS)
