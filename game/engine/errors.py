"""The one error type for an illegal action."""

from __future__ import annotations

from collections.abc import Mapping


def N_(message: str) -> str:
    """Marks an English template for translation catalogs; translation happens in the UI."""
    return message


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state was left unchanged.

    `rule` is the RULES.md id it breaks and the message starts with it, e.g.
    "R2.4: a front-line card must touch a placed card". `template` and `params` let a
    translated interface say the same in the player's language (`card`, `out` and `into`
    params are card ids)."""

    def __init__(self, rule: str, template: str, params: Mapping[str, object] | None = None) -> None:
        self.rule = rule
        self.template = template
        self.params = dict(params or {})
        self.reason = template.format(**self.params)
        super().__init__(f"{rule}: {self.reason}")
