"""Hard: single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Every iteration deals the cards this side has not seen (`sample_state`, consistent with its view
only), walks the tree of its own decisions for the rest of its turn with UCB over the actions
available in that determinization (availability counts, as in ISMCTS), lets the fast policy
(playout.py, Normal's sense on the sampled state) play to the end of the opponent's next turn,
and scores the leaf as goals gained plus Normal's static evaluation. Build-ups are restricted to
Normal's best candidates. Every judgement (the candidates, the decisions not searched: synergy
cards, defence, token, penalties, line-up; the playouts) is Normal's one-turn lookahead with Hard's
own evaluation weights (`HARD_WEIGHTS`, fitted by self-play against Normal in game/bench/tune.py);
the star draft uses star strengths measured by self-play (knowledge.STAR_STRENGTH).
A fixed iteration count bounds the search (so its strength does not depend on the machine's
load), with a wall-clock cap as a safety net; `stop()` ends it at once.

Measured (issue #11, seeds 30000+, tie-break draw): the search adds no strength that 400 games
can see: 32 iterations vs none 34-30-36 (tuning seeds 4000-4099), 128 vs 32 45.9% of decided
[39.1, 52.9] over 280 games; against Normal-with-Hard's-draft Hard scores 49.3% [43.6, 55.1].
Its edge over Normal is the star draft."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Final

from game.ai.evaluate import Weights
from game.ai.hard_weights import HARD_WEIGHTS
from game.ai.knowledge import star_pick
from game.ai.normal import decide as normal_decide
from game.ai.normal import player_action_scores
from game.ai.playout import evaluate_state, fast_action, shot_chance_now
from game.ai.viewtools import worn_out_subs
from game.engine import actions as A
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.sampling import SamplingError, sample_state
from game.engine.state import Phase, State
from game.engine.view import View

SHIPPED_ITERATIONS: Final = 32  # playouts per searched decision
MAX_SECONDS: Final = 2.5  # the shipped level's safety cap on one decision
SEARCH_PHASES: Final = frozenset({"team_action", "player_action", "shoot_option", "effect"})
TREE_PHASES: Final = frozenset({Phase.TEAM_ACTION, Phase.PLAYER_ACTION, Phase.SHOOT_OPTION, Phase.EFFECT})
TOP_K: Final = 4
HORIZON: Final = 3  # turns: the rest of this one, the opponent's, our next; the leaf has the opponent to move
UCB_C: Final = 0.5
WIDEN: Final = 6  # visits per extra option below the root
# The leaf's worth: both sides' next shots at face value (Normal's own weights, tuned for a
# one-move lookahead, overrate keeping the opponent under pressure when used at a leaf).
LEAF_WEIGHTS: Final = Weights(me=1.0, opp=1.0)
CONFIDENCE: Final = 1.0  # standard errors a candidate must beat Normal's choice by
MIN_GAIN: Final = 0.02  # and by at least this much (expected goals)
FIRST_CUT: Final = 4  # batches before the first halving


def _paired(mine: dict[int, float], base: dict[int, float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences over the batches both were run in."""
    diffs = [v - base[k] for k, v in mine.items() if k in base]
    n = len(diffs)
    if n < 2:
        return (-math.inf, math.inf)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return (mean, math.sqrt(var / n))


class Node:
    __slots__ = ("avail", "cands", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.avail: dict[Action, int] = {}
        self.visits = 0
        self.total = 0.0
        self.cands: list[Action] | None = None


def candidates(view: View) -> list[Action]:
    """The options the search considers, best first by Normal's judgement."""
    legal: list[Action] = [a for a in view.legal_actions if not isinstance(a, A.Substitute)]
    if view.phase == "player_action":
        scored = sorted(player_action_scores(view, HARD_WEIGHTS), key=lambda t: -t[0])
        return [a for _, a in scored[:TOP_K]] or legal
    if view.phase in ("shoot_option", "effect", "team_action"):
        preferred = normal_decide(view, Rng(0), HARD_WEIGHTS)
        return [preferred] + [a for a in legal if a != preferred] if preferred in legal else legal
    return legal


class HardAgent:
    name = "hard"
    in_process = True  # game/ai/worker.py: the window runs its search in a separate process

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None) -> None:
        """Default: the shipped level (SHIPPED_ITERATIONS, capped at MAX_SECONDS). With `iterations`
        and no `budget` (the bench, tests) the search has no clock at all."""
        self.rng = Rng(seed)
        shipped = budget is None and iterations is None
        self.iterations = SHIPPED_ITERATIONS if shipped else iterations
        self.budget = MAX_SECONDS if shipped else budget
        self.last_iterations = 0

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("the agent was asked to act when it has no decision")
        search_rng = Rng(self.rng.next_u64())
        if len(legal) == 1:
            return legal[0]
        if view.phase == "draft":
            return star_pick(legal, view.draft_revealed) or legal[0]
        if view.phase not in SEARCH_PHASES:
            action = normal_decide(view, search_rng, HARD_WEIGHTS)
            return action if action in legal else legal[0]
        if view.phase in ("team_action", "player_action"):
            subs = worn_out_subs(view)
            if subs:
                return subs[0]
        cands = candidates(view)
        if len(cands) == 1:
            return cands[0]
        return self._search(view, cands, search_rng, stop)

    def _search(self, view: View, cands: list[Action], rng: Rng, stop: Callable[[], bool] | None) -> Action:
        """Root: every live candidate is run on the same determinization with the same playout seed
        (common random numbers); the weaker half is dropped after each round (successive halving),
        never Normal's own choice `cands[0]`. Below the root, the searching side's later decisions
        this turn form an ISMCTS tree per candidate. The search leaves Normal's choice only for a
        candidate whose paired advantage stands clear of the sampling noise."""
        baseline = cands[0]
        trees = {a: Node() for a in cands}
        values: dict[Action, dict[int, float]] = {a: {} for a in cands}
        active = list(cands)
        deadline = time.perf_counter() + self.budget if self.budget is not None else math.inf
        done = batches = 0
        next_cut = FIRST_CUT
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if (stop is not None and stop()) or (done > 0 and time.perf_counter() >= deadline):
                break
            try:
                base = sample_state(view, Rng(rng.next_u64()))
            except SamplingError:
                break
            playout_seed = rng.next_u64()
            for a in active:
                state = base.clone()
                state.apply_action(a)
                started = shot_chance_now(state) if state.shot is not None and view.shot is None else 0.0
                values[a][batches] = started + self._iterate(state, trees[a], view, Rng(playout_seed))
                done += 1
            batches += 1
            if batches >= next_cut and len(active) > 2:
                base_values = values[baseline]
                others = sorted((a for a in active if a != baseline), key=lambda a: -_paired(values[a], base_values)[0])
                active = [baseline, *others[: max(1, len(active) // 2 - 1)]]
                next_cut = batches * 2
        self.last_iterations = done
        best, best_gain = baseline, 0.0
        for a in active:
            if a == baseline:
                continue
            mean, se = _paired(values[a], values[baseline])
            if mean >= MIN_GAIN and mean - CONFIDENCE * se > best_gain:
                best, best_gain = a, mean - CONFIDENCE * se
        return best if best in view.legal_actions else baseline

    def _iterate(self, state: State, node: Node, view: View, rng: Rng) -> float:
        """One playout to the end of the opponent's next turn; returns its worth for the searcher:
        the exact chances of the shots taken on the way (not their random outcomes) plus the
        static evaluation of where it ends. The opponent is played with Normal's weights."""
        node.visits += 1
        me, turn, half = view.viewer, view.turn, view.half
        tree: Node | None = node
        path: list[Node] = []
        expected = 0.0
        while not state.is_terminal() and state.half == half and state.turn < turn + HORIZON:
            player = state.current_player()
            if tree is not None and player == me and state.turn == turn and state.phase in TREE_PHASES:
                action, tree = self._select(state, tree, path, rng)
            else:
                action = fast_action(state, rng, HARD_WEIGHTS if player == me else None)
            had_shot = state.shot is not None
            shooter = player
            state.apply_action(action)
            if not had_shot and state.shot is not None:
                chance = shot_chance_now(state)
                expected += chance if shooter == me else -chance
        value = expected + self._leaf(state, me)
        for n in path:
            n.visits += 1
            n.total += value
        return value

    def _select(self, state: State, node: Node, path: list[Node], rng: Rng) -> tuple[Action, Node | None]:
        legal = state.legal_actions()
        if node.cands is None:
            node.cands = candidates(state.view(state.current_player()))
        # Progressive widening: Normal's choice first, more options as the node gathers visits.
        width = 1 + node.visits // WIDEN
        avail = [a for a in node.cands if a in legal][:width]
        if not avail:
            return fast_action(state, rng, HARD_WEIGHTS), None
        for a in avail:
            node.avail[a] = node.avail.get(a, 0) + 1
        for a in avail:
            if a not in node.children:
                child = Node()
                node.children[a] = child
                path.append(child)
                return a, None
        best_a, best_v = avail[0], -math.inf
        for a in avail:
            child = node.children[a]
            v = child.total / child.visits + UCB_C * math.sqrt(math.log(node.avail[a]) / child.visits)
            if v > best_v:
                best_a, best_v = a, v
        child = node.children[best_a]
        path.append(child)
        return best_a, child

    @staticmethod
    def _leaf(state: State, me: int) -> float:
        if state.is_terminal() or state.phase in (Phase.HALF_TIME, Phase.SHOOTOUT_KICK, Phase.SHOOTOUT_SAVE):
            return 0.0
        return evaluate_state(state, me, LEAF_WEIGHTS)
