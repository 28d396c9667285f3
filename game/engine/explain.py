"""Why an action is illegal: the rule id and a sentence a player understands."""

from __future__ import annotations

from game.engine import actions as A
from game.engine.cards import ROLE_ROWS
from game.engine.errors import N_, short_repr
from game.engine.icons import COLS
from game.engine.match import HAND_SLOTS, PHASE_RULE, Match, Phase
from game.engine.wellformed import action_kind, malformed

# Which phases accept each action kind.
_PHASES_OF_KIND: dict[str, tuple[str, ...]] = {
    "draft_pick": ("draft",),
    "lineup": ("lineup",),
    "substitute": ("team_action", "player_action", "effect", "keep", "shoot_option", "half_time"),
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
    "draft": N_("the game is waiting for a star pick"),
    "lineup": N_("the game is waiting for a line-up"),
    "team_action": N_("the game is waiting for the team action (PASS or PRESS)"),
    "player_action": N_("the game is waiting for the player action (build-up or attack)"),
    "effect": N_("the game is waiting for a decision on the immediate effect"),
    "keep": N_("the game is waiting for which drawn card to keep"),
    "shoot_option": N_("the game is waiting for whether to shoot"),
    "token": N_("the game is waiting for the icon for the shot token"),
    "attack_synergy": N_("the game is waiting for the attacker's synergy cards"),
    "defend_synergy": N_("the game is waiting for the defender's synergy card"),
    "penalty_kick": N_("the game is waiting for the kicker's choice"),
    "penalty_save": N_("the game is waiting for the keeper's choice"),
    "half_time": N_("the game is waiting for half-time substitutions"),
    "shootout_kick": N_("the game is waiting for the kicker's choice"),
    "shootout_save": N_("the game is waiting for the keeper's choice"),
}

_WRONG_LINE = {
    "FW": N_("a FW card must sit next to the solid FW line (front or 2nd line)"),
    "MF": N_("an MF card must sit next to the dashed MF line (2nd or 3rd line)"),
    "DF": N_("a DF card must sit next to the dash-dot DF line (3rd or last line)"),
}

_HAND_LIMIT = {
    "NORMAL": N_("in NORMAL state the attacker adds at most 1 card from hand"),
    "DEFENSIVE": N_("in DEFENSIVE state the attacker adds no card from hand"),
    "AGGRESSIVE": N_("in AGGRESSIVE state the attacker adds at most 2 cards from hand"),
}

Explanation = tuple[str, str, dict[str, object]]


def explain(state: Match, action: object) -> Explanation:
    phase = state.phase
    rule = PHASE_RULE[phase]
    kind = action_kind(action)
    if kind is None:
        return rule, N_("{action} is not an action of this game"), {"action": short_repr(action)}
    bad = malformed(action)
    if bad is not None:
        return bad
    if phase is Phase.OVER:
        return "R11.2", N_("the match is over"), {}
    if phase.value not in _PHASES_OF_KIND[kind]:
        if kind == "substitute":
            return "R4.2", N_("substitutions are made during your own turn, never during a shot, or at half time"), {}
        return rule, _WAITING_FOR[phase.value], {}
    side = state.current_player()
    team = state.teams[side]
    match action:
        case A.Substitute(out=out, into=into):
            if team.subs_used >= 3:
                return "R9.1", N_("all 3 substitutions have been used"), {}
            if into not in team.bench:
                return "R9.2", N_("{into} is not a face-up card on your bench"), {"into": into}
            if out not in team.field and out not in team.available:
                return "R9.2", N_("{out} is neither on your field nor among your available players"), {"out": out}
            if out == state.placed_card:
                return "R4.2", N_("{out} was just placed: it stays until its effect and shot are settled"), {"out": out}
        case A.PassDraw(k=k):
            if state.turn_icons[0] == 0:
                return "R4.1", N_("PASS needs at least one PASS icon complete at the start of the turn"), {}
            if len(team.hand) >= 5:
                return "R4.1", N_("PASS is not possible with 5 cards in hand"), {}
            if not state.can_draw():
                return "R8.2", N_("there is no card left to draw"), {}
            most = state.pass_options()
            return "R4.1", N_("PASS may draw 1 to {most} cards, not {k}"), {"most": most, "k": short_repr(k)}
        case A.Press():
            if state.turn_icons[1] == 0:
                return "R4.1", N_("PRESS needs at least one PRESS icon complete at the start of the turn"), {}
            return "R4.1", N_("the marker is already on the opponent's end space"), {}
        case A.Place(card=card, row=row, col=col):
            if card not in team.available:
                return "R4.3", N_("{card} is not among your available players"), {"card": card}
            role = state.cards[card].role
            if row not in ROLE_ROWS[role]:
                return "R2.3", _WRONG_LINE[role], {}
            if not 0 <= col <= COLS - 2:
                return "R2.2", N_("a card covers two cells: its start column must be 0 to 6"), {}
            cells = {(r, c + d) for r, c in team.field.values() for d in (0, 1)}
            if (row, col) in cells or (row, col + 1) in cells:
                return "R2.2", N_("those cells are already taken"), {}
            if row == 0:
                return "R2.4", N_("a front-line card must touch a placed card"), {}
        case A.DirectAttack(card=card):
            if card not in team.field:
                return "R4.3", N_("{card} is not on your field"), {"card": card}
            if state.token_supply() == 0:
                return "R4.3", N_("no shot token is left in the supply"), {}
            return "R4.3", N_("{card} has no uncovered ATTACK icon (R2.9)"), {"card": card}
        case A.BlindShot():
            return "R4.4", N_("a blind shot is allowed only when no card can be placed and none can shoot"), {}
        case A.Shoot(shoot=True) if phase is Phase.SHOOT_OPTION:
            return "R4.3", N_("{card} has no uncovered ATTACK icon left to shoot with"), {"card": state.placed_card}
        case A.UseEffect():
            return "R6", N_("that is not the pending immediate effect"), {}
        case A.KeepCard():
            return "R6", N_("that is not one of the two cards drawn"), {}
        case A.PlaceToken():
            return "R5.1", N_("the token must go on one of the shooter's uncovered ATTACK icons"), {}
        case A.PlaySynergy(cards=cards):
            mood = state.control_state(side)
            if len(cards) > HAND_SLOTS[mood]:
                return "R5.3", _HAND_LIMIT[mood], {}
            return "R5.3", N_("those cards are not all in your hand"), {}
        case A.DefendSynergy(source=source):
            if source == "deck":
                return "R8.2", N_("there is no card left to draw"), {}
            return "R5.4", N_("that card is not in your hand"), {}
        case A.Kick():
            return "R11.1", N_("that is not one of the five kick cards"), {}
        case A.Save():
            return "R11.1", N_("that is not one of the six save cards"), {}
        case A.DraftPick(card=card):
            return "R3.2", N_("{card} is not among the revealed stars"), {"card": card}
        case A.ChooseLineup():
            return "R3.3", N_("the bench must be 3 different cards of your 13, sorted by id"), {}
    return rule, N_("that action is not legal now"), {}
