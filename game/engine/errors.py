"""The one error type for an illegal action."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state was left unchanged.

    `rule` is the RULES.md id it breaks; the message starts with it, e.g.
    "R2.4: a front-line card must touch a placed card"."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.reason = message
