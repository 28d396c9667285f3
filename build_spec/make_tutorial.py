"""Developer-only tool: search a seed and an action script (both sides) for the guided first match.

    python build_spec/make_tutorial.py [--first N] [--seeds N] [--tries T] [--write]

It plays the first half with the engine alone under a director policy that steers both coaches
toward the lessons (it may look at the whole state: the script is authored offline, the match
itself stays legal), keeps the shortest script in which every lesson of `LESSONS` happens in
order, and with --write stores it as game/data/tutorial.json. The game never runs this module."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from game.engine import actions as A
from game.engine import events as E
from game.engine.action_json import action_to_json
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Game, Phase, State

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ui.tutorial.lessons import HUMAN, LESSONS, STAR_VALUE, Tracker

OUT = Path(__file__).resolve().parent.parent / "game" / "data" / "tutorial.json"


class Director:
    """Both coaches' choices: random, steered toward the pending lesson."""

    def __init__(self, seed: int, token_choice: bool = True) -> None:
        self.rng = Rng(seed)
        self.token_choice = token_choice

    def pick(self, options: Sequence[Action]) -> Action:
        return options[self.rng.below(len(options))]

    def choose(self, state: State, tracker: Tracker) -> Action:
        legal = state.legal_actions()
        side = state.current_player()
        phase = state.phase
        pending = tracker.pending
        human = side == HUMAN
        if len(legal) == 1:
            return legal[0]
        if phase is Phase.DRAFT:
            return self.pick(legal)
        if phase is Phase.LINEUP:
            keep = {"LWF_WINGER", "RWF_WINGER", "AMF_CHANCE_MAKER", "CMF_PLAY_MAKER", "CF_STRIKER"}
            stars = set(state.teams[side].roster[10:]) if human else set()  # the stars just drafted play
            fine = [a for a in legal if isinstance(a, A.ChooseLineup) and not (keep | stars) & set(a.bench)]
            return self.pick(fine or legal)
        subs = [a for a in legal if isinstance(a, A.Substitute)]
        rest = [a for a in legal if not isinstance(a, A.Substitute)]
        if human and pending == "substitution" and subs and phase is Phase.PLAYER_ACTION:
            return self.pick(subs)
        if phase is Phase.TEAM_ACTION:
            return self._team_action(rest, human, pending, len(state.teams[side].hand))
        if phase is Phase.PLAYER_ACTION:
            return self._player_action(state, rest, human, pending)
        if phase is Phase.SHOOT_OPTION:
            if human and pending in ("shot", "magic"):
                return A.Shoot(self._magic_possible(state, A.Shoot(True)))
            if human and pending in LESSONS[:7]:
                return A.Shoot(False)
            if pending == "tackle":
                return A.Shoot(True)
            return A.Shoot(self.rng.below(4) > 0)
        if phase is Phase.TOKEN:
            return self.pick(legal)
        if phase is Phase.ATTACK_SYNERGY:
            if human and pending == "shot":
                return self._to_eleven(state, legal)
            return self.pick(legal)
        if phase is Phase.DEFEND_SYNERGY:
            return self._defend(state, legal, human, pending)
        if phase is Phase.PENALTY_SAVE and state.shot is not None:
            return self._save(state, legal, human)
        if phase is Phase.EFFECT:
            return legal[0] if self.rng.below(3) else legal[1]
        return self.pick(legal)

    def _team_action(self, legal: Sequence[Action], human: bool, pending: str | None, hand: int) -> Action:
        passes = [a for a in legal if isinstance(a, A.PassDraw)]
        press = [a for a in legal if isinstance(a, A.Press)]
        if human and pending == "pass" and passes:
            return max(passes, key=lambda a: a.k)  # type: ignore[union-attr]
        if human and pending == "press" and press:
            return press[0]
        if human and pending in LESSONS[:6]:
            return press[0] if press else max(passes, key=lambda a: a.k)  # type: ignore[union-attr]
        if human and pending in ("shot", "magic") and passes and (hand < 3 or not press):
            return max(passes, key=lambda a: a.k)  # type: ignore[union-attr]
        if passes and (not press or self.rng.below(3)):
            return max(passes, key=lambda a: a.k)  # type: ignore[union-attr]
        return press[0] if press else self.pick(legal)

    def _player_action(self, state: State, legal: Sequence[Action], human: bool, pending: str | None) -> Action:
        places = [a for a in legal if isinstance(a, A.Place)]
        direct = [a for a in legal if isinstance(a, A.DirectAttack)]
        if human and pending == "position":
            return self.pick([a for a in places if a.row > 0])
        if human and pending == "frontline":
            front = [a for a in places if a.row == 0]
            if front:
                return self.pick(front)
        if human and pending in ("shot", "magic"):
            good = [a for a in direct if self._magic_possible(state, a)]
            if good:
                return self.pick(good)
            crack = [a for a in places if state.cards[a.card].crack > 0 and a.row == 0]
            placing = [a for a in crack if self._magic_possible(state, a)]
            if placing:
                return self.pick(placing)
            if crack and self.rng.below(2):
                return self.pick(crack)
        if human and pending in ("icon", "pass", "press") and places:
            want = "S" if pending == "press" else "P"
            scored = [(self._completes(state, a, want), self.rng.below(100), a) for a in places]
            scored.sort(key=lambda t: (t[0], t[1]))
            return scored[-1][2]
        if pending == "tackle" and direct and self.rng.below(4):
            return self.pick(direct)
        if places and (not direct or self.rng.below(3)):
            scored = [(self._completes(state, a), self.rng.below(100), a) for a in places]
            scored.sort(key=lambda t: (t[0], t[1]))
            return scored[-1][2] if self.rng.below(3) else self.pick(places)
        return self.pick(direct or legal)

    def _completes(self, state: State, action: A.Place, kind: str | None = None) -> int:
        s = state.clone()
        events = s.apply_action(action)
        done = [i for e in events if isinstance(e, E.CardPlaced) for i in e.completed]
        return sum(3 if i.type == kind else 1 for i in done)

    def _magic_possible(self, state: State, action: Action) -> bool:
        """Can the human reach the magic shot from here (token choice, a hand card, crack, 11)?"""
        s = state.clone()
        s.apply_action(action)
        while s.phase in (Phase.EFFECT, Phase.KEEP):
            s.apply_action(s.legal_actions()[0])
        if s.phase is Phase.SHOOT_OPTION:
            s.apply_action(A.Shoot(True))
        if s.shot is None or s.shot.card is None or s.phase not in (Phase.TOKEN, Phase.ATTACK_SYNERGY):
            return False
        if s.phase is Phase.ATTACK_SYNERGY and self.token_choice:
            return False
        if s.cards[s.shot.card].crack == 0 or s.shot.base_defense == 0:
            return False
        tokens = s.legal_actions() if s.phase is Phase.TOKEN else [None]
        for token in tokens:
            t = s.clone()
            if token is not None:
                t.apply_action(token)
            if t.phase is Phase.ATTACK_SYNERGY and self._to_eleven(t, t.legal_actions()).cards:
                top = t.deck[-1] if t.deck else None
                if top is not None and "T" not in t.synergy_code(top):
                    return True
        return False

    def _to_eleven(self, state: State, legal: Sequence[Action]) -> A.PlaySynergy:
        assert state.shot is not None
        slot1 = sum(STAR_VALUE[state.synergy_code(c)] for c, _src in state.shot.boards[HUMAN])
        need = 11 - state.shot.base_attack - slot1
        for a in legal:
            if isinstance(a, A.PlaySynergy) and a.cards and sum(STAR_VALUE[c] for c in a.cards) == need:
                return a
        return A.PlaySynergy(())

    def _defend(self, state: State, legal: Sequence[Action], human: bool, pending: str | None) -> Action:
        tackles = [a for a in legal if isinstance(a, A.DefendSynergy) and a.source == "1T"]
        if pending == "tackle" and tackles:
            return tackles[0]
        safe = [a for a in legal if isinstance(a, A.DefendSynergy) and a.source != "1T"]
        if pending == "magic":
            deck = [
                a for a in safe if a.source == "deck" and state.deck and "T" not in state.synergy_code(state.deck[-1])
            ]
            return deck[0] if deck else A.DefendSynergy("none")
        decks = [a for a in safe if a.source == "deck"]
        return decks[0] if decks and self.rng.below(3) else self.pick(safe)

    def _save(self, state: State, legal: Sequence[Action], human: bool) -> Action:
        """The human's penalties go the human's way: its kicks score, its saves stop the kick."""
        assert state.shot is not None and state.shot.kick is not None
        kick = state.shot.kick
        return self.pick([a for a in legal if isinstance(a, A.Save) and (kick in a.spots) == human])


def attempt(
    seed: int, policy: int, limit: int, token_choice: bool = True
) -> tuple[list[tuple[int, Action]], Tracker] | None:
    """One first half under the director; the script up to the last lesson, if every lesson came."""
    state = Game(seed=seed).new_initial_state()
    director = Director(policy, token_choice)
    tracker = Tracker(token_choice=token_choice)
    script: list[tuple[int, Action]] = []
    while tracker.pending is not None and not tracker.spoiled and state.phase not in (Phase.HALF_TIME, Phase.OVER):
        side = state.current_player()
        if side == HUMAN and len(script) > limit:
            return None
        legal = state.legal_actions()
        action = director.choose(state, tracker)
        events = state.apply_action(action)
        script.append((side, action))
        tracker.see(state, side, action, legal, events, len(script) - 1)
    if tracker.pending is not None or tracker.spoiled:
        return None
    return script, tracker


def search(seeds: range, tries: int, token_choice: bool) -> tuple[int, list[tuple[int, Action]], Tracker] | None:
    best: tuple[int, list[tuple[int, Action]], Tracker] | None = None
    for seed in seeds:
        for policy in range(tries):
            limit = len(best[1]) if best else 10**6
            found = attempt(seed, policy * 7919 + seed, limit, token_choice)
            if found is not None and (best is None or len(found[0]) < len(best[1])):
                best = (seed, *found)
                print(f"seed {seed} policy {policy}: {len(found[0])} actions", file=sys.stderr)
    return best


def text_key(lesson: str, action: Action, teaches: bool) -> str:
    """The guide's text for a human step: the lesson's own text for the step that teaches it,
    a plain "do this" text for the other steps."""
    first = teaches
    match action:
        case A.DraftPick():
            return "draft" if first else "draft_again"
        case A.ChooseLineup():
            return "lineup"
        case A.Place(row=row):
            if first and lesson in ("position", "frontline"):
                return lesson
            return "play_place" if row > 0 else "play_place_front"
        case A.PassDraw():
            return "pass" if first and lesson == "pass" else "play_pass"
        case A.Press():
            return "press" if first and lesson == "press" else "play_press"
        case A.Shoot(shoot=True):
            return "shot_shoot" if lesson == "shot" else "play_shoot"
        case A.Shoot(shoot=False):
            return "not_yet"
        case A.DirectAttack():
            return "shot_direct" if lesson == "shot" else "play_direct"
        case A.PlaceToken():
            return "token" if lesson == "shot" else "play_token"
        case A.PlaySynergy(cards=cards):
            if lesson == "shot":
                return "synergy_magic"
            return "play_synergy" if cards else "play_no_synergy"
        case A.DefendSynergy(source=source):
            if source == "1T":
                return "tackle_defend"
            return {"deck": "defend_deck", "none": "defend_none"}.get(source, "defend_hand")
        case A.UseEffect(use=use):
            return "effect_use" if use else "effect_decline"
        case A.KeepCard():
            return "keep"
        case A.Kick():
            return "kick" if lesson == "tackle" else "play_kick"
        case A.Save():
            return "save" if lesson == "tackle" else "play_save"
        case A.Substitute():
            return "substitution"
    return "play_other"


def pending_at(tracker: Tracker, index: int) -> str:
    """The lesson the script works toward at step `index`."""
    return next((name for name in LESSONS if tracker.at[name] >= index), LESSONS[-1])


def document(seed: int, script: list[tuple[int, Action]], tracker: Tracker) -> dict[str, object]:
    """The script as game/data/tutorial.json stores it: every step, and for the human's steps the
    lesson in progress and the guide's text (keys of game/ui/tutorial/texts.py)."""
    steps: list[dict[str, object]] = []
    for index, (side, action) in enumerate(script):
        step: dict[str, object] = {"side": side, "action": action_to_json(action)}
        if side == HUMAN:
            lesson = "draft" if isinstance(action, A.DraftPick) else pending_at(tracker, index)
            step["lesson"] = lesson
            step["text"] = text_key(lesson, action, tracker.at[lesson] == index)
        steps.append(step)
    annotate(steps, script, tracker)
    return {"seed": seed, "human": HUMAN, "lessons": list(LESSONS), "steps": steps}


def annotate(steps: list[dict[str, object]], script: list[tuple[int, Action]], tracker: Tracker) -> None:
    """The notes: what a placement completed, the crack before the magic shot, the Magic Number and
    the tackle once they are shown, additional time at the end."""
    steps[tracker.at["icon"]]["after"] = "icon"
    shot_start = next(
        i
        for i in range(tracker.at["magic"], -1, -1)
        if script[i][0] == HUMAN and isinstance(script[i][1], (A.DirectAttack, A.Shoot))
    )
    steps[shot_start]["before"] = "crack"
    steps[tracker.at["magic"]]["after"] = "magic"
    penalty = next(
        i
        for i in range(tracker.at["magic"] + 1, tracker.at["tackle"] + 1)
        if script[i][0] == HUMAN and isinstance(script[i][1], (A.Kick, A.Save))
    )
    steps[penalty]["before"] = "tackle"
    steps[tracker.at["additional"]]["after"] = "additional"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build_spec/make_tutorial.py", description=__doc__)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--tries", type=int, default=20)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--any-token", action="store_true", help="the magic shot may have a single token icon")
    args = parser.parse_args(argv)
    best = search(range(args.first, args.first + args.seeds), args.tries, not args.any_token)
    if best is None:
        print("no seed taught every lesson", file=sys.stderr)
        return 1
    data = document(*best)
    print(json.dumps({"seed": best[0], "actions": len(best[1])}))
    if args.write:
        OUT.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
