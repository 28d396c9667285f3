"""The match review: the win-chance chart (review_chart) and the review scene (review), which
grades a person's decisions against Hard's search from that coach's own view and opens the replay
at a moment. Opened by the full-time screen (result, above it) and by the replays (below it,
through the table of scenes). May import the replays, the rooms below them, game.ai.review and
the review's store and process."""
