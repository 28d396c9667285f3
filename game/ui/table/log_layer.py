"""The match log's glass and rows drawn once into a layer, then blitted each frame (review23 #5:
the log redrew every line every frame). A layer is kept per what it shows: its key (the lines,
the scroll, the box's size) with the window size, the language, the text size and the palette.
The text-fit recorders still see every line: the lines a layer drew (and any cut short) are noted
again at each blit, where they stand on the screen. Alpha stays right over the pitch: the layer
is premultiplied, so glass then text composite as they would drawn straight on the screen."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game import i18n
from game.ui.look import assets, metrics
from game.ui.look.metrics import px
from game.ui.look.palettes import palette
from game.ui.widgets import basic as widgets
from game.ui.widgets import glass

KEEP = 4  # layers kept (a hot-seat screen changing hands, the scroll going back and forth)


@dataclass(frozen=True)
class Layer:
    surface: pygame.Surface  # premultiplied: the glass with the rows over it
    blits: tuple[widgets.TextBlit, ...]  # the lines drawn, their ink in the layer's own coordinates
    cuts: tuple[tuple[str, int, int], ...]  # the lines the fitting rule had to cut short


_layers: OrderedDict[Hashable, Layer] = OrderedDict()
built = 0  # layers drawn so far (the tests watch a new line draw a new one)


def forget() -> None:
    """Drop every layer (the language or the text's fonts changed)."""
    _layers.clear()


assets.text_listeners.append(forget)


def blit(surface: pygame.Surface, rect: pygame.Rect, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
    """The glass at `rect` with what `paint` draws on a transparent surface of its size (in its
    own coordinates), drawn once for `key` and blitted."""
    full = (key, metrics.size(), i18n.language(), assets.text_scale(), palette().name)
    layer = _layers.get(full)
    if layer is None:
        layer = _build(rect.size, paint)
        _layers[full] = layer
        while len(_layers) > KEEP:
            _layers.popitem(last=False)
    else:
        _layers.move_to_end(full)
    surface.blit(layer.surface, rect, special_flags=pygame.BLEND_PREMULTIPLIED)
    _note(surface, layer, rect.topleft)


def _build(size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> Layer:
    global built
    built += 1
    words = pygame.Surface(size, pygame.SRCALPHA)  # transparent: each line keeps its own alpha
    outer, outer_cuts = widgets.drawn, widgets.overflows
    widgets.drawn, widgets.overflows = [], []
    try:
        paint(words)
        blits, cuts = tuple(widgets.drawn), tuple(widgets.overflows)
    finally:
        widgets.drawn, widgets.overflows = outer, outer_cuts
    out = glass.pane(size[0], size[1], px(10), "quiet").premul_alpha()
    out.blit(words.premul_alpha(), (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    return Layer(out, blits, cuts)


def _note(surface: pygame.Surface, layer: Layer, at: tuple[int, int]) -> None:
    """The layer's lines noted for the text-fit recorders, where they now stand on `surface`."""
    for cut in layer.cuts:
        if cut not in widgets.overflows:
            widgets.overflows.append(cut)
    if widgets.drawn is None:
        return
    clip = surface.get_clip()
    for line in layer.blits:
        ink = line.ink.move(at).clip(clip)
        if ink.w and ink.h:
            widgets.drawn.append(line._replace(ink=ink, layer=widgets.layer))
