"""Title and new-match scenes."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game import i18n
from game.clubs import IDS, other_club
from game.i18n import N_, _
from game.ui.art import kits, light, stadium
from game.ui.art.club_ink import picked_inks
from game.ui.art.crest import crest, shadow_text, wordmark
from game.ui.control.agents import agent_names
from game.ui.control.controller import MatchConfig
from game.ui.look import bindings
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.menus import match_setup as setup
from game.ui.menus.match_setup import MODES
from game.ui.menus.menu_style import draw_backdrop, draw_board, draw_menu, glass_rect
from game.ui.stage.moods import MENU, TITLE
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import Button, Menu
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.widgets.springs import Springs
from game.ui.window.scene import Host, Scene
from game.ui.words.card_text import side_name
from game.ui.words.club_words import club_name

MODE_LABELS = {
    "hotseat": N_("hot-seat (two coaches)"),
    "computer": N_("vs computer"),
    "watch": N_("computer vs computer"),
}
PLAIN_LEVELS = ("easy", "normal", "hard")  # the levels every newcomer sees; the rest wait behind More options
AGENT_LABELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("Random moves")}


def begin_guided(app: Host) -> None:
    """Start the guided first match (the title's entry, and the first start's)."""
    from game.ui.scenes.menus.launch import start_guided

    start_guided(app)


def confirm_replacing(app: Host, start: Callable[[], object]) -> None:
    """Run `start` (a new match replaces the autosave), asking first if a match is in progress."""
    from game import storage
    from game.ui.scenes.overlays.overlays import ConfirmDialog

    if not storage.autosave_path().exists():
        start()
        return
    ask = ConfirmDialog(
        app,
        _("Replace the match in progress?"),
        _("The saved match will be lost: Continue on the title screen will no longer resume it."),
        _("Yes, start a new match"),
        _("No, keep it"),
        start,
    )
    app.stack.push(ask)


TITLE_HORIZON = 432  # the far touchline on the title, in stage units
BOARD_W, ROW_H, ROW_GAP, BOARD_PAD = 440, 46, 8, 22


def title_board(rows: int) -> pygame.Rect:
    """The scoreboard holding the title's `rows` menu rows, right of the crest."""
    h = rows * ROW_H + (rows - 1) * ROW_GAP + 2 * BOARD_PAD
    return M.rect(1210 - BOARD_W - 20, max(96, 392 - h // 2), BOARD_W, h)


class TitleScene(Scene):
    sound_mood = TITLE

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        from game.ui.scenes.menus.launch import read_resume

        self.resumable, notice = read_resume()
        if notice:
            self.app.notify(notice, 8.0)
        self.menu = Menu()
        self.springs = Springs()
        self.clock = 0.0
        self._painted: tuple[object, pygame.Surface, list[pygame.Rect]] | None = None
        self._build()

    def _build(self) -> None:
        """The title menu (again after the language changed); Continue only with a good autosave."""
        from game.i18n import _
        from game.ui.scenes.menus.launch import resume, start_guided
        from game.ui.scenes.menus.settings_scene import SettingsScene
        from game.ui.scenes.replays.replays import ReplayBrowser
        from game.ui.scenes.rules.rules_help import RulesHelpScene

        buttons = []
        what = self.resumable
        if what is not None:
            buttons.append(Button(_("Continue"), lambda: resume(self.app, what), hint=_("the match in progress")))
        buttons += [
            Button(_("New match"), lambda: self.app.stack.push(NewMatchScene(self.app))),
            Button(
                _("Guided first match"),
                lambda: confirm_replacing(self.app, lambda: start_guided(self.app)),
                hint=_("learn by playing"),
            ),
            Button(_("Replays"), lambda: self.app.stack.push(ReplayBrowser(self.app))),
            Button(_("Play online"), self._online, hint=_("a friend on another computer")),
            Button(_("Rules"), lambda: self.app.stack.push(RulesHelpScene(self.app))),
            Button(_("Settings"), lambda: self.app.stack.push(SettingsScene(self.app))),
            Button(_("Quit"), self.app.quit),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        self.menu.first = 0 if what is not None else 1  # Continue is 0: New match stays 1, Guided 2...
        glass = glass_rect(title_board(len(buttons)))
        pad = px(BOARD_PAD) - (title_board(len(buttons)).h - glass.h) // 2
        self.menu.layout_column(glass.x + pad, glass.y + pad, glass.w - 2 * pad, px(ROW_H), px(ROW_GAP))

    def resume(self) -> None:
        self._build()  # the language may have changed in the settings

    def _online(self) -> None:
        from game.ui.window import scene_table

        self.app.stack.push(scene_table.part("online")(self.app))

    def update(self, dt: float) -> None:
        self.clock += dt
        self.springs.update(dt, self.menu)

    def animating(self) -> bool:
        return self.springs.moving()

    def ambient_interval(self) -> float | None:
        return 1 / stadium.AMBIENT_FPS

    def ambient_rects(self) -> list[pygame.Rect]:
        """The stadium's lamps, flags and this and the last ticks' flashes."""
        geometry = stadium.still(M.size(), M.pos(0, TITLE_HORIZON)[1])[1]
        tick = int(self.clock * stadium.AMBIENT_FPS)
        return stadium.ambient_rects(geometry, [tick - 2, tick - 1, tick])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.ui.scenes.overlays.overlays import ConfirmDialog

            ask = ConfirmDialog(
                self.app,
                _("Quit the game?"),
                _("Your settings are kept; a match in progress stays saved for Continue."),
                _("Yes, quit"),
                _("No, stay"),
                self.app.quit,
            )
            self.app.stack.push(ask)
            return True
        return self.menu.handle_event(event)

    def _still(self) -> tuple[pygame.Surface, list[pygame.Rect]]:
        """Everything on the title that does not move, painted once per size, language and menu
        length; and the rects the ambient motion must stay out of (it would draw over them)."""
        key = (M.size(), i18n.language(), len(self.menu.buttons))
        if self._painted is None or self._painted[0] != key:
            horizon = M.pos(0, TITLE_HORIZON)[1]
            surface = stadium.still(M.size(), horizon)[0].copy()
            centre_x = M.pos(372, 0)[0]
            crest_img = crest(px(236))
            crest_rect = crest_img.get_rect(midtop=(centre_x, M.pos(0, 28)[1]))
            shade = light.shade(px(780), px(420))
            surface.blit(shade, shade.get_rect(center=(centre_x, M.pos(0, 400)[1])), special_flags=pygame.BLEND_SUB)
            surface.blit(crest_img, crest_rect)
            mark, glow = wordmark(px(170))
            mark_rect = mark.get_rect(midtop=(centre_x, crest_rect.bottom - px(6)))
            surface.blit(glow, mark_rect, special_flags=pygame.BLEND_ADD)
            surface.blit(mark, mark_rect)
            tagline = _("a football tactics card game for two coaches")
            at = (centre_x, mark_rect.bottom + px(4))
            text = shadow_text(surface, tagline, at, 19, TEXT, False, "midtop", px(620))
            board = title_board(len(self.menu.buttons))
            draw_board(surface, board, legs_to=M.height())
            hint = _("arrows + Enter, number keys or the mouse · Esc: quit · {fullscreen} fullscreen · {mute} mute")
            hint = hint.format(fullscreen=bindings.name("fullscreen"), mute=bindings.name("mute"))
            shadow_text(surface, hint, (M.width() // 2, M.height() - px(16)), 14, DIM)
            if pygame.display.get_surface() is not None:
                surface = surface.convert()
            self._painted = (key, surface, [crest_rect, mark_rect, text, board.inflate(px(8), px(8))])
        return self._painted[1], self._painted[2]

    def draw(self, surface: pygame.Surface) -> None:
        still, covered = self._still()
        surface.blit(still, (0, 0))
        geometry = stadium.still(M.size(), M.pos(0, TITLE_HORIZON)[1])[1]
        calm = self.app.settings.reduce_motion
        stadium.ambient(surface, geometry, int(self.clock * stadium.AMBIENT_FPS), covered, calm)
        draw_menu(surface, self.menu, self.springs, 22)


class NewMatchScene(Scene):
    """The match-setup card: mode tiles, the side, the computer's level, the tie-break, each side's
    club, a big start button. Keys 1-8 pick the rows (1 changes the mode, 7 starts); Left/Right change
    the focused row's choice; a click on a tile, a segment or a club's arrow picks it."""

    sound_mood = MENU

    def __init__(self, app: Host, seed: int | None = None) -> None:
        super().__init__(app)
        self.mode = app.settings.match_mode if app.settings.match_mode in MODES else "hotseat"
        self.side = 0
        names = agent_names()
        self.all_agents = names
        level = app.settings.computer_level
        self.agent = level if level in names else ("normal" if "normal" in names else names[0])
        self.more = self.agent not in PLAIN_LEVELS  # a remembered Random level opens the fold
        self.tiebreak = app.settings.tiebreak
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)
        home = app.settings.home_club
        self.clubs = [home, other_club(home, self.seed, app.settings.away_club)]
        self.menu = Menu()
        self.springs = Springs()  # the rows' lift (Start, Back)
        self.targets = Springs()  # the tiles' and segments' lift under the mouse
        self.hover_target: tuple[str, int] | None = None
        self._build()

    @property
    def agents(self) -> list[str]:
        """The levels the level row offers: Easy, Normal, Hard; the others with More options open."""
        return [a for a in self.all_agents if a in PLAIN_LEVELS or self.more or a == self.agent]

    def _toggle_more(self) -> None:
        self.more = not self.more
        self._build()

    def _build(self) -> None:
        computer = self.mode != "hotseat"
        side = side_name(self.side)
        tiebreak = _("penalty shoot-out") if self.tiebreak == "shootout" else _("draw")
        buttons = [
            Button(_("Mode: {mode}").format(mode=_(MODE_LABELS[self.mode])), self._cycle_mode, hint=_("Enter: change")),
            Button(
                (_("You play: {side}") if self.mode == "computer" else _("You watch: {side}")).format(side=side),
                self._cycle_side,
                enabled=computer,
                hint=_("HOME starts"),
            ),
            Button(
                _("Computer: {level}").format(level=_(AGENT_LABELS.get(self.agent, self.agent))),
                self._cycle_agent,
                enabled=computer,
            ),
            Button(_("Tie-break: {rule}").format(rule=tiebreak), self._cycle_tiebreak),
            *(self._club_button(s) for s in (0, 1)),
            Button(_("Start match"), self._start),
            Button(_("Back"), lambda: self.app.stack.pop(self)),
            Button(_("Fewer options") if self.more else _("More options"), self._toggle_more),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        lay = setup.layout()
        rects = (lay.strip, *lay.rows, *lay.clubs, lay.start, lay.back, lay.more)
        for b, rect in zip(buttons, rects, strict=True):
            b.rect = rect

    def _club_button(self, side: int) -> Button:
        label = _("{side} club: {club}").format(side=side_name(side), club=club_name(self.clubs[side], side))
        return Button(label, lambda: self._step_club(side, 1), hint=_("Enter: change"))

    def _step_club(self, side: int, step: int) -> None:
        """The next (or previous) club for `side`, never the other side's."""
        i = IDS.index(self.clubs[side])
        while True:
            i = (i + step) % len(IDS)
            if IDS[i] != self.clubs[1 - side]:
                break
        self.clubs[side] = IDS[i]
        self._build()

    def _choices(self) -> list[tuple[str, list[str], int, Callable[[int], None]]]:
        """The three segmented rows: caption, option labels, the chosen one, how to choose."""
        sides = _("You play: {side}") if self.mode == "computer" else _("You watch: {side}")
        rules = ("shootout", "draw")
        return [
            ("", [sides.format(side=side_name(s)) for s in (0, 1)], self.side, self._set("side", (0, 1))),
            (
                _("Computer level"),
                [_(AGENT_LABELS.get(a, a)) for a in self.agents],
                self.agents.index(self.agent),
                self._set("agent", tuple(self.agents)),
            ),
            (
                _("Tie-break"),
                [_("penalty shoot-out"), _("draw")],
                rules.index(self.tiebreak),
                self._set("tiebreak", rules),
            ),
        ]

    def _set(self, name: str, values: tuple[object, ...]) -> Callable[[int], None]:
        def choose(i: int) -> None:
            setattr(self, name, values[i % len(values)])
            self._build()

        return choose

    def _cycle_mode(self) -> None:
        self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
        self._build()

    def _cycle_side(self) -> None:
        self.side = 1 - self.side
        self._build()

    def _cycle_agent(self) -> None:
        self.agent = self.agents[(self.agents.index(self.agent) + 1) % len(self.agents)]
        self._build()

    def _cycle_tiebreak(self) -> None:
        self.tiebreak = "draw" if self.tiebreak == "shootout" else "shootout"
        self._build()

    def config(self) -> MatchConfig:
        return MatchConfig(self.mode, self.side, self.agent, self.tiebreak, self.seed, (self.clubs[0], self.clubs[1]))

    def _start(self) -> None:
        from game.ui.scenes.menus.launch import start_match

        def start() -> None:
            chosen = {
                "match_mode": self.mode,
                "computer_level": self.agent,
                "tiebreak": self.tiebreak,
                "home_club": self.clubs[0],
                "away_club": self.clubs[1],
            }
            self.app.change_settings(self.app.settings.with_(**chosen))  # the next New match starts here
            start_match(self.app, self.config())

        confirm_replacing(self.app, start)

    def _target_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """The tile, segment or club arrow under `pos`: ("tile", i), ("row<r>", i) or ("club<side>", -1|1)."""
        lay = setup.layout()
        for i, tile in enumerate(lay.tiles):
            if tile.collidepoint(pos):
                return ("tile", i)
        for side, picker in enumerate(lay.clubs):
            prev = setup.club_arrows(picker)[0]
            if prev.collidepoint(pos):
                return (f"club{side}", -1)
            if picker.collidepoint(pos):
                return (f"club{side}", 1)
        for r, (row, (caption, options, _k, _f)) in enumerate(zip(lay.rows, self._choices(), strict=True)):
            if self.menu.buttons[r + 1].enabled:
                for i, seg in enumerate(setup.segments(row, lay.caption_w if caption else 0, len(options))):
                    if seg.collidepoint(pos):
                        return (f"row{r}", i)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop(self)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.menu.focus < 6:
            step = 1 if event.key == pygame.K_RIGHT else -1
            if self.menu.focus in (4, 5):
                self._step_club(self.menu.focus - 4, step)
            elif self.menu.focus == 0:
                self.mode = MODES[(MODES.index(self.mode) + step) % len(MODES)]
                self._build()
            elif self.menu.buttons[self.menu.focus].enabled:
                _c, options, chosen, choose = self._choices()[self.menu.focus - 1]
                choose((chosen + step) % len(options))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_target = self._target_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self._target_at(event.pos)
            if target is not None:
                kind, i = target
                if kind == "tile":
                    self.mode = MODES[i]
                    self.menu.focus = 0
                    self._build()
                elif kind.startswith("club"):
                    side = int(kind[4:])
                    self.menu.focus = 4 + side
                    self._step_club(side, i)
                else:
                    row = int(kind[3:])
                    self.menu.focus = row + 1
                    self._choices()[row][3](i)
                return True
        return self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.springs.update(dt, self.menu)
        keys: list[object] = [("tile", i) for i in range(3)]
        keys += [(f"row{r}", i) for r, c in enumerate(self._choices()) for i in range(len(c[1]))]
        keys += [(f"club{side}", step) for side in (0, 1) for step in (-1, 1)]
        lit: set[object] = {self.hover_target} if self.hover_target is not None else set()
        self.targets.update_keys(dt, keys, lit)

    def animating(self) -> bool:
        return self.springs.moving() or self.targets.moving()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        lay = setup.layout()
        shadow_text(surface, _("New match"), M.pos(640, 54), 40, GOLD, True)
        draw_board(surface, lay.board)
        focus = self.menu.focus
        for i, (tile, mode) in enumerate(zip(lay.tiles, MODES, strict=True)):
            lift = self.targets.lift(("tile", i))
            worn = kits.wear(self.clubs[0], self.clubs[1])
            colours = (worn[0].shirt, worn[1].shirt)
            setup.draw_tile(surface, tile, mode, _(MODE_LABELS[mode]), mode == self.mode, lift, colours)
        for r, (row, (caption, options, chosen, _f)) in enumerate(zip(lay.rows, self._choices(), strict=True)):
            enabled = self.menu.buttons[r + 1].enabled
            lifts = [self.targets.lift((f"row{r}", i)) for i in range(len(options))]
            setup.draw_choices(
                surface, row, lay.caption_w if caption else 0, caption, options, chosen, enabled, focus == r + 1, lifts
            )
        for side, picker in enumerate(lay.clubs):
            arrows = (self.targets.lift((f"club{side}", -1)), self.targets.lift((f"club{side}", 1)))
            caption = _("{side} club").format(side=side_name(side))
            if self.mode == "watch" or (self.mode == "computer" and side != self.side):
                caption = _("{side} · the computer").format(side=side_name(side))
            name = club_name(self.clubs[side], side)
            colour = picked_inks(self.clubs[0], self.clubs[1])[side]
            setup.draw_club_picker(
                surface, picker, caption, colour, (self.clubs[0], self.clubs[1]), side, name, focus == 4 + side, arrows
            )
        for i, b in enumerate(self.menu.buttons[:6]):
            centre = (lay.numbers_x, b.rect.centery) if i < 4 else (b.rect.x + px(22), b.rect.centery)
            setup.number_cell(surface, centre, i + 1, b.enabled, focus == i)
        setup.draw_start(surface, lay.start, self.menu.buttons[6].label, focus == 6, self.springs.lift(6))
        setup.draw_plain(surface, lay.back, self.menu.buttons[7].label, focus == 7, self.springs.lift(7))
        setup.number_cell(surface, (lay.start.x + px(30), lay.start.centery), 7, True)
        setup.number_cell(surface, (lay.back.x + px(24), lay.back.centery), 8, True)
        setup.draw_fold(surface, lay.more, self.menu.buttons[8].label, self.more, focus == 8, self.springs.lift(8))
        if self.more:
            seed = _("match seed {seed}").format(seed=self.seed)
            shadow_text(surface, seed, (lay.board.centerx, lay.board.bottom + px(16)), 14, DIM)
        draw_key_hint(surface, _(KH.NEW_MATCH))
