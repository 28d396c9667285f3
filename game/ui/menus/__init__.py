"""How the menus look: their boards, glass and buttons (menu_style, with the stadium backdrop behind
every menu screen) and the new-match picker (match_setup). May import the art, widgets and
look; never a scene (scenes open menus, not the other way round)."""
