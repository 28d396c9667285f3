"""The player's settings: a small JSON file in the user's config folder (game.paths.config_dir).

Written atomically (storage.atomic_write), read through game.safe_read. A missing file gives the
defaults (language from the operating system); a corrupt, foreign or unreadable file (or a folder,
a pipe...) gives the defaults and a notice for the window, is set aside and never crashes the game;
one that cannot be moved is said once and never written over. A single invalid value falls back to
its default."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game import i18n, keymap
from game.clubs import DEFAULT_CLUBS
from game.clubs import IDS as CLUB_IDS
from game.i18n import _
from game.paths import config_dir
from game.safe_read import DamagedFile, kept_as, read_checked, stuck

FILE = "settings.json"
FORMAT = "magic-number-eleven/settings"
VERSION = 1
MAX_BYTES = 64 * 1024  # the file is a few hundred bytes

ANIM_SPEEDS: tuple[float, ...] = (0.5, 1.0, 1.5, 2.0, 4.0)
LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "random")
TIEBREAKS: tuple[str, ...] = ("shootout", "draw")
MATCH_MODES: tuple[str, ...] = ("hotseat", "computer", "watch")
TEXT_SCALES: tuple[int, ...] = (100, 125, 150)  # percent of the normal text size
COLOUR_VISIONS: tuple[str, ...] = ("standard", "red_green", "blue_yellow")  # the palette the window draws with
MAX_COACH_NAME = 24  # the online protocol's longest name (game.net.protocol.MAX_NAME)
# Internet play's servers: the public magic-wormhole ones (game.net.internet.PUBLIC_MAILBOX and
# PUBLIC_RELAY; the game's own application id keeps its codes apart). Set your own in settings.json.
MAILBOX_SERVER = "ws://relay.magic-wormhole.io:4000/v1"
TRANSIT_RELAY = "tcp:transit.magic-wormhole.io:4001"


@dataclass(frozen=True)
class Settings:
    language: str = i18n.DEFAULT
    fullscreen: bool = False
    volume: int = 80  # the master volume, percent, 0..100
    music_volume: int = 70  # percent of the master
    effects_volume: int = 90  # effects and crowd, percent of the master
    anim_speed: float = 1.0  # multiplies the animator's clock
    computer_level: str = "normal"  # an agent name (game.ai.registry)
    tiebreak: str = "shootout"  # "shootout" or "draw"
    odds_hint: bool = True  # show the exact shot odds in the attacker's synergy decision
    window: tuple[int, int] = (1280, 720)  # the window's size when not fullscreen (real pixels)
    match_mode: str = "hotseat"  # the last New match's mode (hotseat, computer, watch)
    welcomed: bool = False  # the first start's choice of language and how to begin was made (or skipped)
    coach_name: str = ""  # the name last given for online play ("": the own club's name)
    mailbox_server: str = MAILBOX_SERVER  # internet play: the magic-wormhole mailbox (ws:// or wss://)
    transit_relay: str = TRANSIT_RELAY  # internet play: the transit relay ("tcp:host:port")
    text_scale: int = 100  # percent: 100, 125 or 150
    colour_vision: str = "standard"  # standard, red_green (deuteranopia, protanopia) or blue_yellow (tritanopia)
    reduce_motion: bool = False  # no camera shake, flashes, confetti or screen-wide pulses; a shorter count-up
    captions: bool = False  # short written captions for the sounds that carry meaning
    keys: tuple[
        tuple[str, tuple[str, ...]], ...
    ] = ()  # the player's own keys: (action, key names) unlike the defaults (game.keymap)
    home_club: str = DEFAULT_CLUBS[0]  # the last New match's clubs (game.clubs ids)
    away_club: str = DEFAULT_CLUBS[1]

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)


def settings_path() -> Path:
    return config_dir() / FILE


def defaults() -> Settings:
    """First start: the operating system's language, everything else at its default."""
    return Settings(language=i18n.system_language())


def _valid(name: str, value: Any) -> bool:
    if name == "language":
        return isinstance(value, str) and value in i18n.LANGUAGES
    if name in ("fullscreen", "odds_hint", "welcomed", "reduce_motion", "captions"):
        return isinstance(value, bool)
    if name in ("volume", "music_volume", "effects_volume"):
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
    if name == "anim_speed":
        return isinstance(value, int | float) and not isinstance(value, bool) and 0.25 <= float(value) <= 8.0
    if name == "computer_level":
        return isinstance(value, str) and 0 < len(value) <= 40
    if name == "tiebreak":
        return value in TIEBREAKS
    if name == "text_scale":
        return value in TEXT_SCALES and not isinstance(value, bool)
    if name == "colour_vision":
        return value in COLOUR_VISIONS
    if name in ("home_club", "away_club"):
        return isinstance(value, str) and value in CLUB_IDS
    if name == "match_mode":
        return value in MATCH_MODES
    if name == "coach_name":
        return isinstance(value, str) and len(value) <= MAX_COACH_NAME and value.isprintable()
    if name == "mailbox_server":
        return isinstance(value, str) and value.startswith(("ws://", "wss://")) and 8 < len(value) <= 200
    if name == "transit_relay":
        return isinstance(value, str) and value.startswith("tcp:") and value.count(":") >= 2 and len(value) <= 200
    if name == "window":
        return (
            isinstance(value, list | tuple)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 100 <= v <= 20000 for v in value)
        )
    return False


def from_json(data: Any) -> tuple[Settings, bool]:
    """Settings from parsed JSON and whether every known value was valid. Raises ValueError for a
    file that is not our settings at all."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("settings"), dict):
        raise ValueError("not a Magic Number Eleven settings file")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise ValueError("settings from a newer version of the game")
    values = data["settings"]
    base = defaults()
    chosen: dict[str, Any] = {"welcomed": True}  # a settings file from before the welcome: no first start
    clean = True
    for f in fields(Settings):
        if f.name not in values:
            continue
        value = values[f.name]
        if f.name == "keys":
            chosen["keys"], ok = keymap.clean(value)
            clean = clean and ok
        elif _valid(f.name, value):
            chosen[f.name] = {"anim_speed": float, "window": tuple}.get(f.name, lambda v: v)(value)
        else:
            clean = False
    return replace(base, **chosen), clean


def to_json(settings: Settings) -> str:
    values = asdict(settings)
    values["keys"] = {action: list(keys) for action, keys in settings.keys}
    return json.dumps({"format": FORMAT, "version": VERSION, "settings": values}, indent=2)


def load() -> tuple[Settings, str | None]:
    """The saved settings and a notice for the player (None when all is well)."""
    path = settings_path()
    if stuck(path):  # already said in this run
        return defaults(), None
    try:
        settings, clean = read_checked(path, from_json, MAX_BYTES)
    except FileNotFoundError:
        return defaults(), None
    except DamagedFile:
        return defaults(), _("The settings file was damaged or not ours; the defaults are used.") + kept_as(path)
    except OSError as exc:
        notice = _("The settings could not be read ({error}); the defaults are used.").format(error=exc)
        return defaults(), notice + kept_as(path)
    if not clean:
        return settings, _("Some settings were not valid and were reset to their defaults.")
    return settings, None


def save(settings: Settings) -> str | None:
    """Write the settings; a notice if that failed (the game goes on with them in memory). Never
    over a file that could not be read nor moved aside (the player was told where it is)."""
    from game.storage import atomic_write

    if stuck(settings_path()):
        return None
    try:
        atomic_write(settings_path(), to_json(settings))
    except OSError as exc:
        return _("The settings could not be saved ({error}).").format(error=exc)
    return None
