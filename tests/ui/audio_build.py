"""build_spec's audio_targets, audio_check and audio_beds loaded as modules, for the tests that measure the
shipped sounds as CI does (they skip without the audio extra: pip install -e ".[audio]")."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest


def build_modules() -> dict[str, ModuleType]:
    pytest.importorskip("pyloudnorm")
    pytest.importorskip("soundfile")
    root = Path(__file__).resolve().parents[2] / "build_spec"
    modules = {}
    for name in ("audio_targets", "audio_check", "audio_beds"):  # each imports the ones before it by name
        spec = importlib.util.spec_from_file_location(name, root / f"{name}.py")
        assert spec is not None and spec.loader is not None
        modules[name] = sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(modules[name])
    return modules
