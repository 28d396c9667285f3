"""Hard: a two-turn lookahead over determinizations, scored by a value model learned from self-play.

At each decision of its own turn Hard takes Normal's best few options (all of them outside the
build-up), deals the cards it has not seen (`sample_state`, consistent with its view only) and, for
every option on the same deal (common random numbers), plays the rest of its turn and the
opponent's reply with the fast policy (playout.py). Shots count with their exact chance (odds.py),
the opponent's turn played from both outcomes of Hard's own shot; where the lookahead stops, the
learned value model (value_model.py) gives Hard's chance of taking the match, which knows the
score, the time left, the marker and the shots each side can open, not only the next shot's odds.
The option with the best total over the deals wins. Its defence (R5.4) weighs each slot-2 choice the
same way; the star draft uses star strengths measured by self-play (knowledge.STAR_STRENGTH); the
line-up, half time and penalties are Normal's.

Below DEEP_FROM the search budget (`iterations`) buys min(iterations, USEFUL_DEALS) deals, Hard's
own later choices this turn (shoot or not, effect, token, keep) searched in each; more deals alone
add little there, so every REPLY_STEP iterations also weigh one more of the opponent's build-ups in its reply (up to
MAX_REPLIES): its best by the fast policy's judgement, each played out, the worst for Hard
assumed; from EXTEND_FROM iterations on, every stop of a playout is scored as the mean of the value
model there and of one more turn played on. The shipped budget (8: four deals, four replies, the
longer stops) is what the bench called 4x before issue #24; two iterations play as the earlier Hard.
From DEEP_FROM iterations (the bench's 4x; a larger budget buys nothing more) the search deals more
and weighs more: DEEP_DEALS deals and DEEP_TOP_K options at the root (either alone measured little,
the two together clearly more on validation seeds; issue #24), and no further deal once one more
like those so far would take the decision's playout steps past DEEP_WORK (a cap on work, not time:
its slowest decisions). Its playouts are the shipped budget's (DEEP_EXTEND, DEEP_MINE): two turns
played on, or Hard's own two best build-ups weighed, measured no stronger than 1x (lab knobs).
A fixed budget means its strength does not depend on the machine's load, with a wall-clock cap as a
safety net; `stop()` ends it at once.
Figures: `python -m game.bench ai`, and the closing notes of issues #11 and #24."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Final

from game.ai.evaluate import NORMAL_WEIGHTS
from game.ai.knowledge import star_pick
from game.ai.lookahead import WORK, defence_values, rest_of_turn
from game.ai.normal import decide as normal_decide
from game.ai.normal import player_action_scores
from game.ai.odds import defender_odds
from game.ai.value_model import ValueModel, shipped_model
from game.ai.viewtools import worn_out_subs
from game.engine import actions as A
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.sampling import SamplingError, sample_state
from game.engine.view import View

SHIPPED_ITERATIONS: Final = 8  # the search budget: 4 deals, 4 replies, the longer stops. Against Normal
# with Hard's draft (issue #24, validation seeds 20400-20799) it won 74.1% of decided, two iterations 68.4%;
# extend alone or four replies alone measured no stronger than two iterations (65.8%, 65.8%, 66.0%).
REPLY_STEP: Final = 2  # iterations per build-up of the opponent's weighed in its reply (_replies)
MAX_REPLIES: Final = 4  # sixteen replies measured no stronger than four (issue #24: 48.6% of decided)
EXTEND_FROM: Final = 8  # iterations from which playouts play one more turn at their stop
DEEP_FROM: Final = 32  # iterations from which the search deals more and weighs more (the bench's 4x):
DEEP_DEALS: Final = 16  # deals,
DEEP_EXTEND: Final = 1  # turns played on at every playout's stop (as 1x),
DEEP_MINE: Final = 1  # Hard's own best build-ups weighed where its player action comes up in a playout (as 1x),
DEEP_TOP_K: Final = 24  # build-ups and shots weighed at the root,
DEEP_WORK: Final = 20_000  # and no further deal expected to take the decision's playout steps past this
USEFUL_DEALS: Final = 4  # deals below DEEP_FROM: 16 deals alone measured little more (57.1% [44.1, 69.2], 80 games)
MAX_SECONDS: Final = 2.5  # the shipped level's safety cap on one decision
SEARCH_PHASES: Final = frozenset(
    {"team_action", "player_action", "shoot_option", "effect", "attack_synergy", "token", "keep"}
)
ONE_DEAL: Final = frozenset({"attack_synergy", "token"})  # nothing hidden changes these choices' worth
TOP_K: Final = 12  # build-ups and shots considered, Normal's best first


def candidates(view: View, top_k: int = TOP_K) -> list[Action]:
    """The options the search weighs, best first by Normal's judgement (substitutions aside)."""
    legal: list[Action] = [a for a in view.legal_actions if not isinstance(a, A.Substitute)]
    if view.phase == "player_action":
        scored = sorted(player_action_scores(view, NORMAL_WEIGHTS), key=lambda t: -t[0])
        return [a for _, a in scored[:top_k]] or legal
    return legal


@contextmanager
def cycle_collector_paused() -> Iterator[None]:
    """A search makes no reference cycles (tests/ai/test_ai_memos.py), so while it runs Python's cycle
    collector would only walk its memos again and again: paused, a slow 4x decision took 10-15% less."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class HardAgent:
    name = "hard"
    in_process = True  # game/ai/worker.py: the window runs its search in a separate process

    def __init__(
        self, seed: int = 0, budget: float | None = None, iterations: int | None = None, model: ValueModel | None = None
    ) -> None:
        """Default: the shipped level (SHIPPED_ITERATIONS, capped at MAX_SECONDS). With `iterations`
        and no `budget` (the bench, tests) the search has no clock at all; with only a `budget` it
        searches until the budget is spent."""
        self.rng = Rng(seed)
        shipped = budget is None and iterations is None
        self.iterations = SHIPPED_ITERATIONS if shipped else iterations
        self.budget = MAX_SECONDS if shipped else budget
        self.model = model
        self.model_missing = False
        self.last_deals = 0

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        with cycle_collector_paused():
            return self._choose(view, stop)

    def _choose(self, view: View, stop: Callable[[], bool] | None) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("the agent was asked to act when it has no decision")
        search_rng = Rng(self.rng.next_u64())
        if len(legal) == 1:
            return legal[0]
        if view.phase == "draft":
            return star_pick(legal, view.draft_revealed) or legal[0]
        if view.phase in ("team_action", "player_action"):
            subs = worn_out_subs(view)
            if subs:
                return subs[0]
        if view.phase in SEARCH_PHASES or view.phase == "defend_synergy":
            try:
                self._model()
            except (OSError, ValueError):
                # A missing or damaged model file: play on with Normal's judgement, never stop the match.
                self.model_missing = True
                action = normal_decide(view, search_rng)
                return action if action in legal else legal[0]
        if view.phase == "defend_synergy":
            return self._defend(view, search_rng)
        if view.phase in SEARCH_PHASES:
            cands = candidates(view, self._top_k())
            if len(cands) == 1:
                return cands[0]
            chosen = self._search(view, cands, search_rng, stop)
            if chosen is not None:
                return chosen
        action = normal_decide(view, search_rng)
        return action if action in legal else legal[0]

    def _deals(self) -> int:
        """How many deals the budget buys: up to USEFUL_DEALS, DEEP_DEALS from DEEP_FROM iterations."""
        assert self.iterations is not None
        return DEEP_DEALS if self._deep() else min(self.iterations, USEFUL_DEALS)

    def _replies(self) -> int:
        """How many of the opponent's build-ups its reply weighs: 1 (the fast policy's own) below
        2 * REPLY_STEP iterations, one more per further REPLY_STEP up to MAX_REPLIES (a clock-only search: 1)."""
        return 1 if self.iterations is None else max(1, min(MAX_REPLIES, self.iterations // REPLY_STEP))

    def _deep(self) -> bool:
        return self.iterations is not None and self.iterations >= DEEP_FROM

    def _extend(self) -> int:
        """How many more turns the budget plays at every playout's stop (lookahead.horizon_value)."""
        if self._deep():
            return DEEP_EXTEND
        return 1 if self.iterations is not None and self.iterations >= EXTEND_FROM else 0

    def _mine(self) -> int:
        """How many of its own build-ups a playout weighs when Hard's player action comes up in it."""
        return DEEP_MINE if self._deep() else 1

    def _top_k(self) -> int:
        """How many build-ups and shots the search weighs (candidates)."""
        return DEEP_TOP_K if self._deep() else TOP_K

    def _work_cap(self) -> int | None:
        """The playout steps after which the deep search deals no more (its slowest decisions), or None."""
        return DEEP_WORK if self._deep() else None

    def _model(self) -> ValueModel:
        if self.model is None:
            self.model = shipped_model()
        return self.model

    def _defend(self, view: View, rng: Rng) -> Action:
        """R5.4: the slot-2 choice whose outcomes leave Hard the best chance of taking the match."""
        try:
            state = sample_state(view, rng)
        except SamplingError:
            return normal_decide(view, rng)
        odds = {source: o.score for source, o in defender_odds(view).items()}
        values = defence_values(state, view.viewer, self._model(), odds)
        options = [a for a in view.legal_actions if isinstance(a, A.DefendSynergy) and a.source in values]
        if not options:
            return normal_decide(view, rng)
        return max(options, key=lambda a: (values[a.source], a.source == "deck", a.source == "none"))

    def _search(self, view: View, cands: list[Action], rng: Rng, stop: Callable[[], bool] | None) -> Action | None:
        """Every option on the same deals; None if not one deal could be made."""
        model = self._model()
        me = view.viewer
        totals = dict.fromkeys(cands, 0.0)
        budget = self.iterations
        replies, extend = self._replies(), self._extend()
        deals = None if budget is None else self._deals()  # None: until the clock stops it
        if view.phase in ONE_DEAL:
            deals = 1
        deadline = time.perf_counter() + self.budget if self.budget is not None else None
        cap, start = self._work_cap(), WORK.steps
        done = 0
        while deals is None or done < deals:
            if stop is not None and stop():
                break
            if done > 0 and deadline is not None and time.perf_counter() >= deadline:
                break
            if done > 0 and cap is not None and (WORK.steps - start) * (done + 1) > cap * done:
                break  # one more deal like the ones so far would be expected to pass the cap
            try:
                deal = sample_state(view, Rng(rng.next_u64()))
            except SamplingError:
                break
            playout_seed = rng.next_u64()
            for a in cands:
                state = deal.clone()
                state.apply_action(a)
                totals[a] += rest_of_turn(
                    state,
                    me,
                    model,
                    Rng(playout_seed),
                    reply=True,
                    follow=True,
                    replies=replies,
                    extend=extend,
                    mine=self._mine(),
                )
            done += 1
        self.last_deals = done
        if done == 0:
            return None
        best = max(cands, key=lambda a: totals[a])  # ties: Normal's order
        return best if best in view.legal_actions else None
