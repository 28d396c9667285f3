"""Plain-English lines for events, for the headless runner's log."""

from __future__ import annotations

from game.engine import events as E

SIDES = ("HOME", "AWAY")


def narrate(event: E.Event) -> str | None:
    match event:
        case E.DraftRevealed(round=r, stars=stars):
            return f"Star draft round {r}: {', '.join(stars)} revealed"
        case E.StarPicked(side=s, card=c):
            return f"{SIDES[s]} picks {c}"
        case E.StarsRemoved(cards=cards):
            return f"Removed from the match: {', '.join(cards)}"
        case E.LineupsRevealed(benches=(home, away)):
            return f"Line-ups: HOME benches {', '.join(home)}; AWAY benches {', '.join(away)}"
        case E.HalfStarted(half=h, side=s):
            return f"=== Half {h} kicks off, {SIDES[s]} first ==="
        case E.TurnStarted(side=s, turn=t, additional_time=extra):
            return f"-- Turn {t}: {SIDES[s]}{' (additional time)' if extra else ''}"
        case E.TeamActionSkipped():
            return "   team action skipped"
        case E.CardsDrawn(side=s, count=n, reason=why):
            return f"   {SIDES[s]} draws {n} synergy card(s) ({why})"
        case E.DrawKept(side=s):
            return f"   {SIDES[s]} keeps one card, discards the other"
        case E.DeckReshuffled(size=n):
            return f"   the discard pile becomes the deck ({n} cards)"
        case E.AdditionalTime(side=s):
            return f"   the deck ran out: additional time for {SIDES[s]}"
        case E.MarkerMoved(start=a, end=b, reason=why):
            return f"   marker {a:+d} -> {b:+d} ({why})"
        case E.CardPlaced(side=s, card=c, row=r, col=col, completed=icons):
            done = f", completing {len(icons)} icon(s)" if icons else ""
            return f"   {SIDES[s]} places {c} at row {r}, column {col}{done}"
        case E.EffectResolved(card=c, effect=e, applied=used):
            return f"   {c}: {e} {'applied' if used else 'not applied'}"
        case E.CardStolen(side=s):
            return f"   {SIDES[s]} steals a card from the opponent's hand; it is discarded unseen"
        case E.ShotStarted(side=s, card=c, shot=kind, base_attack=a, base_defense=d):
            what = {"normal": "shoots", "cannon": "fires a Cannon Shot", "blind": "takes a blind shot"}[kind]
            return f"   {SIDES[s]} {what}{' with ' + c if c else ''}: base attack {a}, base defense {d}"
        case E.SynergyPlaced(side=s, slot=n, source=src):
            return f"   {SIDES[s]} synergy slot {n}: a card from the {src}"
        case E.SynergyRevealed(side=s, card=c, total=t):
            return f"   {SIDES[s]} reveals {c}: total {t}"
        case E.ShotResolved(outcome=o, attack=a, defense=d):
            vs = f" vs {d}" if d is not None else ""
            return f"   => {o.upper()} ({a}{vs})"
        case E.PenaltyKick(side=s, kick=k, save=sv, goal=g):
            return f"   penalty kick by {SIDES[s]}: {k} against {'+'.join(sv)}: {'GOAL' if g else 'saved'}"
        case E.Goal(side=s, score=(h, a)):
            return f"   GOAL for {SIDES[s]}! {h}-{a}"
        case E.Substitution(side=s, out=o, into=i, tokens_returned=n):
            back = f", {n} token(s) back to the supply" if n else ""
            return f"   {SIDES[s]} substitution: {o} off, {i} on{back}"
        case E.HalfTime(score=(h, a)):
            return f"=== Half time: HOME {h} - {a} AWAY ==="
        case E.ShootoutKick(side=s, kick=k, goal=g, goals=(h, a)):
            return f"   shoot-out: {SIDES[s]} kicks {k}: {'GOAL' if g else 'saved'} ({h}-{a})"
        case E.MatchEnded(score=(h, a), shootout=so, winner=w):
            pens = f", {so[0]}-{so[1]} on penalties" if so else ""
            who = "a draw" if w is None else f"{SIDES[w]} wins"
            return f"=== Full time: HOME {h} - {a} AWAY{pens}: {who} ==="
    return None
