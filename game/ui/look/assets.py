"""Fonts, sprites and sounds, all loaded through `game.resources.resource_path` and cached.

A missing file never stops the game: fonts fall back to pygame's default font, sprites to a drawn
placeholder, sounds to silence; each fallback is noted once in `notices`."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from functools import lru_cache

import pygame

from game import i18n
from game.resources import resource_path
from game.ui.look import metrics

notices: list[str] = []

FONT_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
# Per language: a single Han font would draw Japanese kanji in Chinese forms (and the other way).
LANGUAGE_FONTS: dict[str, dict[bool, str]] = {
    "zh_CN": {False: "NotoSansSC-Regular.otf", True: "NotoSansSC-Bold.otf"},
    "ja": {False: "NotoSansJP-Regular.otf", True: "NotoSansJP-Bold.otf"},
}


MIN_TEXT_PX = 11  # no label is drawn smaller than this, whatever the window's scale
CONDENSE_LIMIT = 0.8  # a long name may be set this much narrower (never less) rather than cut or broken

_text_scale = 1.0  # the player's text size (Settings: 100, 125 or 150 %) as a factor


def text_scale() -> float:
    """The player's text size as a factor of the normal size (1.0, 1.25 or 1.5)."""
    return _text_scale


def set_text_scale(percent: int) -> bool:
    """Every text from now on at `percent` % of its normal size (clamped to 50..200); True if that
    changed anything (every cached text and font is then forgotten)."""
    global _text_scale
    scale = max(50, min(200, int(percent))) / 100
    if scale == _text_scale:
        return False
    _text_scale = scale
    reset_text_caches()
    return True


def line_px(step: float) -> int:
    """A logical line step (the distance between two lines of text) in real pixels, grown with
    the player's text size: the same `px(step)` at 100 %."""
    return metrics.px(step * _text_scale)


LARGE_ENOUGH = 36  # logical: the text size setting grows a text up to this; a larger title stays as it is


def real_px(size: float) -> int:
    """The real pixel size a text of logical `size` is drawn at (window scale, text size, floor):
    the player's text size grows every text, up to LARGE_ENOUGH (a title already larger keeps its size)."""
    return max(MIN_TEXT_PX, metrics.px(min(size * _text_scale, max(size, LARGE_ENOUGH))))


def font_file(bold: bool = False, lang: str | None = None) -> str:
    """The font file that draws `lang` (default: the current language)."""
    return LANGUAGE_FONTS.get(lang or i18n.language(), FONT_FILES)[bold]


def font(size: float, bold: bool = False, lang: str | None = None) -> pygame.font.Font:
    """The font for `lang` (default: the current language) at logical `size` (scaled to the window)."""
    return font_px(real_px(size), bold, lang)


@lru_cache(maxsize=160)
def font_px(size: int, bold: bool = False, lang: str | None = None) -> pygame.font.Font:
    """The font for `lang` (default: the current language) at `size` real pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = resource_path("fonts", font_file(bold, lang))
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, FileNotFoundError, pygame.error):
        fallback = resource_path("fonts", FONT_FILES[bold])
        if fallback != path:
            try:
                f = pygame.font.Font(str(fallback), size)
            except (OSError, FileNotFoundError, pygame.error):
                pass
            else:
                msg = i18n._("font {name} not found: some letters may be missing").format(name=path.name)
                if msg not in notices:
                    notices.append(msg)
                return f
        msg = i18n._("font {name} not found: using pygame's default font").format(name=path.name)
        if msg not in notices:
            notices.append(msg)
        f = pygame.font.Font(None, int(size * 1.35))
        f.set_bold(bold)
        return f


def font_for(s: str, size: int, bold: bool = False) -> pygame.font.Font:
    """The font that draws `s` at `size` real pixels: the current language's, except for a
    language's own name (the language selector shows every name in its own script) or characters
    the font lacks."""
    if s.isascii():
        return font_px(size, bold)
    for code, name in i18n.LANGUAGES.items():
        if code in LANGUAGE_FONTS and name in s:
            return font_px(size, bold, code)
    f = font_px(size, bold)
    if _lacks(f, s):
        for code in (*LANGUAGE_FONTS, "en"):
            other = font_px(size, bold, code)
            if not _lacks(other, s):
                return other
    return f


_GLYPHS: dict[tuple[int, str], bool] = {}


def _lacks(f: pygame.font.Font, s: str) -> bool:
    """Whether `f` draws some character of `s` as its missing-glyph box. ASCII is in every font of
    ours; another character is missing when it renders exactly like a private-use character."""
    for c in set(s):
        if c.isascii() or c.isspace():
            continue
        key = (id(f), c)
        if key not in _GLYPHS:
            m = f.metrics(c)[0]
            notdef = f.metrics("\ue000")[0]  # no font of ours has a private-use character
            missing = m is None or (
                m == notdef
                and pygame.image.tobytes(f.render(c, False, (255, 255, 255)), "RGB")
                == pygame.image.tobytes(f.render("\ue000", False, (255, 255, 255)), "RGB")
            )
            _GLYPHS[key] = missing
        if _GLYPHS[key]:
            return True
    return False


def text(s: str, size: float, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A rendered line of text at logical `size`, rasterised at its real pixel size."""
    return text_px(s, real_px(size), color, bold)


def ink(s: str, size: float, color: tuple[int, int, int], bold: bool = False) -> pygame.Rect:
    """Where the letters of `text(s, size, color, bold)` lie within its surface (kept with it: a
    frame asks again for the same lines, issue #38)."""
    return _ink_px(s, real_px(size), color, bold).copy()


@lru_cache(maxsize=1024)
def _ink_px(s: str, size: int, color: tuple[int, int, int], bold: bool) -> pygame.Rect:
    return text_px(s, size, color, bold).get_bounding_rect()


@lru_cache(maxsize=1024)
def text_px(s: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A rendered line of text at `size` real pixels (cached: frames redraw the same labels)."""
    if rendered is not None:
        rendered.append((s, size))
    return font_for(s, size, bold).render(s, True, color)


# A test sets this to a list to learn every text rendered (not cached yet) and its real pixel size.
rendered: list[tuple[str, int]] | None = None


@lru_cache(maxsize=64)
def sprite(name: str) -> pygame.Surface:
    path = resource_path("sprites", f"{name}.png")
    try:
        surf = pygame.image.load(str(path))
    except (OSError, FileNotFoundError, pygame.error):
        msg = i18n._("sprite {name} not found: using a placeholder").format(name=path.name)
        if msg not in notices:
            notices.append(msg)
        surf = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(surf, (255, 255, 255), (32, 32), 24, 6)
        return surf
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=128)
def svg(name: str, w: int, h: int, swap: tuple[tuple[str, str], ...] = ()) -> pygame.Surface | None:
    """`sprites/<name>.svg` rasterised at exactly w x h real pixels, or None if there is none;
    `swap`: colours ("#rrggbb" pairs) painted another way (a club's kit on a figure)."""
    path = resource_path("sprites", f"{name}.svg")
    if not path.is_file():
        return None
    size = (max(1, w), max(1, h))
    try:
        if swap:
            table = dict(swap)
            text = re.sub(
                r"#[0-9a-fA-F]{6}\b", lambda m: table.get(m.group(0).lower(), m.group(0)), path.read_text("utf-8")
            )
            surf = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), size)
            if surf.get_size() != size:
                surf = pygame.image.load_sized_svg(io.BytesIO(_stretched(text, *size)), size)
        else:
            surf = pygame.image.load_sized_svg(str(path), size)
        if surf.get_size() != size and not swap:  # the renderer keeps the drawing's proportions: stretch it
            surf = pygame.image.load_sized_svg(io.BytesIO(_stretched(path.read_text("utf-8"), *size)), size)
    except (OSError, pygame.error, ValueError):
        msg = i18n._("sprite {name} not found: using a placeholder").format(name=path.name)
        if msg not in notices:
            notices.append(msg)
        return None
    if surf.get_size() != size:
        surf = pygame.transform.smoothscale(surf, size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def _stretched(source: str, w: int, h: int) -> bytes:
    """The SVG drawn into exactly w x h: its own size replaced, its proportions let go."""
    head_end = source.index(">", source.index("<svg"))
    head = re.sub(r'\s(width|height|preserveAspectRatio)="[^"]*"', "", source[:head_end])
    head += f' width="{w}" height="{h}" preserveAspectRatio="none"'
    return (head + source[head_end:]).encode("utf-8")


@lru_cache(maxsize=1024)
def scaled(name: str, w: int, h: int, tint: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A sprite at w x h real pixels, optionally tinted (the symbols are white on transparent):
    drawn from its SVG when there is one (crisp at any size), else the PNG smoothly scaled."""
    w, h = max(1, int(w)), max(1, int(h))
    vector = svg(name, w, h)
    surf = vector if vector is not None else pygame.transform.smoothscale(sprite(name), (w, h))
    if tint is not None:
        surf = surf.copy()
        surf.fill((*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def reset_caches() -> None:
    """pygame was shut down (and may start again): its fonts died with it and are opened anew. The
    pictures drawn (text, sprites, card faces) are plain pixels that outlive it and stay cached."""
    font_px.cache_clear()
    _GLYPHS.clear()  # keyed by the dead fonts' ids


def reset_text_caches(_code: str = "") -> None:
    """Forget fonts and rendered text (the language changed: another font, other words)."""
    font_px.cache_clear()
    text_px.cache_clear()
    _GLYPHS.clear()
    for listener in text_listeners:
        listener()


# Other modules caching rendered text (card faces, the table background) register here.
text_listeners: list[Callable[[], None]] = [_ink_px.cache_clear]
i18n.on_change(reset_text_caches)
