"""Lines for events, for the headless runner's log and the window's event log.

Every line goes through `game.i18n._`: English unless the window chose another language. `name`
turns a card id into what the reader should see (the window passes translated card names), `synergy`
a synergy card code ("1T") and `spot` a kick spot. Places are said in words, never as grid numbers."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import events as E
from game.i18n import N_, _, ngettext

SIDES = (N_("HOME"), N_("AWAY"))
REASONS = {
    "pass": N_("PASS"),
    "press": N_("PRESS"),
    "goal": N_("goal"),
    "half time": N_("half time"),
    "DRAW_1": N_("Draw 1"),
    "DRAW_2_KEEP_1": N_("Draw 2, keep 1"),
    "CONTROL_1": N_("Marker +1"),
    "CONTROL_2": N_("Marker +2"),
    "STEAL_1": N_("Steal 1"),
    "CANNON_SHOT": N_("Cannon Shot"),
}
OUTCOMES = {
    "goal": N_("GOAL"),
    "magic": N_("MAGIC NUMBER"),
    "out": N_("OUT"),
    "saved": N_("SAVED"),
    "tackle": N_("TACKLE"),
}
# R2.1: rows from the centre line back to the own goal; start columns left to right as the coach sees them
LINES = (N_("up front"), N_("in attacking midfield"), N_("in defensive midfield"), N_("at the back"))
FLANKS = (
    N_("on the left wing"),
    N_("on the left"),
    N_("centre-left"),
    N_("in the centre"),
    N_("centre-right"),
    N_("on the right"),
    N_("on the right wing"),
)
SOURCES = {"deck": N_("a card from the deck"), "hand": N_("a card from the hand")}


def _side(s: int) -> str:
    return _(SIDES[s])


def _why(reason: str) -> str:
    return _(REASONS.get(reason, reason))


def place_words(row: int, col: int) -> tuple[str, str]:
    """Where a card placed at `row`, start column `col` stands, as a commentator says it."""
    return _(LINES[min(max(row, 0), 3)]), _(FLANKS[min(max(col, 0), 6)])


def narrate(
    event: E.Event,
    name: Callable[[str], str] = str,
    synergy: Callable[[str], str] = str,
    spot: Callable[[str], str] = str,
) -> str | None:
    def names(cards: tuple[str, ...] | list[str]) -> str:
        return ", ".join(name(c) for c in cards)

    match event:
        case E.DraftRevealed(round=r, stars=stars):
            return _("Star draft round {round}: {stars} revealed").format(round=r, stars=names(stars))
        case E.StarPicked(side=s, card=c):
            return _("{side} picks {card}").format(side=_side(s), card=name(c))
        case E.StarsRemoved(cards=cards):
            return _("Removed from the match: {cards}").format(cards=names(cards))
        case E.LineupsRevealed(benches=(home, away)):
            return _("Line-ups: HOME benches {home}; AWAY benches {away}").format(home=names(home), away=names(away))
        case E.HalfStarted(half=h, side=s):
            return "=== " + _("Half {half} kicks off, {side} first").format(half=h, side=_side(s)) + " ==="
        case E.TurnStarted(side=s, turn=t, additional_time=extra):
            text = _("Turn {turn}: {side} (additional time)") if extra else _("Turn {turn}: {side}")
            return "-- " + text.format(turn=t, side=_side(s))
        case E.TeamActionSkipped(side=s):
            return "   " + _("{side}: no PASS or PRESS this turn").format(side=_side(s))
        case E.CardsDrawn(side=s, count=n, reason=why):
            text = ngettext("{side} draws {n} synergy card ({why})", "{side} draws {n} synergy cards ({why})", n)
            return "   " + text.format(side=_side(s), n=n, why=_why(why))
        case E.DrawKept(side=s):
            return "   " + _("{side} keeps one card, discards the other").format(side=_side(s))
        case E.DeckReshuffled(size=n):
            return "   " + _("the discard pile becomes the deck ({n} cards)").format(n=n)
        case E.AdditionalTime(side=s):
            return "   " + _("the deck ran out: additional time for {side}").format(side=_side(s))
        case E.MarkerMoved(start=a, end=b, reason=why):
            if b == 0:
                return "   " + _("{why}: the control marker goes back to the centre").format(why=_why(why))
            n = abs(b - a)
            text = ngettext(
                "{why}: the control marker moves {n} space toward {side}",
                "{why}: the control marker moves {n} spaces toward {side}",
                n,
            )
            return "   " + text.format(why=_why(why), n=n, side=_side(1 if b > a else 0))
        case E.CardPlaced(side=s, card=c, row=r, col=col, completed=icons):
            if icons:
                text = ngettext(
                    "{side} places {card} {line}, {flank}: +{n} icon",
                    "{side} places {card} {line}, {flank}: +{n} icons",
                    len(icons),
                )
            else:
                text = _("{side} places {card} {line}, {flank}")
            line, flank = place_words(r, col)
            return "   " + text.format(side=_side(s), card=name(c), line=line, flank=flank, n=len(icons))
        case E.EffectResolved(card=c, effect=e, applied=used):
            text = _("{card}: {effect} applied") if used else _("{card}: {effect} not applied")
            return "   " + text.format(card=name(c), effect=_why(e))
        case E.CardStolen(side=s):
            text = _("{side} steals a card from the opponent's hand; it is discarded unseen")
            return "   " + text.format(side=_side(s))
        case E.ShotStarted(side=s, card=c, shot=kind, base_attack=a, base_defense=d):
            if kind == "cannon":
                text = _("{side} fires a Cannon Shot with {card}: base attack {attack}, base defense {defense}")
            elif kind == "blind":
                text = _("{side} takes a blind shot: base attack {attack}, base defense {defense}")
            elif c:
                text = _("{side} shoots with {card}: base attack {attack}, base defense {defense}")
            else:
                text = _("{side} shoots: base attack {attack}, base defense {defense}")
            return "   " + text.format(side=_side(s), card=name(c) if c else "", attack=a, defense=d)
        case E.SynergyPlaced(side=s, source=src):
            what = _(SOURCES[src]) if src in SOURCES else src
            return "   " + _("{side} plays {what}").format(side=_side(s), what=what)
        case E.SynergyRevealed(side=s, card=c, total=t):
            return "   " + _("{side} reveals {card}: total {total}").format(side=_side(s), card=synergy(c), total=t)
        case E.ShotResolved(outcome=o, attack=a, defense=d):
            outcome = _(OUTCOMES.get(o, o.upper()))
            if d is None:
                return "   => " + _("{outcome}: attack {attack}").format(outcome=outcome, attack=a)
            return "   => " + _("{outcome}: attack {attack} against defense {defense}").format(
                outcome=outcome, attack=a, defense=d
            )
        case E.PenaltyKick(side=s, kick=k, save=sv, goal=g):
            text = (
                _("penalty kick by {side}: {kick} against {save}: GOAL")
                if g
                else _("penalty kick by {side}: {kick} against {save}: saved")
            )
            return "   " + text.format(side=_side(s), kick=spot(k), save=" + ".join(spot(x) for x in sv))
        case E.Goal(side=s, score=(h, a)):
            return "   " + _("GOAL for {side}! {home}-{away}").format(side=_side(s), home=h, away=a)
        case E.Substitution(side=s, out=o, into=i, tokens_returned=n):
            if n:
                text = ngettext(
                    "{side} substitution: {out} off, {into} on, {n} token back to the supply",
                    "{side} substitution: {out} off, {into} on, {n} tokens back to the supply",
                    n,
                )
            else:
                text = _("{side} substitution: {out} off, {into} on")
            return "   " + text.format(side=_side(s), out=name(o), into=name(i), n=n)
        case E.HalfTime(score=(h, a)):
            return "=== " + _("Half time: HOME {home} - {away} AWAY").format(home=h, away=a) + " ==="
        case E.ShootoutKick(side=s, kick=k, goal=g, goals=(h, a)):
            text = (
                _("shoot-out: {side} kicks {kick}: GOAL ({home}-{away})")
                if g
                else _("shoot-out: {side} kicks {kick}: saved ({home}-{away})")
            )
            return "   " + text.format(side=_side(s), kick=spot(k), home=h, away=a)
        case E.MatchEnded(score=(h, a), shootout=so, winner=w):
            who = _("a draw") if w is None else _("{side} wins").format(side=_side(w))
            if so:
                text = _("Full time: HOME {home} - {away} AWAY, {so_home}-{so_away} on penalties: {result}")
            else:
                text = _("Full time: HOME {home} - {away} AWAY: {result}")
            line = text.format(home=h, away=a, so_home=so[0] if so else 0, so_away=so[1] if so else 0, result=who)
            return "=== " + line + " ==="
    return None
