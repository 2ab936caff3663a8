"""PettingZoo: every spelbord game as an AEC environment, one agent a seat.

    >>> from spelbord.rl.pettingzoo import env
    >>> e = env("spionage", players=3)
    >>> e.reset(seed=1)
    >>> for agent in e.agent_iter():
    ...     obs, reward, termination, truncation, info = e.last()
    ...     action = None if termination or truncation else (
    ...         e.action_space(agent).sample(obs["action_mask"]))
    ...     e.step(action)

Only a seat that may act now (``state.actors()``) is ever selected. In a secret
simultaneous step the seats choosing pick one after another, each from its own
view, in which the engine hides the others' picks. Rewards come at the end only, by
placing (:func:`spelbord.rl.rewards.placing_rewards`). docs/rl.md ("PettingZoo")
documents the spaces, the caps and illegal actions. :func:`parallel_env` is the same
game under PettingZoo's parallel API (:mod:`spelbord.rl.pettingzoo_parallel`).
"""
from __future__ import annotations

import copy
import random

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils.env import AECIterable, AECIterator
from pettingzoo.utils.env_logger import EnvLogger

import spelbord
from spelbord.engine import IllegalAction

from .common import action_at, board_text, legal_mask
from .observation import encoder_for
from .rewards import placing_rewards

ILLEGAL_ACTION_MODES = ("raise", "lose", "random")
#: what may not be read before the first reset (as PettingZoo's OrderEnforcingWrapper has it)
NOT_BEFORE_RESET = frozenset({"rewards", "terminations", "truncations", "infos", "agent_selection",
                              "num_agents", "agents", "_cumulative_rewards"})
#: the event of a game ended by its ``turn_limit`` option (Cosmic Encounter): a cut, not the rules' end
TURN_LIMIT_EVENT = "turn_limit"


def env(game: str, players: int | None = None, options: dict | None = None, render_mode: str | None = None,
        max_cycles: int | None = None, illegal_action: str = "lose", lang: str = "en",
        info_view: bool = False) -> AECEnv:
    """The AEC environment of ``game``, with the guarantees of PettingZoo's classic
    games built in (see :class:`raw_env`) instead of worn as wrappers.

    ``illegal_action``: "lose" (the default, as in PettingZoo's classic games: an
    action the mask forbids ends the game with -1 for that agent and 0 for the
    others, as PettingZoo's TerminateIllegalWrapper does), "raise" (it raises
    :class:`spelbord.IllegalAction` and changes nothing) or "random" (a random legal
    action is played instead, for checkers that step with unmasked actions, such as
    ``max_cycles_test``).

    ``info_view``: also put the agent's view (a JSON-ready dict) in its info as
    ``infos[agent]["view"]``; off by default, since making it costs as much as the
    rest of a step and few learners read it (``env.unwrapped.view(agent)`` gives it
    any time).
    """
    return raw_env(game, players, options, render_mode, max_cycles, illegal_action, lang, info_view)


def parallel_env(*args, **kwargs):
    """The same game under PettingZoo's parallel API (arguments as :func:`env`)."""
    from .pettingzoo_parallel import parallel_env as make
    return make(*args, **kwargs)


class Table:
    """What both of PettingZoo's APIs share: the game, its spaces, the seats as
    agents, the observation of a seat and the drawing of its board."""

    illegal_action_modes = ("raise", "random")

    def __init__(self, game: str, players: int | None, options: dict | None, render_mode: str | None,
                 max_cycles: int | None, illegal_action: str, lang: str, info_view: bool):
        self.game = spelbord.load(game)
        self.players = players or self.game.default_players or self.game.min_players
        probe = self.game.new_game(self.players, 0, options)  # checks the player count and options
        self.options = probe.options
        if render_mode is not None and render_mode not in ("human", "ansi"):
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', not {render_mode!r}")
        if max_cycles is not None and (not isinstance(max_cycles, int) or max_cycles < 1):
            raise ValueError(f"max_cycles must be a positive int or None, not {max_cycles!r}")
        if illegal_action not in self.illegal_action_modes:
            raise ValueError(f"illegal_action must be one of {self.illegal_action_modes}, not {illegal_action!r}")
        self.render_mode, self.max_cycles, self.illegal_action, self.lang = render_mode, max_cycles, illegal_action, lang
        self.info_view = bool(info_view)
        self.encoder = encoder_for(probe)
        self.num_actions = self.game.num_actions(self.players)
        #: the engine's action of each index
        self.actions = tuple(self.game.action_from_index(i, self.players) for i in range(self.num_actions))
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self.seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.action_spaces = {a: spaces.Discrete(self.num_actions) for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8),
        }) for a in self.possible_agents}
        self.state = None
        #: by seat: (state, counters, observation, mask, view or None) of the last position seen
        self._seen: dict[int, list] = {}
        self.np_random, _ = seeding.np_random(None)
        self.rng = random.Random(int(self.np_random.integers(2**63)))

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def new_game(self, seed: int | None) -> None:
        """A new game dealt with ``seed`` (without one, a seed from the env's own
        generator); the generator of the env's own draws starts from it too."""
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
            game_seed = seed
        else:
            game_seed = int(self.np_random.integers(2**63))
        self.rng = random.Random(int(self.np_random.integers(2**63)))
        self.state = self.game.new_game(self.players, game_seed, self.options)

    def seen(self, seat: int) -> list:
        """``[state, counters, encoding, action mask, view]`` of the seat, made once a
        position; the view only with ``info_view`` (the encoding is then made from it,
        else read from the state directly).

        The view of a seat changes only with a public move or the seat's own partial
        pick in a secret choice (the others' leave no trace for it), so these two
        counters and the state tell its positions apart.
        """
        state = self.state
        key = (state.public_moves, state.secret_progress(seat))
        entry = self._seen.get(seat)
        if entry is None or entry[0] is not state or entry[1] != key:
            if self.info_view:
                view = state.view(seat)
                entry = [state, key, self.encoder.encode(view), legal_mask(state, seat), view]
            else:
                entry = [state, key, self.encoder.encode_state(state, seat), legal_mask(state, seat), None]
            self._seen[seat] = entry
        return entry

    def view(self, agent) -> dict:
        """The agent's view as a JSON-ready dict (``state.view(seat)``): everything its
        seat may know now, and nothing more; made afresh, so it is the caller's."""
        if self.state is None:
            raise AssertionError("reset() needs to be called before view.")
        return self.state.view(self.seat_of[agent])

    def observation(self, seat: int) -> dict:
        """The seat's view encoded, and its legal actions (all zeros unless it may act)."""
        entry = self.seen(seat)
        return {"observation": entry[2].copy(), "action_mask": entry[3].copy()}

    def info(self, seat: int) -> dict:
        """The seat's view as JSON with ``info_view`` (the game keeps no part of it), and
        the outcome at the end."""
        info = {"view": self.seen(seat)[4]} if self.info_view else {}
        if self.state.is_over():
            info["outcome"] = copy.deepcopy(self.state.outcome())
        return info

    def chosen(self, seat: int, action):
        """The engine's action of index ``action`` for ``seat``: a random legal one in
        its place if it is not legal now and illegal actions are played at random;
        else :class:`IllegalAction`, nothing changed."""
        state = self.state
        entry = self._seen.get(seat)
        if (type(action) is int and entry is not None and entry[0] is state
                and entry[1] == (state.public_moves, state.secret_progress(seat))
                and 0 <= action < self.num_actions and entry[3][action]):
            return self.actions[action]  # the mask of this very position allows it
        legal = state.legal_actions(seat)
        chosen = action_at(self.game, self.players, action)
        if chosen in legal:
            return chosen
        if self.illegal_action == "random" and legal:
            return self.rng.choice(legal)
        raise IllegalAction(
            f"action {action!r} is not legal for player_{seat} now"
            + (f" ({self.game.describe_action(chosen, self.lang)})" if chosen else "")
            + ": take one whose action_mask is 1")

    def apply(self, seat: int, action) -> bool:
        """Carry out the seat's action, one of its legal actions (from :meth:`chosen`
        or drawn from them); True if the game's turn limit ended it."""
        events = self.state.apply_trusted(seat, action)
        return self.state.is_over() and any(event.get("type") == TURN_LIMIT_EVENT for event in events)

    def play_at_random(self, seat: int) -> bool:
        """A random legal move for a seat whose agent has been cut off by ``max_cycles``."""
        return self.apply(seat, self.rng.choice(self.state.legal_actions(seat)))

    def placing(self) -> list[float]:
        return placing_rewards(self.state.outcome(), self.players)

    def words(self, seat: int) -> list[tuple[int, str]]:
        """The seat's legal actions as (index, words), worded from a state the seat
        cannot tell from the real one (as the terminal does), so no words give away
        what it may not know."""
        seen = self.state.determinize(seat, self.rng.getrandbits(63))
        return [(self.game.action_index(a, self.players), self.game.describe_action(a, self.lang, seen))
                for a in self.state.legal_actions(seat)]

    def board(self, seat: int) -> str:
        """The seat's board as the terminal draws it, as plain text."""
        return board_text(self.game, self.state.view(seat), self.lang, colour=False)

    def render_seat(self, seat: int):
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode: make the env with render_mode='ansi'")
            return None
        if self.state is None:
            return None
        text = self.board(seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text


class ActionOutOfSpace(IllegalAction, AssertionError):
    """An action outside the agent's action space: refused, nothing changed (an
    AssertionError too, as PettingZoo's AssertOutOfBoundsWrapper raises)."""


class raw_env(Table, AECEnv):
    """One spelbord game under PettingZoo's AEC API; :func:`env` makes it.

    Arguments as :func:`env` (here "raise" is the default). ``max_cycles`` caps the
    steps of each agent: an agent that has taken that many is truncated, and the
    seat's further moves, if the game still needs them, are random legal moves from
    the env's generator, until every agent is done.

    What PettingZoo's classic games get from three wrappers is built in, for a
    fraction of their cost: before the first reset the agents, rewards, infos ...
    cannot be read and ``step``, ``observe``, ``render`` and ``agent_iter`` fail
    (OrderEnforcingWrapper); a loop over ``agent_iter`` must step or reset each
    time; an action outside the action space is refused (:class:`ActionOutOfSpace`;
    AssertOutOfBoundsWrapper); with illegal_action "lose" an illegal one ends the
    game, -1 for the agent (TerminateIllegalWrapper). ``unwrapped`` is the env itself.
    """

    metadata = {"render_modes": ["human", "ansi"], "name": "spelbord_v0", "is_parallelizable": False,
                "render_fps": 1}
    illegal_action_modes = ILLEGAL_ACTION_MODES

    def __init__(self, game: str, players: int | None = None, options: dict | None = None,
                 render_mode: str | None = None, max_cycles: int | None = None,
                 illegal_action: str = "raise", lang: str = "en", info_view: bool = False):
        AECEnv.__init__(self)
        Table.__init__(self, game, players, options, render_mode, max_cycles, illegal_action, lang, info_view)
        self.metadata = {**self.metadata, "name": f"spelbord_{self.game.name.replace('-', '_')}_v0"}
        #: a step or reset since the loop over agent_iter last went on
        self._has_updated = False

    def __getattr__(self, name: str):
        """Only reached for attributes not set: those a reset sets are missing before it."""
        if name in NOT_BEFORE_RESET:
            raise AttributeError(f"{name} cannot be accessed before reset")
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game. ``seed`` is the game's seed; ``options`` is not read (the
        game's variants are given to :func:`env`, since the spaces depend on them)."""
        self.new_game(seed)
        self._has_updated = True
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.steps = dict.fromkeys(self.agents, 0)
        self._skip_agent_selection = None
        self._infos_empty = None
        self.agent_selection = self.agents[0]
        self._select()
        self._inform()

    def observe(self, agent):
        if self.state is None:
            EnvLogger.error_observe_before_reset()
        return self.observation(self.seat_of[agent])

    def agent_iter(self, max_iter: int = 2**63):
        if self.state is None:
            EnvLogger.error_agent_iter_before_reset()
        return _SteppedIterable(self, max_iter)

    def step(self, action) -> None:
        if self.state is None:
            EnvLogger.error_step_before_reset()
        self._has_updated = True
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if not (type(action) is int and 0 <= action < self.num_actions) and not (
                action is not None and self.action_spaces[agent].contains(action)):
            raise ActionOutOfSpace(f"action {action!r} is outside {agent}'s action space 0..{self.num_actions - 1}")
        seat = self.seat_of[agent]
        try:
            chosen = self.chosen(seat, action)  # raises before anything changes
        except IllegalAction:
            if self.illegal_action != "lose":
                raise
            self._lose(agent)
            return
        self._cumulative_rewards[agent] = 0.0
        # no _clear_rewards(): every reward is 0 until the game ends, and then every agent is done
        limited = self.apply(seat, chosen)
        self.steps[agent] += 1
        if self.max_cycles is not None and self.steps[agent] >= self.max_cycles:
            self.truncations[agent] = True
        if self.max_cycles is not None:
            limited = self._play_for_cut_off() or limited
        over = self.state.is_over()
        if over:
            ended = self.truncations if limited else self.terminations
            rewards = self.placing()
            for a in self.agents:
                if not (self.terminations[a] or self.truncations[a]):
                    ended[a] = True
                    self.rewards[a] = rewards[self.seat_of[a]]
        self._select()
        self._inform(over)
        if self.max_cycles is not None or over:  # else nobody is paid or done yet
            self._accumulate_rewards()
            self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def _lose(self, agent) -> None:
        """An illegal action under "lose": every agent is done (terminated and
        truncated, as PettingZoo's TerminateIllegalWrapper leaves them), -1 for
        ``agent`` and 0 for the others; the game itself is unchanged."""
        EnvLogger.warn_on_illegal_move()
        self._cumulative_rewards[agent] = 0.0
        self.terminations = dict.fromkeys(self.agents, True)
        self.truncations = dict.fromkeys(self.agents, True)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.rewards[agent] = -1.0
        self._inform()
        self._accumulate_rewards()
        self._deads_step_first()

    def _inform(self, over: bool | None = None) -> None:
        """The infos: with ``info_view`` the view of the agent to act and of every
        agent that is done, the others' empty (every seat's view on every step costs
        more than the step), and they get theirs when selected; the outcome at the end
        (``over``: whether the game is over, if known)."""
        if not (self.info_view or (self.state.is_over() if over is None else over)):
            if self._infos_empty is None or self._infos_empty is not self.infos:  # else still every agent's empty dict
                self.infos = self._infos_empty = {a: {} for a in self.agents}
            return
        selected, ended, cut = self.agent_selection, self.terminations, self.truncations
        self.infos = {a: self.info(self.seat_of[a]) if a == selected or ended[a] or cut[a] else {}
                      for a in self.agents}

    def _live(self, seat: int) -> bool:
        """Whether the seat's agent is still playing (an agent that has stepped out is
        in none of the dicts any more)."""
        agent = self.possible_agents[seat]
        return not (self.terminations.get(agent, True) or self.truncations.get(agent, True))

    def _play_for_cut_off(self) -> bool:
        """Move the seats cut off by ``max_cycles`` until a live agent may act or the
        game is over; True if the turn limit ended it. Only with ``max_cycles`` (else
        nobody is cut off)."""
        while not self.state.is_over() and any(self._live(s) for s in range(self.players)):
            actors = self.state.actors()
            if any(self._live(s) for s in actors):
                return False
            if self.play_at_random(actors[0]):
                return True
        return False

    def _select(self) -> None:
        """The selection: the first seat that may act now and whose agent is live;
        once none is, the last selection stays (every agent is done)."""
        actors = self.state.actors()
        if actors and self.max_cycles is None:  # before the end no agent is done without max_cycles
            self.agent_selection = self.possible_agents[actors[0]]
            return
        live = next((s for s in actors if self._live(s)), None)
        if live is not None:
            self.agent_selection = self.possible_agents[live]
        elif self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]

    def legal_words(self, agent) -> list[tuple[int, str]]:
        """The agent's legal actions as (index, words in ``lang``)."""
        return self.words(self.seat_of[agent])

    def render(self):
        """The selected agent's board as text ("ansi"), or printed ("human")."""
        if self.state is None:
            EnvLogger.error_render_before_reset()
        return self.render_seat(self.seat_of[self.agent_selection] if self.agents else 0)

    def close(self) -> None:
        pass


class _SteppedIterable(AECIterable):
    """``agent_iter``: an agent at a time, each after a step or reset (as PettingZoo's
    OrderEnforcingWrapper checks: a loop that forgets to step would spin forever)."""

    def __iter__(self):
        return _SteppedIterator(self.env, self.max_iter)


class _SteppedIterator(AECIterator):
    def __next__(self):
        agent = super().__next__()
        assert self.env._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        self.env._has_updated = False
        return agent
