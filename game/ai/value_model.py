"""The learned value model: one side's chance of taking the match (win 1, draw 1/2), a small
neural network over value_features.vector, evaluated in plain Python. Its weights are data
(game/data/value_model.json), fitted offline on self-play by game/bench/train_value.py."""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources
from operator import mul
from typing import Final

from game.ai.value_features import FEATURE_NAMES, Position, vector

MODEL_FILE: Final = "value_model.json"
MEMO_POSITIONS: Final = 16384  # positions remembered before the memo starts afresh


def _numbers(values: object, key: str) -> list[float]:
    if not isinstance(values, list) or not all(isinstance(v, (int, float)) for v in values):
        raise ValueError(f"the value model's {key!r} is not a list of numbers")
    return [float(v) for v in values]


def _floats(data: dict[str, object], key: str) -> list[float]:
    return _numbers(data.get(key), key)


def _matrix(data: dict[str, object], key: str) -> list[list[float]]:
    rows = data.get(key)
    if not isinstance(rows, list):
        raise ValueError(f"the value model's {key!r} is not a matrix")
    return [_numbers(row, key) for row in rows]


class ValueModel:
    """x -> sigmoid(w2 . tanh(W1 (x - mu) / sd + b1) + b2), W1 optional (then a logistic model)."""

    def __init__(self, data: dict[str, object]) -> None:
        if data.get("features") != list(FEATURE_NAMES):
            raise ValueError("the value model was fitted on other features")
        mu, sd, w2, b2 = _floats(data, "mu"), _floats(data, "sd"), _floats(data, "W2"), _floats(data, "b2")[0]
        # The input scaling folded into the first layer: each unit is tanh(row . x + bias).
        if "W1" in data:
            cols = [list(col) for col in zip(*_matrix(data, "W1"), strict=True)]
            b1 = _floats(data, "b1")
            self.rows = [[w / s for w, s in zip(col, sd, strict=True)] for col in cols]
            self.biases = [
                b - sum(w * m / s for w, m, s in zip(col, mu, sd, strict=True)) for col, b in zip(cols, b1, strict=True)
            ]
            self.out = w2
            self.out_bias = b2
        else:
            self.rows = []
            self.biases = []
            self.out = [w / s for w, s in zip(w2, sd, strict=True)]
            self.out_bias = b2 - sum(w * m / s for w, m, s in zip(w2, mu, sd, strict=True))
        self._memo: dict[Position, float] = {}
        if len(mu) != len(FEATURE_NAMES) or len(self.out) != (len(self.rows) or len(FEATURE_NAMES)):
            raise ValueError("the value model's layers do not fit together")

    def __call__(self, x: list[float]) -> float:
        if self.rows:
            x = [math.tanh(sum(map(mul, row, x)) + b) for row, b in zip(self.rows, self.biases, strict=True)]
        z = sum(map(mul, self.out, x)) + self.out_bias
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def __getstate__(self) -> dict[str, object]:
        """Sent to and from the search process (worker.py) without the memo: it would cost more than it saves."""
        state = dict(self.__dict__)
        state["_memo"] = {}
        return state

    def forget(self) -> None:
        """Drop the remembered answers (tests: a decision made from a cold start)."""
        self._memo.clear()

    def value(self, pos: Position) -> float:
        """The model's answer for `pos`, remembered: a search scores the same position many times
        (about three calls in four repeat one within the same decision of the shipped Hard)."""
        known = self._memo.get(pos)
        if known is None:
            if len(self._memo) >= MEMO_POSITIONS:
                self._memo.clear()
            known = self._memo[pos] = self(vector(pos))
        return known


@lru_cache(maxsize=1)
def shipped_model() -> ValueModel:
    text = resources.files("game.data").joinpath(MODEL_FILE).read_text(encoding="utf-8")
    return ValueModel(json.loads(text))
