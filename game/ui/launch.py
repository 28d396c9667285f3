"""Starting and resuming matches in the window: a new match (autosaved after every action), the
"Continue" of the title screen (the autosave, behind the pass screen when a hot-seat decision is
secret) and the guided first match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import storage
from game.engine.state import State
from game.i18n import _
from game.ui.app import App
from game.ui.controller import PUBLIC_PHASES, MatchConfig
from game.ui.session import Session

GUIDED_SEED = 11  # the guided first match always deals the same cards


@dataclass(frozen=True)
class Resumable:
    state: State
    config: MatchConfig
    viewer: int | None
    guided: bool


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
    return Resumable(resume.state, config, viewer if viewer in (0, 1) else None, bool(resume.meta.get("guided"))), None


def start_match(
    app: App,
    config: MatchConfig,
    state: State | None = None,
    viewer: int | None = None,
    guided: bool = False,
    persist: bool = True,
) -> Session:
    """Clear the stack and show the match (a new one, or `state` resumed)."""
    from game.ui.guide import Guide
    from game.ui.scenes.flow import scene_for_phase
    from game.ui.scenes.overlays import PassScreen

    extra: dict[str, Any] = {"guided": True} if guided else {}
    app.huds[:] = [h for h in app.huds if not isinstance(h, Guide)]
    session = Session(config, app.sounds, state, persist=persist, extra=extra)
    app.closers.append(session.close)
    ctrl = session.controller
    if viewer is not None and ctrl.hotseat:
        ctrl.viewer = viewer
        if persist:
            ctrl.autosave()
    app.stack.clear()
    app.stack.push(scene_for_phase(ctrl.phase)(app, session))
    if state is not None and ctrl.hotseat and ctrl.phase not in PUBLIC_PHASES and ctrl.decider in (0, 1):
        # resuming a hot-seat match: whoever sits at the screen must not see a secret decision
        app.stack.push(PassScreen(app, session))
    if guided:
        app.huds.append(Guide(app, session))
    return session


def resume(app: App, what: Resumable) -> Session:
    return start_match(app, what.config, what.state, what.viewer, what.guided)


def start_guided(app: App) -> Session:
    """The guided first match: against the Easy computer, the same cards every time."""
    return start_match(app, MatchConfig("computer", 0, "easy", "shootout", GUIDED_SEED), guided=True)
