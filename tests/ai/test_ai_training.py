"""The offline tools behind Hard (issue #24): the value model's self-play and its exact-refit check,
and the star strengths' self-play. Both keep off the seeds the bench measures on."""

from __future__ import annotations

import json

from game.ai.value_features import FEATURE_NAMES
from game.bench import star_strength, train_value


def test_self_play_is_reproducible_and_labels_both_sides() -> None:
    rows = train_value.self_play(1234)
    assert rows == train_value.self_play(1234)
    assert rows and all(len(x) == len(FEATURE_NAMES) and y in (0.0, 0.5, 1.0) and s == 1234 for x, y, s in rows)
    # Both sides' pictures of each turn start, with results that add up to one match's points.
    assert len(rows) % 2 == 0
    assert {rows[0][1] + rows[1][1]} == {1.0}


def test_the_check_accepts_the_shipped_model_and_refuses_any_other() -> None:
    shipped = json.loads(train_value.MODEL_PATH.read_text(encoding="utf-8"))
    assert train_value.check(json.loads(json.dumps(shipped)), shipped) == 0
    changed = json.loads(json.dumps(shipped))
    changed["W1"][3][5] += 1e-6
    assert train_value.check(changed, shipped) == 1
    shorter = dict(shipped, b1=shipped["b1"][:-1])
    assert train_value.check(shorter, shipped) == 1


def test_training_refuses_the_measuring_seeds(capsys: object) -> None:
    assert train_value.main(["--first-seed", "19000", "--games", "2000"]) == 2
    assert star_strength.main(["--first-seed", "15000", "--games", "6000"]) == 2


def test_star_strength_self_play_scores_the_six_drafted_stars() -> None:
    picks = star_strength.self_play(77)
    assert picks == star_strength.self_play(77)
    assert len(picks) == 6 and len({card for card, _ in picks}) == 6
    points = sorted({p for _, p in picks})
    assert points in ([0.5], [0.0, 1.0]), "each side's three stars share that side's result"
