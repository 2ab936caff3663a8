"""What every spelbord game shares: states, secret steps, windows, options, records."""
from .errors import IllegalAction, InvalidOptions
from .game import Game
from .options import Option
from .registry import games, load, replay
from .secret import SecretStep
from .state import Action, Event, State, visible_events
from .window import ResponseWindow

__all__ = ["IllegalAction", "InvalidOptions", "Game", "Option", "games", "load", "replay",
           "SecretStep", "Action", "Event", "State", "visible_events", "ResponseWindow"]
