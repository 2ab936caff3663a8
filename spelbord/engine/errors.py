"""The two errors a user of the engine meets."""


class IllegalAction(Exception):
    """An action that is not legal now; the state is unchanged.

    ``str(error)`` is a reason a person understands, e.g.
    ``"seat 2 cannot act now: waiting for seats 0, 1"``.
    """


class InvalidOptions(ValueError):
    """A game's options dict has an unknown key or an invalid value.

    A game may give the reason as a message of its catalogue with named
    placeholders, ``InvalidOptions(_("... {options}"), options="hidden")``, so the
    server can say it in the asker's language; ``str(error)`` is the English.
    """

    def __init__(self, message: str, **params):
        super().__init__(message.format(**params) if params else message)
        self.message, self.params = message, params
