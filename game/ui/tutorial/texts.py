# ruff: noqa: E501  (prose: one text per line)
"""Every text of the guided first match. The script (game/data/tutorial.json) names them by key;
placeholders are filled from the step's action: {card}, {n}, {cards}, {into}, {out}, {spot}, {spots}."""

from __future__ import annotations

from game.i18n import N_

LESSON_TITLES = {
    "draft": N_("Star draft"),
    "lineup": N_("Line-up"),
    "position": N_("Position lines"),
    "frontline": N_("The front line"),
    "icon": N_("Complete icons"),
    "pass": N_("PASS"),
    "press": N_("PRESS"),
    "shot": N_("A shot"),
    "magic": N_("The Magic Number"),
    "tackle": N_("Tackle and penalty kick"),
    "substitution": N_("Substitution"),
    "additional": N_("Additional time"),
}

# What to do now, while the guide waits for the step.
STEP_TEXTS = {
    "draft": N_("Welcome! First the star draft: each coach adds 3 stars to the team. Pick {card}: click its card."),
    "draft_again": N_("Your next star: pick {card}."),
    "lineup": N_("Line-up: 10 cards start as available players, 3 wait on the bench. Click {card} to bench it."),
    "lineup_next": N_("Now bench {card} too."),
    "lineup_back": N_("{card} stays in the team this time: click it again to take it back from the bench."),
    "lineup_confirm": N_("Three cards chosen: confirm the bench."),
    "position": N_(
        "Your first move: drag {card} onto the lit place. A card sits beside its position line: FW solid, MF dashed, DF dash-dot."
    ),
    "frontline": N_("The front line: a card there must touch one of your cards. Drag {card} onto the lit place."),
    "play_place": N_("Drag {card} onto the lit place."),
    "play_place_front": N_("Drag {card} onto the lit place of the front line."),
    "not_yet": N_('{card} could shoot now, but build up first: choose "Don\'t shoot".'),
    "pass": N_("Team action! PASS draws synergy cards, PRESS pushes the control marker. Choose PASS: draw {n}."),
    "play_pass": N_("Choose PASS: draw {n}."),
    "press": N_("Now PRESS: the marker moves toward the opponent. Near their goal you may add more cards to a shot."),
    "play_press": N_("Choose PRESS."),
    "shot_shoot": N_("Shoot with {card}!"),
    "play_shoot": N_("Shoot with {card}."),
    "shot_direct": N_('Attack! Choose "Direct attack…", then shoot with {card}.'),
    "play_direct": N_('Choose "Direct attack…", then shoot with {card}.'),
    "token": N_(
        "The shot token goes on one of the shooter's ATTACK icons: click the lit one. After the shot that icon is gone."
    ),
    "play_token": N_("Click the lit icon: the shot token goes there."),
    "synergy_magic": N_(
        "Synergy! The deck's top card already backs your shot, face down. Add {cards} from your hand: click the ringed card."
    ),
    "play_synergy": N_("Add {cards} from your hand: click the ringed card."),
    "synergy_more": N_(
        "One more from your hand: click the ringed card.\nThe chance shown dips: it counts every card the face-down deck card may be, and a high one passes 11 (OUT)."
    ),
    "synergy_confirm": N_("Now play the chosen cards face down."),
    "play_no_synergy": N_("Keep your hand this time: play no card from it."),
    "defend_deck": N_("You defend: add the deck's top card to your defence."),
    "defend_hand": N_("You defend: add {card} from your hand."),
    "defend_none": N_("You defend: add nothing more this time."),
    "tackle_defend": N_("Your hand holds a TACKLE: play it! A tackle turns the shot into a penalty kick."),
    "effect_use": N_("{card} has an immediate effect: apply it."),
    "effect_decline": N_("Decline the immediate effect of {card} this time."),
    "keep": N_("Draw 2, keep 1: keep {card}."),
    "kick": N_("You kick the penalty: choose {spot}. The keeper chooses without seeing it."),
    "play_kick": N_("Kick: choose {spot}."),
    "save": N_("You are the keeper: choose the save {spots}. It covers two spots of the goal."),
    "play_save": N_("Save: choose {spots}."),
    "substitution": N_("Substitution: {into} comes on from the bench for {out}. Click {into} on your bench."),
    "sub_in": N_("Who comes on? Choose {into}."),
    "sub_out": N_("Who goes off? Choose {out}."),
    "attack_pick": N_(
        "Now choose {card} to shoot.\nNot the top chance listed: the lesson knows the deck's next card, and with it {card} can make exactly 11."
    ),
    "play_other": N_("Choose the lit option."),
}

# Notes: read, then "Next".
NOTES = {
    "icon": N_(
        "See the gold rings? Two halves of the same icon met: a complete icon. Your icons decide what your team can do."
    ),
    "crack": N_("{card} has a crack: when it shoots, the defender's base defense drops by {n}."),
    "magic": N_("Exactly 11: the MAGIC NUMBER! It scores whatever the defense — only a TACKLE stops it."),
    "tackle": N_("A TACKLE among the defender's cards: the shot becomes a penalty kick."),
    "additional": N_(
        "The deck ran out: additional time! This is the half's last turn, with no team action. You know everything now: play on, or leave."
    ),
}

# Why the lesson's move is good: one line under the text of the step (or note) that opens each lesson.
WHY = {
    "draft": N_("Why: stars carry more icons than base cards, so they complete icons more easily."),
    "lineup": N_("Why: the bench keeps cards for later substitutions."),
    "position": N_("Why: next to its own line the card is legal, and its halves can meet your next cards."),
    "frontline": N_("Why: touching cards join their half icons into complete ones."),
    "icon": N_("Why: so place each card where two of its halves meet yours."),
    "pass": N_("Why: synergy cards in your hand add stars to your next shot."),
    "press": N_("Why: the same push leaves the opponent fewer hand cards for its own shots."),
    "shot_direct": N_("Why: only a shot scores, and this one meets a weakened defense."),
    "shot_shoot": N_("Why: only a shot scores, and this one meets a weakened defense."),
    "synergy_magic": N_("Why: these stars bring the attack to exactly 11."),
    "magic": N_("Why: so aim a shot at exactly 11 rather than at the most."),
    "kick": N_("Why: a dive covers only two of the five spots."),
    "substitution": N_("Why: a fresh card from the bench can complete icons your field lacks."),
    "additional": N_("Why: with no team action left, the cards you already have decide the half."),
}

# A step shown again later in the match says it in other words (the n-th time: the (n-1)-th text).
AGAIN = {
    "defend_deck": (
        N_("Defend again: the deck's top card joins your defence."),
        N_("Once more: add the deck's top card to your defence."),
    ),
    "synergy_confirm": (
        N_("Play these cards face down."),
        N_("Confirm: the chosen cards go face down."),
    ),
    "attack_pick": (
        N_(
            "Now choose {card} to shoot.\nNot the top chance listed: this lesson's shot is here to show what a TACKLE does."
        ),
    ),
    "play_pass": (
        N_("PASS again: draw {n}."),
        N_("Draw {n} more with PASS."),
    ),
}

REFUSED = N_("Not that one: this lesson asks for the ringed target. Click it, or use the keys above.")
REFUSED_NOTE = N_("Read this first: Next (Enter), or {key} to leave the lessons.")
KEYS = N_("Keys: {keys}")
KEYS_NOTE = N_("Keys: Enter for Next")
OFF_SCRIPT = N_("The lessons end here: play on as you like.")
HEADING = N_("Lesson {n}/{total}: {title}")
HEADING_NEXT = N_("Play on · next lesson {n}/{total}: {title}")
# Steps on the way to the next lesson (their heading says so).
ON_THE_WAY = frozenset(
    {
        "play_place",
        "play_place_front",
        "play_pass",
        "play_press",
        "play_shoot",
        "play_direct",
        "play_token",
        "play_synergy",
        "play_no_synergy",
        "play_kick",
        "play_save",
        "play_other",
        "not_yet",
        "defend_deck",
        "defend_hand",
        "defend_none",
        "effect_use",
        "effect_decline",
        "keep",
    }
)
NEXT = N_("Next")
PLAY_ON = N_("Play on")
LEAVE = N_("Leave the lessons")
TO_TITLE = N_("Back to the title")
