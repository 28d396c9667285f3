"""Starting and resuming matches in the window: a new match (autosaved after every action), the
"Continue" of the title screen (the autosave, behind the pass screen when a hot-seat decision is
secret) and the guided first match."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game import storage
from game.engine.state import State
from game.i18n import _
from game.ui.control.controller import MatchConfig
from game.ui.window.scene import Host
from game.ui.window.session import Session


def guided_seed() -> int:
    """The guided first match deals the tutorial script's cards."""
    from game.ai.scripted import load_script

    return load_script().seed


GUIDED_SEED = guided_seed()


@dataclass(frozen=True)
class Resumable:
    state: State
    config: MatchConfig
    viewer: int | None
    guided: bool
    lesson: tuple[int, str | None] = (0, None)  # guided: the tutorial's next step and the note on screen


def read_resume() -> tuple[Resumable | None, str | None]:
    """The autosaved match if it can be resumed, and a notice when a damaged one was moved aside."""
    resume = storage.read_autosave()
    if resume.state is None:
        return None, resume.notice
    try:
        config = MatchConfig.from_meta(resume.meta)
        if resume.state.is_terminal():
            raise ValueError(_("the match is already over"))
        if resume.state.game.seed != config.seed:
            raise ValueError(_("the match does not match its settings"))
    except ValueError as exc:
        where = ""
        try:
            where = " " + _("It was kept as {name}.").format(name=storage.move_aside(storage.autosave_path()).name)
        except OSError:
            pass
        return None, _("The saved match cannot be resumed: {reason}.").format(reason=exc) + where
    viewer = resume.meta.get("viewer")
    guided = bool(resume.meta.get("guided"))
    return Resumable(
        resume.state, config, viewer if viewer in (0, 1) else None, guided, tutorial_point(resume.meta)
    ), None


def tutorial_point(meta: dict[str, Any]) -> tuple[int, str | None]:
    """Where the guided match's lessons were saved: the next script step (-1: over) and the note shown."""
    from game.ui.tutorial.resume import saved_point

    return saved_point(meta)


def start_match(
    app: Host,
    config: MatchConfig,
    state: State | None = None,
    viewer: int | None = None,
    guided: bool = False,
    persist: bool = True,
    lesson: tuple[int, str | None] = (0, None),
) -> Session:
    """Clear the stack and show the match (a new one, or `state` resumed); `guided`: with the
    tutorial's scripted opponent and the guide, from `lesson` (its next step, the note on screen)."""
    from game.ui.scenes.overlays.overlays import PassScreen
    from game.ui.tutorial.guide import Guide
    from game.ui.window.scene_table import scene_for_phase

    extra: dict[str, Any] = {"guided": True} if guided else {}
    app.huds[:] = [h for h in app.huds if not isinstance(h, Guide)]
    session = Session(config, app.sounds, state, persist=persist, extra=extra)
    app.closers.append(session.close)
    ctrl = session.controller
    if guided and lesson[0] >= 0:
        from game.ai.scripted import ScriptedAgent

        side = 1 - config.human_side
        ctrl.agents[side] = ScriptedAgent(config.seed * 2 + 1 + side)
    if viewer is not None and ctrl.hotseat:
        ctrl.viewer = viewer
        if persist:
            ctrl.autosave()
    app.stack.clear()
    app.stack.push(scene_for_phase(ctrl.phase)(app, session))
    if state is not None and ctrl.hotseat:
        # resuming a hot-seat match: whoever sits at the screen must not see a secret decision
        ctrl.shared = True
        if ctrl.decider in (0, 1) and ctrl.secret(ctrl.decider):
            app.stack.push(PassScreen(app, session))
    if guided and lesson[0] >= 0:
        app.huds.append(Guide(app, session, *lesson))
    return session


def resume(app: Host, what: Resumable) -> Session | None:
    if what.config.mode == "online":  # host it again: the guest rejoins with the same code
        from game.ui.window import scene_table

        scene_table.part("resume_hosting")(app, what.state, what.config)
        return None
    if not what.guided:
        return start_match(app, what.config, what.state, what.viewer)
    from game.ui.tutorial.resume import META_NOTE, META_STEP, lesson_point

    point = lesson_point(what.state, {META_STEP: what.lesson[0], META_NOTE: what.lesson[1]})
    config = what.config if point.state is what.state else replace(what.config, seed=point.state.game.seed)
    session = start_match(app, config, point.state, what.viewer, True, lesson=(point.step, point.note))
    if point.notice:
        app.notify(point.notice, 8.0)
    return session


def start_guided(app: Host) -> Session:
    """The guided first match: the tutorial script's seed and scripted opponent (Easy once the
    lessons are over), the guide from the first lesson."""
    from game.ai.scripted import load_script

    human = load_script().human
    return start_match(app, MatchConfig("computer", human, "easy", "shootout", GUIDED_SEED), guided=True)
