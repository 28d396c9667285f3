"""The shot-odds hint's words: ranges from the two defender models, the kick's chance, its assumptions."""

from __future__ import annotations

from game.ai.odds import Band, ShotOdds
from game.ui.table.odds_hint import band_lines, odds_assumptions


def test_the_hint_shows_ranges_and_what_a_tackle_means() -> None:
    band = Band(best=ShotOdds(0.0, 0.1, 0.254, 0.2), passive=ShotOdds(0.0, 0.1, 0.5, 0.05))
    assert band_lines(band) == [
        "Goal 25–50%",
        "Tackle 5–20% (its kick scores 60%)",
        "magic number 10% · out 0%",
    ]


def test_equal_ends_show_one_figure() -> None:
    same = ShotOdds(0.3, 0.7, 0.7, 0.0)
    assert band_lines(Band(same, same))[:2] == ["Goal 70%", "Tackle 0% (its kick scores 60%)"]


def test_the_tooltip_names_both_defender_models_and_the_reshuffle() -> None:
    text = " ".join(odds_assumptions())
    assert "at its best" in text and "adds nothing" in text and "discard pile" in text and "60%" in text
