"""The one error type for an illegal action, and a safe way to show any value in an error message."""

from __future__ import annotations

from collections.abc import Mapping


def short_repr(value: object, limit: int = 40) -> str:
    """A bounded, never-failing description of any value for an error message."""
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__ or an integer too long to print
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
