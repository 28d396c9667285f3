"""R12: what one side may see. Nothing else leaves the engine toward a player or an AI."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine import legal
from game.engine.actions import Action
from game.engine.icons import Icon, IconKey
from game.engine.match import MAX_SUBS, Match, Phase

REFEREE = 2  # the replay view: both hands and the deck's next card


@dataclass(frozen=True)
class BoardSlot:
    source: str  # "deck" or "hand"
    card: str | None  # synergy code, when this viewer may know it
    revealed: bool


@dataclass(frozen=True)
class TeamView:
    side: int
    roster: tuple[str, ...]  # the team's cards (10 base + drafted stars)
    stars: tuple[str, ...]
    lineup_done: bool
    available: tuple[str, ...]
    bench: tuple[str, ...]  # face up, may come on
    sent_off: tuple[str, ...]
    field: tuple[tuple[str, int, int], ...]  # (card, row, start column)
    icons: tuple[Icon, ...]  # complete icons, covered ones flagged (R2.6-R2.9)
    tokens: tuple[tuple[IconKey, bool], ...]  # (icon, face up)
    subs_left: int
    hand_count: int
    hand: tuple[str, ...] | None  # synergy codes; None for the other side
    score: int
    board: tuple[BoardSlot, ...]  # synergy board during a shot
    control: str  # R7.2


@dataclass(frozen=True)
class ShotView:
    side: int
    card: str | None
    kind: str  # "normal", "cannon", "blind"
    token: IconKey | None
    base_attack: int
    base_defense: int
    kick_chosen: bool  # penalty: the kicker has chosen
    kick: str | None  # the kicker's spot, for the kicker only


@dataclass(frozen=True)
class View:
    viewer: int  # HOME, AWAY or REFEREE
    tiebreak: str
    phase: str
    current_player: int
    half: int
    turn: int
    active: int
    additional_time: bool
    deck_ran_out: bool
    shot_taken: bool
    marker: int
    turn_icons: tuple[int, int]  # R4.1: the active team's PASS and PRESS icons when its turn began
    token_supply: int
    deck_size: int
    discard_size: int
    teams: tuple[TeamView, TeamView]
    draft_round: int
    draft_revealed: tuple[str, ...]
    stars_removed: tuple[str, ...]
    placed_card: str | None
    pending_effects: tuple[str, ...]
    keep_choices: tuple[str, ...] | None  # the two drawn cards, for their owner
    shot: ShotView | None
    shootout: tuple[tuple[int, str, tuple[str, ...], bool], ...]
    shootout_kick_chosen: bool
    shootout_kick: str | None  # for the kicker only
    known_discard: tuple[str, ...]  # discards this viewer saw since the deck was rebuilt (sorted)
    deck_top: str | None  # the referee only
    score: tuple[int, int]
    legal_actions: tuple[Action, ...]  # empty unless the viewer decides now

    @property
    def me(self) -> TeamView:
        return self.teams[self.viewer]

    @property
    def opponent(self) -> TeamView:
        return self.teams[1 - self.viewer]

    def info_key(self) -> str:
        """Information-set key: equal for two states this side cannot tell apart."""
        return repr(replace(self, legal_actions=()))


def make_view(state: Match, viewer: int) -> View:
    referee = viewer == REFEREE
    lineups_public = state.phase not in (Phase.DRAFT, Phase.LINEUP)
    boards_revealed = state.phase in (Phase.PENALTY_KICK, Phase.PENALTY_SAVE)
    shot = state.shot
    teams = []
    for side, team in enumerate(state.teams):
        own = referee or side == viewer
        board: list[BoardSlot] = []
        if shot is not None:
            for card, source in shot.boards[side]:
                visible = boards_revealed or referee or (own and source == "hand")
                board.append(BoardSlot(source, state.synergy_code(card) if visible else None, boards_revealed))
        if lineups_public:
            available, bench = tuple(team.available), tuple(team.bench)
        elif own and team.lineup_bench is not None:
            bench = team.lineup_bench
            available = tuple(c for c in team.roster if c not in bench)
        else:
            available, bench = (), ()
        teams.append(
            TeamView(
                side=side,
                roster=tuple(team.roster),
                stars=tuple(team.roster[10:]),
                lineup_done=team.lineup_bench is not None,
                available=available,
                bench=bench,
                sent_off=tuple(team.sent_off),
                field=tuple(sorted(((c, r, col) for c, (r, col) in team.field.items()), key=lambda t: (t[1], t[2]))),
                icons=state.icons(side),
                tokens=tuple(sorted(team.tokens.items())),
                subs_left=MAX_SUBS - team.subs_used,
                hand_count=len(team.hand),
                hand=tuple(sorted(state.synergy_code(c) for c in team.hand)) if own else None,
                score=team.score,
                board=tuple(board),
                control=state.control_state(side),
            )
        )
    current = state.current_player()
    kick = shot.kick if shot is not None else None
    shot_view = None
    if shot is not None:
        shot_view = ShotView(
            side=shot.side,
            card=shot.card,
            kind=shot.kind,
            token=shot.token,
            base_attack=shot.base_attack,
            base_defense=shot.base_defense,
            kick_chosen=kick is not None,
            kick=kick if (referee or viewer == shot.side) else None,
        )
    keep_owner = state.active if state.phase is Phase.KEEP else None
    known = state.teams[viewer].known_discard if not referee else []
    return View(
        viewer=viewer,
        tiebreak=state.game.tiebreak,
        phase=state.phase.value,
        current_player=current,
        half=state.half,
        turn=state.turn,
        active=state.active,
        additional_time=state.additional_time,
        deck_ran_out=state.deck_ran_out,
        shot_taken=state.shot_taken,
        marker=state.marker,
        turn_icons=state.turn_icons,
        token_supply=state.token_supply(),
        deck_size=len(state.deck),
        discard_size=len(state.discard),
        teams=(teams[0], teams[1]),
        draft_round=state.draft_round,
        draft_revealed=tuple(state.draft_revealed),
        stars_removed=tuple(state.stars_removed),
        placed_card=state.placed_card,
        pending_effects=tuple(state.pending_effects),
        keep_choices=tuple(sorted(state.synergy_code(c) for c in state.keep_choices))
        if keep_owner is not None and (referee or viewer == keep_owner)
        else None,
        shot=shot_view,
        shootout=tuple(state.shootout),
        shootout_kick_chosen=state.shootout_kick is not None,
        shootout_kick=state.shootout_kick if referee or viewer == state.shootout_kicker() else None,
        known_discard=tuple(sorted(state.synergy_code(c) for c in known)),
        deck_top=state.synergy_code(state.deck[-1]) if referee and state.deck else None,
        score=(state.teams[0].score, state.teams[1].score),
        legal_actions=tuple(legal.legal_actions(state)) if current == viewer else (),
    )
