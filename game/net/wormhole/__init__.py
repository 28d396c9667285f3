"""Internet play without router setup, over the real magic-wormhole servers (issue #40, part 2).

`mailbox` speaks the mailbox (rendezvous) server's JSON-over-websocket protocol; `keys` runs SPAKE2
over the code and derives the phase and transit keys; `transit` connects the two computers directly or
through the transit relay and carries encrypted records. `game.net.internet` runs the match's own
messages over that channel. Nothing here knows pygame."""
