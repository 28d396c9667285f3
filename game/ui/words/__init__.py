"""The words the window shows: names of sides, cards, icons and controls (card_text), the match's
narration (narrate) and its log entries' kinds (log_lines: a result, a heading), the rules'
sentences (rules_text), the computer levels' names (levels), the clubs' names (club_words), the
match review's options, grades and tips (review_words, from game.ai.review's data). Text only:
imports game.i18n, the engine's data and game.ui.look; never a widget or a scene."""
