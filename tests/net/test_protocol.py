"""The wire format: views and events survive the trip, the guest's stream hides what its side may
not see (twin frames), and a bad guest message is refused with a reason."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.registry import make_agent
from game.engine.actions import PassDraw, Press
from game.engine.state import Game, State
from game.net import protocol as P
from game.net.table import guest_messages

GUEST = 1


def twin(state: State) -> State | None:
    """The same match as the guest knows it, with other cards in the host's hand (and the deck's
    bottom changed to keep the count): the guest must not be able to tell the two apart."""
    t = state.clone()
    hand = t.teams[1 - GUEST].hand
    changed = [i for i, card in enumerate(hand) if t.deck and t.synergy_code(card) != t.synergy_code(t.deck[0])]
    if not changed or len(t.deck) < len(changed) + 6:  # the guest's own draws must not reach the bottom
        return None
    t.teams = (t.teams[0].copy(), t.teams[1].copy())
    hand = t.teams[1 - GUEST].hand
    for k, i in enumerate(changed[: len(t.deck)]):
        hand[i], t.deck[k] = t.deck[k], hand[i]
    t._legal = None
    t._legal_set = None
    return t


def test_guest_stream_does_not_change_with_the_hosts_hidden_cards() -> None:
    state = Game(seed=30011).new_initial_state()
    agents = [make_agent("random", 5), make_agent("random", 6)]
    twins = compared = 0
    while not state.is_terminal():
        side = state.current_player()
        action = agents[side].choose(state.view(side))
        other = twin(state)
        if other is not None:
            twins += 1
            assert json.dumps(P.to_wire(other.view(GUEST))) == json.dumps(P.to_wire(state.view(GUEST)))
        before = state.clone()
        state.apply_action(action)
        sent = guest_messages(before, action, GUEST, state)
        if other is not None and side == GUEST and not state.is_terminal():
            twin_before = other.clone()
            other.apply_action(action)
            assert guest_messages(twin_before, action, GUEST, other) == sent
            compared += 1
        for text in sent:
            assert '"seed"' not in text or json.loads(text)["t"] == "final"
    assert twins > 20 and compared > 10


def test_views_and_events_survive_the_trip() -> None:
    state = Game(seed=30012).new_initial_state()
    agents = [make_agent("random", 1), make_agent("random", 2)]
    kinds = set()
    while not state.is_terminal():
        side = state.current_player()
        action = agents[side].choose(state.view(side))
        before = state.clone()
        events, _views = before.clone().apply_observed(action, GUEST)
        state.apply_action(action)
        for text in guest_messages(before, action, GUEST, state):
            message = P.decode_host(text)
            kinds.add(message.kind)
            if message.kind == "steps":
                assert message.data["view"] == state.view(GUEST)
                assert [e for e, _v in message.data["steps"]] == [e.for_side(GUEST) for e in events]
    assert kinds == {"steps", "final"}


@pytest.mark.parametrize(
    ("text", "code", "words"),
    [
        ("not json", P.CLOSE_PROTOCOL, "not JSON"),
        ("[1, 2]", P.CLOSE_PROTOCOL, "object"),
        ('{"v": 3, "t": "launch"}', P.CLOSE_PROTOCOL, "unknown message"),
        ('{"v": 9, "t": "hello", "pake": "A", "name": "x"}', P.CLOSE_VERSION, "version"),
        ('{"t": "hello", "pake": "A", "name": "x"}', P.CLOSE_VERSION, "version"),
        ('{"v": 3, "t": "hello", "pake": "A"}', P.CLOSE_PROTOCOL, "exactly"),
        ('{"v": 3, "t": "hello", "pake": 5, "name": "x"}', P.CLOSE_PROTOCOL, "bad key exchange"),
        ('{"v": 3, "t": "hello", "pake": "\\ud800", "name": "x"}', P.CLOSE_PROTOCOL, "Unicode"),
        ('{"v": 3, "t": "proof", "proof": "\\udfff"}', P.CLOSE_PROTOCOL, "Unicode"),
        ('{"v": 3, "t": "bye", "x": ' + "[" * 40 + "]" * 40 + "}", P.CLOSE_PROTOCOL, "deep"),
        ('{"v": 3, "t": "bye", "x": 1' + "0" * 30 + "}", P.CLOSE_PROTOCOL, "too large"),
        ('{"v": 3, "t": "action", "seq": -1, "action": {"kind": "press"}}', P.CLOSE_PROTOCOL, "sequence"),
        ('{"v": 3, "t": "action", "seq": 3, "action": {"kind": "nuke"}}', P.CLOSE_PROTOCOL, "malformed"),
        ('{"v": 3, "t": "action", "seq": 3, "action": {"kind": "pass", "k": "2"}}', P.CLOSE_PROTOCOL, "malformed"),
        ('{"v": 3, "t": "emote", "emote": "<script>"}', P.CLOSE_PROTOCOL, "unknown emote"),
        ('{"v": 3, "t": "bye", "x": NaN}', P.CLOSE_PROTOCOL, "not JSON"),
        ('{"v": 1, "t": "bye"}', P.CLOSE_VERSION, "version"),
        ('{"v": 3, "t": "rematch", "side": 0}', P.CLOSE_PROTOCOL, "exactly"),
        ("[" * 3000 + "]" * 3000, P.CLOSE_PROTOCOL, "larger"),
        (b"\x00\x01", P.CLOSE_PROTOCOL, "binary"),
    ],
)
def test_a_bad_guest_message_is_refused_with_a_reason(text: str, code: int, words: str) -> None:
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_guest(text)
    assert caught.value.code == code
    assert words in caught.value.reason


def test_good_guest_messages_decode() -> None:
    assert P.decode_guest(P.hello("ab12cd", "Ann\nLee")) == P.Hello("ab12cd", "AnnLee")
    assert P.decode_guest(P.proof("QUJD")) == P.Proof("QUJD")
    assert P.decode_guest(P.action_message(7, PassDraw(2))) == P.ActionMsg(7, PassDraw(2))
    assert P.decode_guest(P.action_message(0, Press())) == P.ActionMsg(0, Press())
    assert P.decode_guest(P.emote_message("oops")) == P.Emote("oops")
    assert P.decode_guest(P.rematch_message()) == P.Rematch()


def test_a_forged_host_message_is_refused() -> None:
    with pytest.raises(P.ProtocolError):
        P.decode_host('{"v": 3, "t": "steps", "seq": 1, "steps": [[{"@": "os.system"}, {}]], "view": {}}')
    with pytest.raises(P.ProtocolError):
        P.decode_host('{"v": 3, "t": "welcome", "side": 1}')
    for forged in (
        '{"v": 3, "t": "rematch", "side": 5}',
        '{"v": 3, "t": "rematch", "side": true}',
        '{"v": 3, "t": "rematch"}',
    ):
        with pytest.raises(P.ProtocolError):
            P.decode_host(forged)
    assert P.decode_host(P.rematch_from(1)) == P.HostMessage("rematch", {"v": P.VERSION, "t": "rematch", "side": 1})


FIELD_NAMES = st.sampled_from(["kind", "card", "k", "row", "col", "icon"])


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(max_size=300),
        st.binary(max_size=300),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
            lambda children: (
                st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
            ),
            max_leaves=20,
        ).map(lambda value: json.dumps(value)),
        st.fixed_dictionaries(
            {"v": st.just(P.VERSION), "t": st.sampled_from(["hello", "proof", "action", "emote", "rematch", "bye"])},
            optional={
                "pake": st.text(max_size=20),
                "proof": st.text(max_size=20),
                "name": st.text(max_size=40),
                "seq": st.integers(),
                "emote": st.text(max_size=10),
                "action": st.dictionaries(
                    st.sampled_from(["kind", "card", "k", "row", "col", "icon"]), st.integers() | st.text(max_size=12)
                ),
            },
        ).map(lambda value: json.dumps(value)),
    )
)
def test_any_guest_bytes_decode_to_a_message_or_a_refusal_with_a_reason(text: str | bytes) -> None:
    try:
        message = P.decode_guest(text)
    except P.ProtocolError as exc:
        assert exc.reason and exc.code in (P.CLOSE_PROTOCOL, P.CLOSE_VERSION)
    else:
        assert isinstance(message, (P.Hello, P.Proof, P.ActionMsg, P.Emote, P.Rematch, P.Bye))
