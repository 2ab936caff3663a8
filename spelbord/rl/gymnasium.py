"""Gymnasium: one seat learns, spelbord's bots play the other seats.

Importing this module registers ``spelbord/<game>-v0`` for every game::

    >>> import gymnasium
    >>> import spelbord.rl.gymnasium
    >>> env = gymnasium.make("spelbord/spionage-v0", players=2, opponents="random")
    >>> obs, info = env.reset(seed=1)
    >>> obs, reward, terminated, truncated, info = env.step(
    ...     env.action_space.sample(info["action_mask"]))

The learning seat sees only its own view (``state.view(seat)``, encoded by
:mod:`spelbord.rl.observation`). When it must act together with bots in a secret
simultaneous step it is asked first, and the bots pick after it (each from a
determinization of its own seat), so their picks never reach its observation.
docs/rl.md ("Gymnasium") documents rewards, illegal actions and the options.
"""
from __future__ import annotations

import copy
import random

import gymnasium
import numpy as np
from gymnasium import spaces

import spelbord
from spelbord.bots import RandomBot, ask, make_bot
from spelbord.engine import IllegalAction

from .common import action_at, board_text, legal_mask
from .observation import encoder_for
from .rewards import placing_rewards

ILLEGAL_ACTION_MODES = ("raise", "lose")


class SpelbordEnv(gymnasium.Env):
    """One seat of a spelbord game as a Gymnasium environment.

    ``opponents`` names the bot of every other seat (``spelbord.bots.make_bot``:
    "random", "heuristic", "easy", "normal", "hard", ...), one name for all or a
    list in seat order without the learner's seat. ``seat`` is the learning seat,
    or "random" for a new one drawn at every reset. ``max_steps`` caps the
    learner's actions in an episode (then ``truncated``). ``illegal_action``:
    "lose" (the default) ends the episode with reward -1, the game unchanged and
    the reason in ``info["illegal_action"]``, so that unmasked agents and Gymnasium's
    ``check_env`` (which steps with unmasked random actions) run; "raise" raises
    :class:`spelbord.IllegalAction` and changes nothing. ``info_view``: also put the
    learner's view (a JSON-ready dict) in every info as ``info["view"]``; off by
    default, since making it costs as much as the rest of a step (``env.unwrapped.view()``
    gives it any time).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, game: str, players: int | None = None, opponents="heuristic", seat=0,
                 options: dict | None = None, render_mode: str | None = None,
                 max_steps: int | None = None, illegal_action: str = "lose", lang: str = "en",
                 info_view: bool = False):
        self.game = spelbord.load(game)
        self.players = players or self.game.default_players or self.game.min_players
        probe = self.game.new_game(self.players, 0, options)  # checks the player count and options
        self.options = probe.options
        if seat != "random" and (isinstance(seat, bool) or seat not in range(self.players)):
            raise ValueError(f"seat must be 0..{self.players - 1} or 'random', not {seat!r}")
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}, not {illegal_action!r}")
        if max_steps is not None and (not isinstance(max_steps, int) or max_steps < 1):
            raise ValueError(f"max_steps must be a positive int or None, not {max_steps!r}")
        self.opponents = self._opponent_names(opponents)
        for name in set(self.opponents):
            make_bot(self.game, name, 0)  # an unknown bot fails here, not at reset
        self.seat_choice = seat
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.illegal_action = illegal_action
        self.lang = lang
        self.info_view = bool(info_view)
        self.encoder = encoder_for(probe)
        self.action_space = spaces.Discrete(self.game.num_actions(self.players))
        #: the engine's action of each index
        self.actions = tuple(self.game.action_from_index(i, self.players) for i in range(self.action_space.n))
        #: (state, its public moves, the learner's secret progress, mask as bytes) of the last observation
        self._observed = None
        self.observation_space = spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32)
        self.state = None
        self.seat = seat if seat != "random" else 0
        self._over = True

    def _opponent_names(self, opponents) -> list[str]:
        others = self.players - 1
        if isinstance(opponents, str):
            return [opponents] * others
        names = list(opponents)
        if len(names) != others or not all(isinstance(n, str) for n in names):
            raise ValueError(f"opponents is one bot name or a list of {others} names, not {opponents!r}")
        return names

    # ----- the Gymnasium API --------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """A new game. Everything it draws (the game's seed, the learning seat if
        "random", the bots' seeds) comes from ``seed``. ``options`` must be empty:
        the game's options are given to the constructor."""
        super().reset(seed=seed)
        if options:
            raise ValueError("reset takes no options; give the game's options to gymnasium.make")
        self.state = self.game.new_game(self.players, self._draw_seed(), self.options)
        self.seat = int(self.np_random.integers(self.players)) if self.seat_choice == "random" else self.seat_choice
        others = [s for s in range(self.players) if s != self.seat]
        self.bots = {s: make_bot(self.game, name, self._draw_seed()) for s, name in zip(others, self.opponents)}
        self.bot_rng = random.Random(self._draw_seed())
        self.steps = 0
        self._over = False
        self._play_bots()
        if self.state.is_over():
            raise RuntimeError(f"{self.game.name} ended before seat {self.seat} could act")
        return self._observe()

    def step(self, action):
        if self.state is None or self._over:
            raise RuntimeError("the episode is over (or has not begun): call reset()")
        chosen = self._legal_action(action)
        if chosen is None:
            self._over = True
            observation, info = self._observe()
            return observation, -1.0, True, False, {**info, "illegal_action": True}
        self.state.apply_trusted(self.seat, chosen)  # _legal_action found it among the legal actions
        self.steps += 1
        self._play_bots()
        reward, terminated, truncated = 0.0, False, False
        outcome = self.state.outcome()
        if outcome is not None:
            reward = placing_rewards(outcome, self.players)[self.seat]
            terminated = True
        elif self.max_steps is not None and self.steps >= self.max_steps:
            truncated = True
        self._over = terminated or truncated
        observation, info = self._observe(outcome)
        return observation, reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        """True for every action the learning seat may take now (for MaskablePPO)."""
        if self.state is None or self._over:
            return np.zeros(self.action_space.n, dtype=bool)
        return legal_mask(self.state, self.seat).astype(bool)

    def view(self) -> dict:
        """The learning seat's view as a JSON-ready dict (``state.view(seat)``): everything
        it may know now, and nothing more; made afresh, so it is the caller's."""
        if self.state is None:
            raise RuntimeError("the episode has not begun: call reset()")
        return self.state.view(self.seat)

    def render(self):
        """The learning seat's board as the terminal draws it (``render_mode="ansi"``);
        ``None`` in any other mode (Stable-Baselines3's ``make_vec_env`` asks for
        "rgb_array", which Gymnasium's ``make`` lets through with a warning)."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        return board_text(self.game, self.state.view(self.seat), self.lang, colour=True)

    # ----- inside -------------------------------------------------------------
    def _draw_seed(self) -> int:
        return int(self.np_random.integers(2**63))

    def _play_bots(self) -> None:
        """Let the bots act until the learning seat may act or the game is over;
        a learner asked at once with bots goes first."""
        state = self.state
        while True:
            actors = state.actors()  # none once the game is over
            if not actors or self.seat in actors:
                return
            bot_seat = actors[0]
            bot = self.bots[bot_seat]
            if type(bot) is RandomBot:  # its pick is one of the seat's legal actions, which hide nothing
                state.apply_trusted(bot_seat, bot.choose(state, bot_seat))
            else:  # checked: a bot that reads the state is given one its seat cannot tell from this
                state.apply(bot_seat, ask(bot, state, bot_seat, self.bot_rng))

    def _legal_action(self, action):
        """The action of index ``action`` if the learner may take it now; else raise,
        or ``None`` where an illegal action loses."""
        state, seen = self.state, self._observed
        if (type(action) is int and seen is not None and seen[0] is state and 0 <= action < len(self.actions)
                and seen[1] == state.public_moves and seen[2] == state.secret_progress(self.seat) and seen[3][action]):
            return self.actions[action]  # the mask of this very position allows it
        chosen = action_at(self.game, self.players, action)
        if chosen is not None and chosen in state.legal_actions(self.seat):
            return chosen
        if self.illegal_action == "lose":
            return None
        raise IllegalAction(
            f"action {action!r} is not legal for seat {self.seat} now"
            + (f" ({self.game.describe_action(chosen, self.lang, self.state)})" if chosen else "")
            + ": take one marked True in env.action_masks() (info['action_mask']), or make the env"
              " with illegal_action='lose' to end the episode with reward -1 instead")

    def _observe(self, outcome=False) -> tuple[np.ndarray, dict]:
        """The learner's observation and info, the caller's to keep (no game's view holds
        anything of its state, so the view is not copied). Without ``info_view`` the
        observation is read from the state, no view made. ``outcome``: the state's,
        if the caller has it (``False``: not asked yet)."""
        state = self.state
        mask = np.zeros(self.action_space.n, np.int8) if self._over else legal_mask(state, self.seat)
        self._observed = (state, state.public_moves, state.secret_progress(self.seat), mask.tobytes())
        info = {"action_mask": mask, "seat": self.seat}
        if self.info_view:
            view = info["view"] = self.state.view(self.seat)
            observation = self.encoder.encode(view)
        else:
            observation = self.encoder.encode_state(self.state, self.seat)
        if outcome is False:
            outcome = state.outcome()
        if outcome is not None:
            info["outcome"] = copy.deepcopy(outcome)
        return observation, info


def env_id(game_name: str) -> str:
    """The Gymnasium id of a game: ``spelbord/<game>-v0``."""
    return f"spelbord/{game_name}-v0"


for _name in spelbord.games():
    if env_id(_name) not in gymnasium.registry:
        gymnasium.register(id=env_id(_name), entry_point="spelbord.rl.gymnasium:SpelbordEnv", kwargs={"game": _name})
