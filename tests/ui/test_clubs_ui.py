"""Two clubs, not two colours (issue #38 point 2): each coach picks a club at New match, the
crests and kits show on the table, the cards and the stage, and online each coach shows its own."""

from __future__ import annotations

import pygame

from game.clubs import CLUBS, IDS, club, match_kits
from game.net.client import GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink
from game.ui.art import kits
from game.ui.art.card_figures import figure
from game.ui.art.cardart import player_card
from game.ui.art.club_crest import club_crest
from game.ui.control.controller import MatchConfig
from game.ui.control.online_controller import HostController
from game.ui.menus import match_setup as setup
from game.ui.scenes.menus.menus import NewMatchScene
from game.ui.scenes.online.online import host_key, start_online
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.helpers import distinct_colors, new_app
from tests.ui.test_online_ui import frame, until


def new_match(size: tuple[int, int] = (1280, 720)) -> tuple[App, Driver, NewMatchScene]:
    app = App(headless=True, sound=False, size=size)
    d = Driver(app)
    app.stack.push(NewMatchScene(app, seed=4))
    return app, d, app.stack.top  # type: ignore[return-value]


def test_each_coach_picks_a_club_never_the_same_as_the_other() -> None:
    _app, d, scene = new_match()
    home, away = scene.clubs
    assert home != away
    following = [i for i in IDS[IDS.index(home) + 1 :] + IDS[: IDS.index(home)] if i != away]
    d.key(pygame.K_5)  # the home club's row: its key picks the next club, as 4 changes the tie-break
    assert scene.menu.focus == 4 and scene.clubs[0] == following[0]
    d.key(pygame.K_RIGHT)
    assert scene.clubs[0] == following[1]
    d.key(pygame.K_LEFT)
    assert scene.clubs[0] == following[0]
    for _ in range(len(IDS) * 2):  # round and round: the away side's club is skipped
        d.key(pygame.K_RIGHT)
        assert scene.clubs[0] != scene.clubs[1]
    d.key(pygame.K_6)
    before = scene.clubs[1]
    d.key(pygame.K_LEFT)
    assert scene.clubs[1] != before and scene.clubs[1] != scene.clubs[0]


def test_a_click_on_a_clubs_arrow_changes_it_and_the_picker_is_drawn() -> None:
    app, d, scene = new_match((1920, 1080))
    lay = setup.layout()
    prev, nxt = setup.club_arrows(lay.clubs[1])
    first = scene.clubs[1]
    d.click(nxt.center)
    assert scene.clubs[1] != first and scene.menu.focus == 5
    d.click(prev.center)
    assert scene.clubs[1] == first
    app.stack.top.draw(app.screen)
    for picker in lay.clubs:
        assert distinct_colors(app.screen, picker, step=3) > 12


def test_the_chosen_clubs_start_the_match_and_are_the_next_defaults() -> None:
    app, d = new_app()
    d.key(pygame.K_RETURN)  # New match
    scene = app.stack.top
    assert isinstance(scene, NewMatchScene)
    scene.clubs = ["foxhollow", "riverside"]
    config = scene.config()
    assert config.clubs == ("foxhollow", "riverside")
    d.key(pygame.K_7)  # Start match
    assert (app.settings.home_club, app.settings.away_club) == ("foxhollow", "riverside")
    assert kits.clubs() == ("foxhollow", "riverside")
    again = NewMatchScene(app, seed=99)
    assert again.clubs == ["foxhollow", "riverside"]


def test_the_computer_gets_a_club_of_its_own_from_the_seed_when_the_last_one_is_taken() -> None:
    app = App(headless=True, sound=False)
    app.change_settings(app.settings.with_(home_club="eastport", away_club="eastport"))
    a, b = NewMatchScene(app, seed=12), NewMatchScene(app, seed=12)
    assert a.clubs[0] == "eastport" and a.clubs[1] != "eastport" and a.clubs == b.clubs


def test_every_crest_is_drawn_and_each_differs() -> None:
    App(headless=True, sound=False)
    seen = set()
    for c in CLUBS:
        for h in (24, 60, 140):
            img = club_crest(c.id, h)
            assert img.get_height() == h and img.get_bounding_rect().h > h * 0.8
        seen.add(pygame.image.tobytes(club_crest(c.id, 60), "RGBA"))
    assert len(seen) == len(CLUBS)


def test_the_footballers_on_the_cards_wear_their_clubs_kit() -> None:
    App(headless=True, sound=False)
    own = figure("CF_STRIKER", 90, 150)
    purple = figure("CF_STRIKER", 90, 150, kit=club("kingsbridge").home)
    yellow = figure("CF_STRIKER", 90, 150, kit=club("sunvale").home)
    raw = {pygame.image.tobytes(s, "RGBA") for s in (own, purple, yellow)}
    assert len(raw) == 3

    def has(surface: pygame.Surface, colour: tuple[int, int, int]) -> bool:
        w, h = surface.get_size()
        return any(surface.get_at((x, y))[:3] == colour for x in range(w) for y in range(h))

    assert has(purple, club("kingsbridge").home.shirt) and not has(own, club("kingsbridge").home.shirt)
    kit = match_kits("harbour", "northgate")[0]
    assert player_card("CF_STRIKER", kit=kit) is not player_card("CF_STRIKER")


def test_online_the_host_shows_the_guests_own_club(app: App) -> None:
    link = HostLink(port=0, bind="127.0.0.1", keep_code=True, key=host_key())
    config = MatchConfig("online", 0, "random", "shootout", 30051, ("harbour", "sunvale"))
    ctrl = HostController(config, link, "Ann")
    start_online(app, ctrl)
    table = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob", club="kingsbridge"))
    try:
        until(lambda: table.view is not None, lambda: (frame(app), table.poll()))
        until(lambda: kits.clubs() == ("harbour", "kingsbridge"), lambda: frame(app))
        assert ctrl.config.clubs == ("harbour", "kingsbridge")
        assert table.host_club == "harbour"  # and the guest hears the host's own
    finally:
        table.link.close()
        ctrl.close()
