"""The shot hint against the real engine: on shot decisions from real matches, the hint's exact
odds (game.ai.odds) beside a Monte Carlo of the engine under the same defender models.

    python -m game.bench odds [--positions 200] [--samples 20000] [--first-seed 30000] [--workers 2]

Positions: Normal plays Normal from `--first-seed` on; decisions to add synergy cards (with a
legal selection drawn at random, one with the side's own tackle card every other time it holds
one) and decisions to shoot or to place the token are positions, as their side sees them.
Each sample deals the cards that side has not seen (`sample_state`: the same
"every unseen card equally likely anywhere unseen" model), then the engine plays the shot: the
attacker shoots, places the first token offered and adds the selection; the defender adds nothing
more (model "passive"), answers as the hint's defender at its best (model "best": it knows its
hand and the attacker's cards, odds.best_choice) or is the Normal computer player deciding from its
own view (model "normal", the hint's one number: game.ai.normal_odds). The reveal's outcome is counted; a tackle ends
the count (the kick is not played). Prints the largest and mean difference in goal and tackle
chance per model, and whether the largest is within 1 point. A position whose difference exceeds
`--refine-at` points on the first deals is dealt again `--refine` times as often with fresh deals,
and its engine figure is the mean over all its deals (the Monte Carlo's own noise, not the hint,
is what a single large difference usually shows); the line says how many were dealt again."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing import get_context

from game.ai.normal import defend_synergy
from game.ai.normal_odds import normal_odds
from game.ai.odds import (
    BEST,
    KINDS,
    NONE,
    Pool,
    ShotOdds,
    Supply,
    attacker_odds,
    best_choice,
    draw_outcomes,
    remove,
    supply_of,
    unseen_pool,
)
from game.ai.registry import make_agent
from game.engine import actions as A
from game.engine import events as E
from game.engine.rng import Rng
from game.engine.sampling import sample_state
from game.engine.state import Game, State, other
from game.engine.view import View

NORMAL = "normal"  # the defender is the Normal computer player, from its own view (normal_odds)
MODELS = {"passive": NONE, "best": BEST, "normal": NORMAL}
TOLERANCE = 0.01  # one percentage point
PHASES = ("shoot_option", "token", "attack_synergy")
PER_MATCH = (4, 2)  # positions taken from one match at most: with synergy cards to add, others


@dataclass(frozen=True)
class Position:
    seed: int
    view: View
    chosen: tuple[str, ...]


def _selection(view: View, pick: Rng) -> tuple[str, ...]:
    """A legal selection at random, one with the side's own tackle card every other time it has one."""
    options = [a.cards for a in view.legal_actions if isinstance(a, A.PlaySynergy)]
    tackles = [c for c in options if "1T" in c]
    if tackles and pick.below(2) == 0:
        return tackles[pick.below(len(tackles))]
    return options[pick.below(len(options))]


def _spread(items: list[Position], n: int) -> list[Position]:
    return items[:: max(1, len(items) // n)][:n]


def positions(first_seed: int, count: int) -> Iterator[Position]:
    """Shot decisions from Normal-against-Normal matches, spread over each match (`PER_MATCH`)."""
    seed = first_seed
    while True:
        state = Game(seed=seed).new_initial_state()
        agents = (make_agent("normal", 2 * seed + 1), make_agent("normal", 2 * seed + 2))
        pick = Rng(seed)
        adding: list[Position] = []
        other_: list[Position] = []
        while not state.is_terminal():
            side = state.current_player()
            view = state.view(side)
            if view.phase in PHASES and attacker_odds(view, (), NONE) is not None:
                if view.phase == "attack_synergy":
                    adding.append(Position(seed, view, _selection(view, pick)))
                else:
                    other_.append(Position(seed, view, ()))
            state.apply_action(agents[side].choose(view))
        for p in _spread(adding, PER_MATCH[0]) + _spread(other_, PER_MATCH[1]):
            yield p
            count -= 1
            if count <= 0:
                return
        seed += 1


def _after_attacker(view: View, state: State, known_ids: set[int]) -> tuple[Pool, Supply]:
    """The hint's picture once the attacker's cards are down: the unseen cards and the supply left."""
    pool, supply = unseen_pool(view), supply_of(view)
    me = view.viewer
    assert state.shot is not None
    for slot, (card, source) in enumerate(state.shot.boards[me]):
        if source != "deck":
            continue
        code = state.synergy_code(card)
        if slot < len(view.me.board):  # face down before the position: one of the unseen cards
            pool = remove(pool, (code,))
            continue
        seen = card in known_ids
        for _, kind, pool1, supply1 in draw_outcomes(pool, supply):
            if kind >= 0 and code == KINDS[kind] and (pool1 == pool) == seen:
                pool, supply = pool1, supply1
                break
    return pool, supply


def _best_defence(view: View, state: State, known_ids: set[int]) -> A.Action:
    shot = state.shot
    assert shot is not None
    me = view.viewer
    pool, supply = _after_attacker(view, state, known_ids)
    attack = shot.base_attack + sum(state.game.cards.synergy[c].stars for c, _ in shot.boards[me])
    if attack >= 12:
        return A.DefendSynergy(NONE)
    held = state.hand_codes(other(me))
    option = best_choice(
        remove(pool, held), supply, attack, attack == 11 and shot.kind != "blind", shot.base_defense, False, 0, 1, held
    )
    return A.DefendSynergy(option)


def one_shot(p: Position, model: str, rng: Rng) -> str:
    """The engine's outcome of the position's shot on one deal: goal, magic, out, saved or tackle."""
    state = sample_state(p.view, rng)
    me = p.view.viewer
    known_ids = set(state.teams[me].known_discard)
    for _ in range(12):
        phase = state.phase.value
        if phase == "shoot_option":
            action: A.Action = A.Shoot(True)
        elif phase == "token":
            action = state.legal_actions()[0]
        elif phase == "attack_synergy":
            action = A.PlaySynergy(p.chosen)
        elif phase == "defend_synergy":
            if model == NORMAL:
                action = defend_synergy(state.view(state.current_player()))
            else:
                action = _best_defence(p.view, state, known_ids) if model == BEST else A.DefendSynergy(NONE)
        else:
            raise RuntimeError(f"the shot stopped at {phase} before its reveal")
        for event in state.apply_action(action):
            if isinstance(event, E.ShotResolved):
                return event.outcome
    raise RuntimeError("the shot never resolved")


def model_odds(p: Position, model: str) -> ShotOdds | None:
    """The hint's figure for the position under a defender model."""
    return normal_odds(p.view, p.chosen) if model == NORMAL else attacker_odds(p.view, p.chosen, model)


def measure(job: tuple[Position, int, int]) -> dict[str, tuple[float, float, float, float]]:
    """Per model: (hint goal, hint tackle, engine goal, engine tackle) for one position."""
    p, samples, seed = job
    out = {}
    for name, model in MODELS.items():
        odds = model_odds(p, model)
        assert odds is not None
        rng = Rng(seed)
        goals = tackles = 0
        for _ in range(samples):
            outcome = one_shot(p, model, Rng(rng.next_u64()))
            goals += outcome in ("goal", "magic")
            tackles += outcome == "tackle"
        out[name] = (odds.goal, odds.tackle, goals / samples, tackles / samples)
    return out


Figures = dict[str, tuple[float, float, float, float]]  # per model: hint goal, hint tackle, engine goal, tackle


def _largest(res: Figures) -> float:
    return max(max(abs(hg - mg), abs(ht - mt)) for hg, ht, mg, mt in res.values())


def _pooled(first: Figures, n1: int, second: Figures, n2: int) -> Figures:
    """The engine's figures over both sets of deals (the hint's are the same in both)."""
    out = {}
    for name, (hg, ht, mg1, mt1) in first.items():
        _, _, mg2, mt2 = second[name]
        out[name] = (hg, ht, (mg1 * n1 + mg2 * n2) / (n1 + n2), (mt1 * n1 + mt2 * n2) / (n1 + n2))
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench odds", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--samples", type=int, default=6000, help="deals per position and model")
    parser.add_argument("--refine", type=int, default=10, help="times as many fresh deals for a position dealt again")
    parser.add_argument("--refine-at", type=float, default=0.5, help="points of difference that call for more deals")
    parser.add_argument("--first-seed", type=int, default=30000, help="matches the positions come from")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--details", default=None, help="also write one line per position and model to this file")
    args = parser.parse_args(argv)
    if args.positions < 1 or args.samples < 1 or args.workers < 1 or args.refine < 1:
        print("positions, samples, refine and workers must be at least 1", file=sys.stderr)
        return 2
    start = time.perf_counter()
    found = list(positions(args.first_seed, args.positions))
    seeds = sorted({p.seed for p in found})
    print(
        f"odds bench: {len(found)} positions from matches {seeds[0]}-{seeds[-1]} "
        f"({sum(p.view.phase == 'attack_synergy' for p in found)} with synergy cards to add, "
        f"{sum(bool(p.chosen) for p in found)} with a selection, "
        f"{sum('1T' in p.chosen for p in found)} with one's own tackle card, "
        f"{sum(p.view.deck_size <= 3 for p in found)} with 3 cards or fewer in the deck); "
        f"{args.samples} deals per position and model",
        flush=True,
    )
    jobs = [(p, args.samples, 7919 * i + 1) for i, p in enumerate(found)]
    ctx = get_context("spawn")
    pool = ctx.Pool(args.workers) if args.workers > 1 else None
    measured: list[Figures] = []
    try:
        results = pool.imap(measure, jobs) if pool is not None else map(measure, jobs)
        for i, res in enumerate(results):
            measured.append(res)
            if args.progress and i % 20 == 19:
                print(f"  .. {i + 1} positions ({time.perf_counter() - start:.0f} s)", flush=True)
        again = [i for i, res in enumerate(measured) if _largest(res) > args.refine_at / 100]
        more = args.samples * args.refine
        if again:
            print(
                f"dealing {len(again)} positions again with {more} fresh deals each "
                f"(their difference was over {args.refine_at} points)",
                flush=True,
            )
            jobs2 = [(found[i], more, 104729 * i + 7) for i in again]
            results2 = pool.imap(measure, jobs2) if pool is not None else map(measure, jobs2)
            for i, res in zip(again, results2, strict=True):
                measured[i] = _pooled(measured[i], args.samples, res, more)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    diffs: dict[str, list[float]] = {name: [] for name in MODELS}
    zs: dict[str, list[float]] = {name: [] for name in MODELS}
    again_set = set(again)
    if args.details:
        open(args.details, "w", encoding="utf-8").close()
    for i, res in enumerate(measured):
        n = args.samples + (more if i in again_set else 0)
        for name, (hg, ht, mg, mt) in res.items():
            if args.details:
                p = found[i]
                with open(args.details, "a", encoding="utf-8") as f:
                    f.write(
                        f"{i} seed={p.seed} turn={p.view.turn} phase={p.view.phase} "
                        f"chosen={','.join(p.chosen)} deck={p.view.deck_size} deals={n} {name}: hint goal "
                        f"{hg:.4f} tackle {ht:.4f}, engine goal {mg:.4f} tackle {mt:.4f}\n"
                    )
            diffs[name] += [abs(hg - mg), abs(ht - mt)]
            zs[name] += [
                abs(h - m) / max(1e-9, (h * (1 - h) / n) ** 0.5) if 0 < h < 1 else (0.0 if h == m else float("inf"))
                for h, m in ((hg, mg), (ht, mt))
            ]
    # The Monte Carlo's own standard error at p = 1/2, and each difference in units of its error.
    noise = 100 * 0.5 / args.samples**0.5  # the first deals'; a position dealt again has less
    print(
        f"{'defender model':<16} {'max diff':>9} {'mean diff':>10} {'max |z|':>8}   (goal and tackle chance, "
        f"points; Monte Carlo standard error <= {noise:.2f})"
    )
    ok = True
    for name, d in diffs.items():
        print(f"{name:<16} {100 * max(d):>9.2f} {100 * statistics.fmean(d):>10.3f} {max(zs[name]):>8.2f}")
        ok = ok and max(d) <= TOLERANCE
    print(f"max difference <= 1 point: {'met' if ok else 'NOT met'}")
    print(f"total {time.perf_counter() - start:.0f} s")
    return 0
