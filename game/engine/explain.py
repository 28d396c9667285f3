"""Why an action is illegal: the rule id and a sentence a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import actions as A
from game.engine.actions import ACTION_TYPES
from game.engine.cards import ROLE_ROWS
from game.engine.icons import COLS, count

if TYPE_CHECKING:
    from game.engine.state import State

# Which phases accept each action kind.
_PHASES_OF_KIND: dict[str, tuple[str, ...]] = {
    "draft_pick": ("draft",),
    "lineup": ("lineup",),
    "substitute": ("team_action", "player_action", "half_time"),
    "end_substitutions": ("half_time",),
    "pass": ("team_action",),
    "press": ("team_action",),
    "place": ("player_action",),
    "direct_attack": ("player_action",),
    "blind_shot": ("player_action",),
    "effect": ("effect",),
    "keep": ("keep",),
    "shoot": ("shoot_option",),
    "token": ("token",),
    "attack_synergy": ("attack_synergy",),
    "defend_synergy": ("defend_synergy",),
    "kick": ("penalty_kick", "shootout_kick"),
    "save": ("penalty_save", "shootout_save"),
}

_WAITING_FOR = {
    "draft": "a star pick",
    "lineup": "a line-up",
    "team_action": "the team action (PASS or PRESS)",
    "player_action": "the player action (build-up or attack)",
    "effect": "a decision on the immediate effect",
    "keep": "which drawn card to keep",
    "shoot_option": "whether to shoot",
    "token": "the icon for the shot token",
    "attack_synergy": "the attacker's synergy cards",
    "defend_synergy": "the defender's synergy card",
    "penalty_kick": "the kicker's choice",
    "penalty_save": "the keeper's choice",
    "half_time": "half-time substitutions",
    "shootout_kick": "the kicker's choice",
    "shootout_save": "the keeper's choice",
    "over": "nothing: the match is over",
}


def explain(state: State, action: object) -> tuple[str, str]:
    from game.engine.state import HAND_SLOTS, PHASE_RULE, Phase

    phase = state.phase
    rule = PHASE_RULE[phase]
    kind = getattr(action, "kind", None)
    if not isinstance(action, tuple) or kind not in ACTION_TYPES or type(action) is not ACTION_TYPES[kind]:
        return rule, f"{action!r} is not an action of this game"
    if phase is Phase.OVER:
        return "R11.2", "the match is over"
    if phase.value not in _PHASES_OF_KIND[kind]:
        if kind == "substitute":
            return "R4.2", (
                "substitutions are made at the start of your turn, between the team and player action, or at half time"
            )
        return rule, f"the game is waiting for {_WAITING_FOR[phase.value]}"
    side = state.current_player()
    team = state.teams[side]
    match action:
        case A.Substitute(out=out, into=into):
            if team.subs_used >= 3:
                return "R9.1", "all 3 substitutions have been used"
            if into not in team.bench:
                return "R9.2", f"{into} is not a face-up card on your bench"
            if out not in team.field and out not in team.available:
                return "R9.2", f"{out} is neither on your field nor among your available players"
        case A.PassDraw(k=k):
            passes = count(state.icons(side), "P")
            if passes == 0:
                return "R4.1", "PASS needs at least one complete PASS icon"
            if len(team.hand) >= 5:
                return "R4.1", "PASS is not possible with 5 cards in hand"
            if not state.can_draw():
                return "R8.2", "there is no card left to draw"
            return "R4.1", f"PASS may draw 1 to {state.pass_options()} cards, not {k}"
        case A.Press():
            if count(state.icons(side), "S") == 0:
                return "R4.1", "PRESS needs at least one complete PRESS icon"
            return "R4.1", "the marker is already on the opponent's end space"
        case A.Place(card=card, row=row, col=col):
            if card not in team.available:
                return "R4.3", f"{card} is not among your available players"
            role = state.cards[card].role
            rows = ROLE_ROWS[role]
            if row not in rows:
                line = {"FW": "red FW", "MF": "green MF", "DF": "blue DF"}[role]
                return "R2.3", f"a {role} card must sit next to the {line} line (rows {rows[0]} and {rows[1]})"
            if not 0 <= col <= COLS - 2:
                return "R2.2", "a card covers two cells: its start column must be 0 to 6"
            cells = {(r, c + d) for r, c in team.field.values() for d in (0, 1)}
            if (row, col) in cells or (row, col + 1) in cells:
                return "R2.2", "those cells are already taken"
            if row == 0:
                return "R2.4", "a front-line card must touch a placed card"
        case A.DirectAttack(card=card):
            if card not in team.field:
                return "R4.3", f"{card} is not on your field"
            if state.token_supply() == 0:
                return "R4.3", "no shot token is left in the supply"
            return "R4.3", f"{card} has no uncovered ATTACK icon (R2.9)"
        case A.BlindShot():
            return "R4.4", "a blind shot is allowed only when no card can be placed and none can shoot"
        case A.UseEffect(effect=effect):
            return "R6", f"the pending effect is {state.pending_effects[0]}, not {effect}"
        case A.KeepCard(card=card):
            return "R6", f"{card} is not one of the two cards drawn"
        case A.PlaceToken():
            return "R5.1", "the token must go on one of the shooter's uncovered ATTACK icons"
        case A.PlaySynergy(cards=cards):
            limit = HAND_SLOTS[state.control_state(side)]
            if len(cards) > limit:
                mood = state.control_state(side)
                return "R5.3", f"in {mood} state the attacker adds at most {limit} card(s) from hand"
            return "R5.3", "those cards are not all in your hand"
        case A.DefendSynergy(source=source):
            if source == "deck":
                return "R8.2", "there is no card left to draw"
            return "R5.4", f"{source!r} is not a card in your hand"
        case A.Kick(spot=spot):
            return "R11.1", f"{spot!r} is not a kick card"
        case A.Save(spots=spots):
            return "R11.1", f"{spots!r} is not a save card"
        case A.DraftPick(card=card):
            return "R3.2", f"{card} is not among the revealed stars"
        case A.ChooseLineup(bench=bench):
            return "R3.3", f"the bench must be 3 different cards of your 13, sorted by id (got {bench!r})"
    return rule, "that action is not legal now"
