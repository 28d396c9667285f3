"""Saving and loading a match as JSON: seed + actions replay it exactly; a snapshot restores it.

A corrupt, truncated or foreign file raises SaveError with a readable message, never a traceback."""

from __future__ import annotations

import json
from typing import Any

from game.engine.action_json import ActionFormatError, action_from_json, action_to_json
from game.engine.cards import CardSet, default_cards
from game.engine.errors import IllegalAction, short_repr
from game.engine.icons import IconKey, count
from game.engine.invariants import InvariantError, check_invariants
from game.engine.rng import Rng
from game.engine.state import Game, Phase, Shot, State, Team

MATCH_FORMAT = "magic-number-eleven/match"
SNAPSHOT_FORMAT = "magic-number-eleven/state"
VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why in plain (English) words, `problem`
    names the kind of damage (PROBLEMS) and `details` its particulars, so that the interface can
    say it in the player's language."""

    def __init__(self, message: str, problem: str = "damaged", **details: str | int) -> None:
        super().__init__(message)
        self.problem = problem if problem in PROBLEMS else "damaged"
        self.details = details


PROBLEMS = frozenset(
    {"foreign", "version", "impossible", "damaged", "not_json", "incomplete", "bad_move", "illegal_move", "mismatch"}
)


# ---------------------------------------------------------------------- snapshot


def snapshot(state: State) -> dict[str, Any]:
    shot = state.shot
    return {
        "format": SNAPSHOT_FORMAT,
        "version": VERSION,
        "game": {"seed": state.game.seed, "tiebreak": state.game.tiebreak},
        "rng": state.rng.state,
        "phase": state.phase.value,
        "half": state.half,
        "turn": state.turn,
        "active": state.active,
        "additional_time": state.additional_time,
        "deck_ran_out": state.deck_ran_out,
        "shot_taken": state.shot_taken,
        "marker": state.marker,
        "turn_icons": list(state.turn_icons),
        "teams": [_team_json(t) for t in state.teams],
        "deck": list(state.deck),
        "discard": list(state.discard),
        "star_deck": list(state.star_deck),
        "draft_round": state.draft_round,
        "draft_revealed": list(state.draft_revealed),
        "stars_removed": list(state.stars_removed),
        "placed_card": state.placed_card,
        "pending_effects": list(state.pending_effects),
        "keep_choices": list(state.keep_choices),
        "shot": None
        if shot is None
        else {
            "side": shot.side,
            "card": shot.card,
            "kind": shot.kind,
            "token": list(shot.token) if shot.token else None,
            "base_attack": shot.base_attack,
            "base_defense": shot.base_defense,
            "boards": [[[c, src] for c, src in board] for board in shot.boards],
            "kick": shot.kick,
        },
        "shootout": [[side, kick, list(save), goal] for side, kick, save, goal in state.shootout],
        "shootout_kick": state.shootout_kick,
        "halftime_side": state.halftime_side,
        "history": [action_to_json(a) for a in state.history],
    }


def _team_json(team: Team) -> dict[str, Any]:
    return {
        "roster": list(team.roster),
        "lineup_bench": list(team.lineup_bench) if team.lineup_bench is not None else None,
        "available": list(team.available),
        "bench": list(team.bench),
        "sent_off": list(team.sent_off),
        "field": [[c, r, col] for c, (r, col) in team.field.items()],
        "subs_used": team.subs_used,
        "hand": list(team.hand),
        "score": team.score,
        "tokens": [[*key, up] for key, up in team.tokens.items()],
        "known_discard": list(team.known_discard),
    }


def restore(data: Any, cards: CardSet | None = None) -> State:
    """The state a snapshot describes; SaveError if it is not a valid snapshot."""
    if not isinstance(data, dict) or data.get("format") != SNAPSHOT_FORMAT:
        raise SaveError("this is not a Magic Number Eleven match snapshot", "foreign")
    if data.get("version") != VERSION:
        found = short_repr(data.get("version"))
        raise SaveError(
            f"the snapshot has version {found}; this game reads version {VERSION}",
            "version",
            found=found,
            expected=VERSION,
        )
    try:
        state = _restore(data, cards or default_cards())
        check_invariants(state)
        _usable(state)
    except SaveError:
        raise
    except InvariantError as exc:
        raise SaveError(f"the snapshot describes an impossible match: {exc}", "impossible") from exc
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, ActionFormatError) as exc:
        raise SaveError(f"the snapshot is damaged ({type(exc).__name__}: {exc})") from exc
    return state


def _usable(state: State) -> None:
    """A restored state must answer the questions play asks of it."""
    try:
        state.legal_actions()
        state.current_player()
        for side in (0, 1):
            state.view(side)
    except Exception as exc:  # a damaged snapshot can break any lookup; report, never crash
        raise SaveError(f"the snapshot is damaged and cannot be played on ({type(exc).__name__})") from exc


def _str_list(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"expected a list of names, got {short_repr(value)}")
    return list(value)


def _int_list(value: Any) -> list[int]:
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise TypeError(f"expected a list of numbers, got {short_repr(value)}")
    return list(value)


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"expected a number, got {short_repr(value)}")
    return value


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise TypeError(f"expected true or false, got {short_repr(value)}")
    return value


def _opt_str(value: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise TypeError(f"expected a name or null, got {short_repr(value)}")
    return value


def _pair(value: Any) -> tuple[int, int]:
    numbers = _int_list(value)
    if len(numbers) != 2:
        raise TypeError(f"expected two numbers, got {short_repr(value)}")
    return numbers[0], numbers[1]


def _key(value: Any) -> IconKey:
    kind, row, col, index = value
    if not isinstance(kind, str):
        raise TypeError(f"bad icon key {short_repr(value)}")
    return IconKey(kind, _int(row), _int(col), _int(index))


def _restore(data: dict[str, Any], cards: CardSet) -> State:
    g = data["game"]
    state = State(Game(seed=_int(g["seed"]), tiebreak=str(g["tiebreak"]), cards=cards))
    state.rng = Rng(_int(data["rng"]))
    state.phase = Phase(data["phase"])
    state.half = _int(data["half"])
    state.turn = _int(data["turn"])
    state.active = _int(data["active"])
    state.additional_time = _bool(data["additional_time"])
    state.deck_ran_out = _bool(data["deck_ran_out"])
    state.shot_taken = _bool(data["shot_taken"])
    state.marker = _int(data["marker"])
    if "turn_icons" in data:
        state.turn_icons = _pair(data["turn_icons"])
    else:  # written before R4.1 counted the icons of the turn's start: the field is the best guess
        icons = state.icons(state.active)
        state.turn_icons = (count(icons, "P"), count(icons, "S"))
    teams_raw = data["teams"]
    if not isinstance(teams_raw, list) or len(teams_raw) != 2:
        raise ValueError("a snapshot needs exactly two teams")
    for team, raw in zip(state.teams, teams_raw, strict=True):
        team.roster = _str_list(raw["roster"])
        team.lineup_bench = tuple(_str_list(raw["lineup_bench"])) if raw["lineup_bench"] is not None else None
        team.available = _str_list(raw["available"])
        team.bench = _str_list(raw["bench"])
        team.sent_off = _str_list(raw["sent_off"])
        team.field = {}
        for entry in raw["field"]:
            card, row, col = entry
            if not isinstance(card, str):
                raise TypeError(f"bad field entry {short_repr(entry)}")
            team.field[card] = (_int(row), _int(col))
        team.subs_used = _int(raw["subs_used"])
        team.hand = _int_list(raw["hand"])
        team.score = _int(raw["score"])
        team.tokens = {_key(t[:4]): _bool(t[4]) for t in raw["tokens"]}
        team.known_discard = _int_list(raw["known_discard"])
    state.deck = _int_list(data["deck"])
    state.discard = _int_list(data["discard"])
    state.star_deck = _str_list(data["star_deck"])
    state.draft_round = _int(data["draft_round"])
    state.draft_revealed = _str_list(data["draft_revealed"])
    state.stars_removed = _str_list(data["stars_removed"])
    state.placed_card = _opt_str(data["placed_card"])
    state.pending_effects = _str_list(data["pending_effects"])
    state.keep_choices = _int_list(data["keep_choices"])
    raw_shot = data["shot"]
    state.shot = None
    if raw_shot is not None:
        shot = Shot(
            _int(raw_shot["side"]),
            _opt_str(raw_shot["card"]),
            str(raw_shot["kind"]),
            _int(raw_shot["base_attack"]),
            _int(raw_shot["base_defense"]),
        )
        shot.token = _key(raw_shot["token"]) if raw_shot["token"] is not None else None
        for side, board in enumerate(raw_shot["boards"][:2]):
            shot.boards[side].extend((_int(c), str(src)) for c, src in board)
        shot.kick = _opt_str(raw_shot["kick"])
        state.shot = shot
    state.shootout = [
        (_int(side), str(kick), tuple(_str_list(save)), _bool(goal)) for side, kick, save, goal in data["shootout"]
    ]
    state.shootout_kick = _opt_str(data["shootout_kick"])
    state.halftime_side = _int(data["halftime_side"])
    state.history = [action_from_json(a) for a in data["history"]]
    state.invalidate()
    return state


# ---------------------------------------------------------------------- match files


def save_match(state: State) -> str:
    """A match file: the seed and every action, plus a snapshot to check the replay against."""
    return json.dumps(
        {
            "format": MATCH_FORMAT,
            "version": VERSION,
            "seed": state.game.seed,
            "tiebreak": state.game.tiebreak,
            "actions": [action_to_json(a) for a in state.history],
            "snapshot": snapshot(state),
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def _same_snapshot(ours: dict[str, Any], saved: Any) -> bool:
    """Files from before `turn_icons` was recorded still load: keys they lack are not compared."""
    if isinstance(saved, dict) and "turn_icons" not in saved:
        ours = {k: v for k, v in ours.items() if k != "turn_icons"}
    return ours == saved


def load_match(text: str | bytes, cards: CardSet | None = None) -> State:
    """Replay a match file; SaveError if it is corrupt, truncated, foreign or inconsistent."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # also a number too long to convert, nesting too deep
        raise SaveError(
            f"the file is not readable JSON (damaged or truncated): {short_repr(exc, 120)}", "not_json"
        ) from exc
    return load_match_data(data, cards)


def load_match_data(data: Any, cards: CardSet | None = None) -> State:
    """Replay a match file's parsed JSON; SaveError as for `load_match`."""
    if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
        raise SaveError("this is not a Magic Number Eleven match file", "foreign")
    if data.get("version") != VERSION:
        found = short_repr(data.get("version"))
        raise SaveError(
            f"the match file has version {found}; this game reads version {VERSION}",
            "version",
            found=found,
            expected=VERSION,
        )
    seed, tiebreak, actions = data.get("seed"), data.get("tiebreak"), data.get("actions")
    if type(seed) is not int or tiebreak not in ("shootout", "draw") or not isinstance(actions, list):
        raise SaveError("the match file lacks its seed, tie-break or action list", "incomplete")
    state = Game(seed=seed, tiebreak=tiebreak, cards=cards or default_cards()).new_initial_state()
    for number, raw in enumerate(actions, start=1):
        try:
            state.apply_action(action_from_json(raw))
        except ActionFormatError as exc:
            raise SaveError(f"move {number} of the match file is damaged: {exc}", "bad_move", number=number) from exc
        except IllegalAction as exc:
            raise SaveError(
                f"move {number} of the match file is not legal ({exc})", "illegal_move", number=number
            ) from exc
    expected = data.get("snapshot")
    if expected is not None and not _same_snapshot(snapshot(state), expected):
        raise SaveError("the match file's snapshot does not match its moves (edited or damaged)", "mismatch")
    return state
