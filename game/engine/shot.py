"""R5 the shot: token, synergy slots, reveal, tackle and penalty kick, clean-up."""

from __future__ import annotations

from game.engine import deck
from game.engine import events as E
from game.engine.icons import IconKey
from game.engine.match import AWAY, HAND_SLOTS, HOME, Match, Phase, Shot, other


def start_shot(state: Match, side: int, card: str | None, kind: str) -> None:
    state.shot_taken = True
    state.phase = Phase.TOKEN
    base_attack = len(state.attack_icons(side, card)) if card is not None and kind != "blind" else 0
    defense = 0 if kind == "cannon" else state.base_defense(other(side))
    if kind == "normal" and card is not None:
        defense = max(0, defense - state.cards[card].crack)
    state.shot = Shot(side, card, kind, base_attack, defense)
    state.emit(E.ShotStarted(side, card, kind, base_attack, defense))
    options = state.token_options(side, card) if card is not None and kind != "blind" else []
    if options and state.token_supply() > 0:
        if len(options) > 1:
            return  # R5.1: the coach chooses the icon
        place_token(state, options[0])
    attacker_draws(state)


def place_token(state: Match, key: IconKey) -> None:
    assert state.shot is not None
    state.shot.token = key
    state.teams[state.shot.side].tokens[key] = True
    state.emit(E.TokenPlaced(state.shot.side, key))


def to_board(state: Match, side: int, card: int, source: str) -> None:
    assert state.shot is not None
    board = state.shot.boards[side]
    board.append((card, source))
    state.emit(E.SynergyPlaced(side, len(board), source, state.synergy_code(card) if source == "hand" else None))


def attacker_draws(state: Match) -> None:
    """R5.3: the deck's top card into slot 1, then cards from hand by control state."""
    assert state.shot is not None
    side = state.shot.side
    card = deck.draw(state)
    if card is not None:
        to_board(state, side, card, "deck")
    if HAND_SLOTS[state.control_state(side)] > 0 and state.teams[side].hand:
        state.phase = Phase.ATTACK_SYNERGY
    else:
        defender_draws(state)


def defender_draws(state: Match) -> None:
    """R5.4: the deck's top card into slot 1; slot 2 is the defender's choice."""
    assert state.shot is not None
    defender = other(state.shot.side)
    card = deck.draw(state)
    if card is not None:
        to_board(state, defender, card, "deck")
    state.phase = Phase.DEFEND_SYNERGY
    if not state.can_draw() and not state.teams[defender].hand:
        resolve_shot(state)


def resolve_shot(state: Match) -> None:
    """R5.6, R5.7, R5.10."""
    shot = state.shot
    assert shot is not None
    side, defender = shot.side, other(shot.side)
    synergy = state.game.cards.synergy
    attack = shot.base_attack
    for slot, (card, _) in enumerate(shot.boards[side], start=1):
        attack += synergy[card].stars
        state.emit(E.SynergyRevealed(side, slot, state.synergy_code(card), attack))
    if attack >= 12:
        state.emit(E.ShotResolved(side, "out", attack, None))
        cleanup(state, False, "", defender_revealed=False)
        return
    defense = shot.base_defense
    tackle = False
    for slot, (card, _) in enumerate(shot.boards[defender], start=1):
        defense += synergy[card].stars
        tackle = tackle or synergy[card].tackle
        state.emit(E.SynergyRevealed(defender, slot, state.synergy_code(card), defense))
    if tackle:
        state.emit(E.ShotResolved(side, "tackle", attack, defense))
        state.phase = Phase.PENALTY_KICK
        return
    if attack == 11 and shot.kind != "blind":
        state.emit(E.ShotResolved(side, "magic", attack, defense))
        cleanup(state, True, "magic")
    elif attack > defense:
        state.emit(E.ShotResolved(side, "goal", attack, defense))
        cleanup(state, True, "blind" if shot.kind == "blind" else "shot")
    else:
        state.emit(E.ShotResolved(side, "saved", attack, defense))
        cleanup(state, False, "")


def penalty_saved(state: Match, spots: tuple[str, ...]) -> None:
    shot = state.shot
    assert shot is not None and shot.kick is not None
    goal = shot.kick not in spots
    state.emit(E.PenaltyKick(shot.side, shot.kick, spots, goal))
    cleanup(state, goal, "penalty")


def cleanup(state: Match, goal: bool, how: str, defender_revealed: bool = True) -> None:
    """R5.8: boards discarded, the token turns face down, a goal scores and re-centres the marker."""
    shot = state.shot
    assert shot is not None
    side = shot.side
    defender = other(side)
    deck.to_discard(state, [c for c, _ in shot.boards[side]], seen_by=(HOME, AWAY))
    if defender_revealed:
        deck.to_discard(state, [c for c, _ in shot.boards[defender]], seen_by=(HOME, AWAY))
    else:
        deck.to_discard(state, [c for c, _ in shot.boards[defender]], seen_by=())
        state.teams[defender].known_discard.extend(c for c, src in shot.boards[defender] if src == "hand")
    for s in (side, defender):
        if shot.boards[s]:
            state.emit(E.SynergyDiscarded(s, len(shot.boards[s]), s == side or defender_revealed))
    shot.boards = ([], [])
    if shot.token is not None:
        state.teams[side].tokens[shot.token] = False
        state.forget_icons(side)
        state.emit(E.TokenFlipped(side, shot.token))
    if goal:
        team = state.teams[side]
        team.score += 1
        state.emit(E.Goal(side, shot.card, how, (state.teams[HOME].score, state.teams[AWAY].score)))
        if state.marker != 0:
            state.emit(E.MarkerMoved(state.marker, 0, "goal"))
            state.marker = 0
    state.turn_over = True  # the dispatch table ends the turn
