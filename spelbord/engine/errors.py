"""The two errors a user of the engine meets."""


class IllegalAction(Exception):
    """An action that is not legal now; the state is unchanged.

    ``str(error)`` is a reason a person understands, e.g.
    ``"seat 2 cannot act now: waiting for seats 0, 1"``.
    """


class InvalidOptions(ValueError):
    """A game's options dict has an unknown key or an invalid value."""
