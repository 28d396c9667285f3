"""Each coach's club on the wire (issue #38 point 2): the guest says it in its hello, the host in
its welcome; both fields optional (an older peer still plays), a malformed one refused like any
bad field, an unknown one shown as the default club."""

from __future__ import annotations

import json

import pytest

from game.clubs import DEFAULT_CLUBS
from game.engine.state import Game
from game.net import protocol as P
from game.ui.control.online_controller import seat_clubs


def test_the_guests_club_travels_in_its_hello() -> None:
    assert P.decode_guest(P.hello("ab12cd", "Ann", "oakfield")) == P.Hello("ab12cd", "Ann", "oakfield")


def test_an_older_guest_without_a_club_gets_the_away_default() -> None:
    older = json.dumps({"v": P.VERSION, "t": "hello", "pake": "A", "name": "x"})
    assert P.decode_guest(older).club == DEFAULT_CLUBS[1]  # type: ignore[union-attr]


def test_an_unknown_club_from_a_peer_becomes_the_default() -> None:
    text = json.dumps({"v": P.VERSION, "t": "hello", "pake": "A", "name": "x", "club": "atlantis"})
    assert P.decode_guest(text).club == DEFAULT_CLUBS[1]  # type: ignore[union-attr]


@pytest.mark.parametrize("club", [5, None, ["harbour"], {"id": "harbour"}, "x" * 40, True])
def test_a_malformed_club_is_refused_with_a_reason(club: object) -> None:
    data = {"v": P.VERSION, "t": "hello", "pake": "A", "name": "x", "club": club}
    if club is None:  # said as null: the same as not said
        assert P.decode_guest(json.dumps(data)).club == DEFAULT_CLUBS[1]  # type: ignore[union-attr]
        return
    with pytest.raises(P.ProtocolError) as refused:
        P.decode_guest(json.dumps(data))
    assert refused.value.code == P.CLOSE_PROTOCOL


def test_a_field_beyond_the_optional_club_is_still_refused() -> None:
    text = json.dumps({"v": P.VERSION, "t": "hello", "pake": "A", "name": "x", "club": "harbour", "seed": 1})
    with pytest.raises(P.ProtocolError, match="exactly"):
        P.decode_guest(text)


def test_the_hosts_club_travels_in_its_welcome_and_an_older_host_says_none() -> None:
    state = Game(seed=5).new_initial_state()
    welcome = P.welcome(state, 1, "Ann", [], 1, "sunvale")
    assert P.decode_host(welcome).data["club"] == "sunvale"
    older = json.loads(welcome)
    del older["club"]
    assert P.decode_host(json.dumps(older)).data["club"] == DEFAULT_CLUBS[0]
    older["club"] = "atlantis"
    assert P.decode_host(json.dumps(older)).data["club"] == DEFAULT_CLUBS[0]
    older["club"] = 12
    with pytest.raises(P.ProtocolError):
        P.decode_host(json.dumps(older))


def test_each_coach_shows_its_own_club_on_its_side_the_same_on_both_screens() -> None:
    host_sees = seat_clubs(0, "riverside", "eastport")  # the host plays HOME
    guest_sees = seat_clubs(1, "eastport", "riverside")
    assert host_sees == guest_sees == ("riverside", "eastport")
    same = seat_clubs(0, "harbour", "harbour")
    assert same == seat_clubs(1, "harbour", "harbour") and same[0] == "harbour" and same[1] != "harbour"
