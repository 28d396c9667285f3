"""The headless runner plays whole matches and prints a readable log ending with the result."""

from __future__ import annotations

import re

import pytest

from game.play import main


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_runner_prints_a_full_match(seed: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seed", str(seed), "--home", "random", "--away", "random"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith(f"Magic Number Eleven — seed {seed}")
    assert any(line.startswith("=== Half time") for line in lines)
    assert re.match(r"=== Full time: HOME \d+ - \d+ AWAY.*: (HOME wins|AWAY wins|a draw) ===", lines[-1])


def test_runner_quiet_and_draw_setting(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seed", "4", "--tiebreak", "draw", "--quiet"]) == 0
    out = capsys.readouterr().out.strip()
    assert re.fullmatch(r"HOME \d+ - \d+ AWAY", out)


def test_runner_rejects_an_unknown_agent() -> None:
    with pytest.raises(SystemExit):
        main(["--home", "grandmaster"])
