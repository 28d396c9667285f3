"""Hard's evaluation weights, fitted by self-play against Normal-with-Hard's-draft on seeds below
20000 (`python -m game.bench.tune --seeds 250 --margin 0.015`, seeds 1000-1249, 500 games a setting).

The fit (score rate of the weighted policy, win 1 and draw 1/2, Normal's weights scoring 0.500):
me x1.5 0.435, me /1.5 0.509, opp x1.5 0.512, opp /1.5 0.470, second x1.5 0.480,
second /1.5 0.520 (kept), card x1.5 0.463, card /1.5 0.483, generic x1.5 0.527, generic /1.5 0.495;
the run stopped there (the machine's processes were ended), so only `second` differs from Normal's."""

from __future__ import annotations

from typing import Final

from game.ai.evaluate import Weights

HARD_WEIGHTS: Final = Weights(second=0.35 / 1.5)
