"""What faces game.ai and game.net: the match controller (hot-seat, computer, watch), the online
controllers (host and guest), what each seat may see (privacy), the agents the window offers, and
the ready-made positions the tests and benchmarks start from. No drawing: imports game.ai,
game.net, the engine and game.ui.words only."""
