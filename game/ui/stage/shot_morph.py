"""A tackle's morph into the penalty without a stutter (the fifth review #2): while the goal scene
grows, its picture as it stood (turf, goal, figures: nobody moves then) is zoomed toward the goal
instead of painted anew at each size; the penalty's own size is built ahead, a piece a frame, while
the beat holds still. Real pixels."""

from __future__ import annotations

import pygame

_source: dict[str, tuple[object, pygame.Surface]] = {}


def kept_source(key: object) -> pygame.Surface | None:
    """The scene's picture kept for `key` (a stage and its window), if it is the one kept."""
    kept = _source.get("scene")
    return kept[1] if kept is not None and kept[0] == key else None


def keep_source(key: object, picture: pygame.Surface) -> pygame.Surface:
    """Keep `picture` (the scene as the morph starts) for `key`, in place of any other."""
    _source["scene"] = (key, picture)
    return picture


def zoom_source(
    rect0: pygame.Rect, mouth0: pygame.Rect, rect: pygame.Rect, mouth: pygame.Rect
) -> tuple[pygame.Rect, pygame.Rect]:
    """Which part of a scene pictured at `rect0` (its goal at `mouth0`; the picture's own
    coordinates start at rect0's corner) shows in `rect` when its goal is zoomed onto `mouth`, and
    where that part lands (inside `rect`)."""
    s = mouth.h / max(1, mouth0.h)
    src = pygame.Rect(
        round((rect.x - mouth.x) / s + mouth0.x),
        round((rect.y - mouth.y) / s + mouth0.y),
        round(rect.w / s),
        round(rect.h / s),
    ).clip(rect0)
    dest = pygame.Rect(
        round((src.x - mouth0.x) * s + mouth.x),
        round((src.y - mouth0.y) * s + mouth.y),
        round(src.w * s),
        round(src.h * s),
    )
    return src.move(-rect0.x, -rect0.y), dest


def draw_zoomed(
    surface: pygame.Surface,
    picture: pygame.Surface,
    rect0: pygame.Rect,
    mouth0: pygame.Rect,
    rect: pygame.Rect,
    mouth: pygame.Rect,
) -> None:
    """The scene pictured at `rect0` zoomed so that its goal fills `mouth`, shown in `rect`."""
    src, dest = zoom_source(rect0, mouth0, rect, mouth)
    if src.w < 1 or src.h < 1 or dest.w < 1 or dest.h < 1:
        return
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    surface.blit(pygame.transform.scale(picture.subsurface(src), dest.size), dest)
    surface.set_clip(clip)


__all__ = ["draw_zoomed", "keep_source", "kept_source", "zoom_source"]
