"""The clubs (issue #38 point 2): our own data, sides told apart by lightness, old saves and
replays given the default clubs, bad ids never crashing."""

from __future__ import annotations

import itertools
import json

import pytest

from game import settings, storage
from game.clubs import (
    BY_ID,
    CLUBS,
    DEFAULT_CLUBS,
    IDS,
    MAX_ID,
    MIN_CONTRAST,
    club,
    clubs_of,
    contrast,
    lightness,
    match_kits,
    other_club,
)
from game.engine.state import Game
from game.library import summary_of
from game.ui.control.controller import MatchConfig
from tests.ui.helpers import random_advance


def test_there_are_at_least_eight_clubs_each_whole_and_apart() -> None:
    assert len(CLUBS) >= 8
    assert len(set(IDS)) == len(IDS) and all(0 < len(i) <= MAX_ID and i.isascii() for i in IDS)
    assert len({c.name for c in CLUBS}) == len(CLUBS) and len({c.initials for c in CLUBS}) == len(CLUBS)
    assert len({(c.shield, c.pattern, c.emblem) for c in CLUBS}) == len(CLUBS)
    assert all(c.id == i for i, c in BY_ID.items()) and set(DEFAULT_CLUBS) <= set(IDS)
    for c in CLUBS:  # an away kit exists for the day the home shirts are too alike: far from its own
        assert abs(lightness(c.home.shirt) - lightness(c.away.shirt)) >= 2 * MIN_CONTRAST, c.id


@pytest.mark.parametrize(("home", "away"), list(itertools.product(IDS, IDS)))
def test_any_two_clubs_that_meet_wear_kits_apart_in_lightness(home: str, away: str) -> None:
    kits = match_kits(home, away)
    assert contrast(*kits) >= MIN_CONTRAST
    assert kits[0] == club(home).home  # the home side always wears its home kit
    assert kits[1] in (club(away).home, club(away).away)


def test_too_alike_home_shirts_send_the_away_side_into_its_away_kit() -> None:
    alike = [(a, b) for a, b in itertools.permutations(IDS, 2) if contrast(club(a).home, club(b).home) < MIN_CONTRAST]
    assert alike  # the table has such pairs: the rule is used
    for a, b in alike:
        assert match_kits(a, b)[1] == club(b).away


def test_lightness_is_cie_l_star() -> None:
    assert lightness((0, 0, 0)) == pytest.approx(0, abs=0.01)
    assert lightness((255, 255, 255)) == pytest.approx(100, abs=0.01)
    assert lightness((119, 119, 119)) == pytest.approx(50, abs=0.5)


@pytest.mark.parametrize("bad", [None, 5, "", "x" * 500, ["a"], ["harbour"], ["nope", 3], {"a": 1}, ["a", "b", "c"]])
def test_damaged_clubs_fall_back_to_the_defaults_never_raise(bad: object) -> None:
    assert clubs_of(bad) == DEFAULT_CLUBS


def test_the_same_club_twice_gives_the_away_side_another() -> None:
    home, away = clubs_of(["eastport", "eastport"])
    assert home == "eastport" and away != "eastport" and away in IDS
    assert clubs_of(["eastport", "eastport"]) == (home, away)  # the same on every computer


def test_the_computers_club_differs_and_follows_the_seed_or_the_default() -> None:
    assert other_club("harbour", 7, "sunvale") == "sunvale"
    assert other_club("harbour", 7, "harbour") != "harbour"
    drawn = {other_club("harbour", seed) for seed in range(60)}
    assert "harbour" not in drawn and len(drawn) > 3
    assert other_club("harbour", 11) == other_club("harbour", 11)


def test_the_chosen_clubs_are_kept_in_the_settings_and_a_bad_one_falls_back() -> None:
    chosen = settings.defaults().with_(home_club="foxhollow", away_club="riverside")
    again, ok = settings.from_json(json.loads(settings.to_json(chosen)))
    assert ok and (again.home_club, again.away_club) == ("foxhollow", "riverside")
    data = json.loads(settings.to_json(chosen))
    data["settings"]["home_club"], data["settings"]["away_club"] = "Atlantis FC", 7
    again, ok = settings.from_json(data)
    assert not ok and (again.home_club, again.away_club) == DEFAULT_CLUBS


def test_a_saved_match_keeps_its_clubs_and_an_old_save_gets_the_defaults() -> None:
    config = MatchConfig("computer", 1, "easy", "draw", 77, ("oakfield", "stormhill"))
    state = Game(seed=77).new_initial_state()
    storage.write_autosave(state, config.to_meta())
    resumed = storage.read_autosave()
    assert MatchConfig.from_meta(resumed.meta) == config
    old = {k: v for k, v in config.to_meta().items() if k != "clubs"}
    assert MatchConfig.from_meta(old).clubs == DEFAULT_CLUBS
    assert MatchConfig.from_meta({**old, "clubs": ["atlantis", None]}).clubs == DEFAULT_CLUBS


def test_a_replay_keeps_its_clubs_and_an_old_replay_gets_the_defaults() -> None:
    state = random_advance(("over",), 21)
    meta = MatchConfig("hotseat", 0, "random", "shootout", state.game.seed, ("millbrook", "kingsbridge")).to_meta()
    path = storage.keep_finished(state, meta)
    assert storage.load_replay(path)[1]["clubs"] == ["millbrook", "kingsbridge"]
    listed, _notice = storage.list_replays()
    assert [r.clubs for r in listed if r.path == path] == [("millbrook", "kingsbridge")]  # through the index
    data = json.loads(path.read_text("utf-8"))
    del data["meta"]["clubs"]
    assert summary_of(path)(data).clubs == DEFAULT_CLUBS
