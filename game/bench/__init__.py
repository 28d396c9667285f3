"""Benchmark scripts: `python -m game.bench engine|render|ai`. They print figures; they are not tests."""
