"""spelbord's games as OpenSpiel Python games.

    >>> import pyspiel
    >>> from spelbord.rl import openspiel
    >>> openspiel.register()
    >>> game = pyspiel.load_game("spelbord_spionage", {"players": 3})
    >>> state = game.new_initial_state()
    >>> state.current_player(), len(state.legal_actions()) > 0
    (0, True)

Each game is registered as ``spelbord_<game>`` (``-`` written ``_``) with the
parameters ``players``, ``options`` (the game's options as a JSON object, e.g.
``'{"turn_limit": 30}'``), ``seed`` (the first deal of a run) and
``max_game_length`` (the actions after which a game is cut off as a draw).

- Sequential: in a secret simultaneous step the seats choose one after another,
  the lowest seat still choosing first; the engine hides every pick until all
  have chosen, so a later seat chooses exactly as blind as at the table.
- Sampled stochastic: there are no chance nodes. All chance comes from each
  state's seeded generator; a clone draws what its original would draw.
- Terminal rewards by placing (:func:`spelbord.rl.rewards.placing_rewards`).
- Observation: the seat's view through the game's encoder
  (:mod:`spelbord.rl.observation`), as a tensor, and the view as JSON.
  Information state: the view as JSON and the seat's own actions so far.
- ``resample_from_infostate`` re-deals what the seat cannot see
  (``state.determinize``).
"""
from __future__ import annotations

import json
import random
from bisect import bisect_left

import numpy as np
import pyspiel

import spelbord

from .observation import encoder
from .rewards import placing_rewards

#: actions after which a game is cut off as a draw: far beyond any game played
#: (random play's longest in docs/rl.md), so that OpenSpiel's length bound holds
MAX_GAME_LENGTH = {
    "spionage": 5_000,
    "quo-vadis": 20_000,
    "tiny-epic-galaxies": 50_000,
    "scarab-lords": 5_000,
    "cosmic-encounter": 50_000,
}


def short_name(game_name: str) -> str:
    """``"quo-vadis"`` -> ``"spelbord_quo_vadis"``."""
    return "spelbord_" + game_name.replace("-", "_")


def register() -> None:
    """Registers every spelbord game with OpenSpiel (again: nothing happens)."""
    known = set(pyspiel.registered_names())
    for name in spelbord.games():
        if short_name(name) not in known:
            game = spelbord.load(name)
            pyspiel.register_game(_game_type(game), type(
                f"OpenSpiel_{name.replace('-', '_')}", (SpelbordGame,), {"engine": game}))


def _game_type(game) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(game.name),
        long_name=f"spelbord {game.titles.get('en', game.name)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": game.default_players or game.min_players,
            "options": "{}",
            "seed": 0,
            "max_game_length": MAX_GAME_LENGTH.get(game.name, 50_000),
        })


class SpelbordGame(pyspiel.Game):
    """One spelbord game at one player count and set of options."""

    engine = None  # the spelbord Game, set by register() in each subclass

    def __init__(self, params=None):
        game_type = _game_type(self.engine)
        params = dict(game_type.parameter_specification, **(params or {}))
        self.players = params["players"]
        try:
            options = json.loads(params["options"])
        except json.JSONDecodeError as error:
            raise spelbord.InvalidOptions(f"options must be a JSON object: {error}") from None
        # a first deal checks players and options and completes them with the defaults
        self.options = self.engine.new_game(self.players, 0, options).options
        self.max_length = params["max_game_length"]
        if self.max_length < 1:
            raise spelbord.InvalidOptions(f"max_game_length must be at least 1, not {self.max_length}")
        self._seeds = random.Random(params["seed"])
        self.encoder = encoder(self.engine.name, self.players, self.options)
        #: by seat: (the bits of its last observation tensor, that tensor as a list of floats)
        self._last_tensors: dict[int, tuple[np.ndarray, list[float]]] = {}
        #: where a seat's new tensor differs from its last (filled by tensor_list)
        self._changed = np.zeros(self.encoder.size, bool)
        super().__init__(game_type, pyspiel.GameInfo(
            num_distinct_actions=self.engine.num_actions(self.players),
            max_chance_outcomes=0,
            num_players=self.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=self.max_length), params)

    def tensor_list(self, seat: int, tensor: np.ndarray) -> list[float]:
        """``tensor.tolist()``, a new list; ``tensor`` is kept (the caller's fresh
        array, not to be changed after). ``tolist`` makes a Python float of every
        number (Scarab Lords' 2,135 cost more than the rest of a step), so the game
        keeps the seat's last tensor with its list and replaces only the numbers whose
        bits differ, then hands out a copy (the caller's to change)."""
        bits = tensor.view(np.uint32)
        kept = self._last_tensors.get(seat)
        if kept is None:
            values = tensor.tolist()
        else:
            values = kept[1]
            # the few changed numbers read one by one: cheaper than NumPy's indexing by a list
            numbers = memoryview(tensor)
            for index in np.not_equal(bits, kept[0], out=self._changed).nonzero()[0].tolist():
                values[index] = numbers[index]
        self._last_tensors[seat] = (bits, values)
        return values.copy()

    def new_initial_state(self):
        """A new deal, from the next seed of the game's generator."""
        return SpelbordState(self, _Run(self, self._seeds.getrandbits(63)))

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        if iig_obs_type is not None and (not iig_obs_type.public_info or
                                         iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER):
            raise ValueError("spelbord observes a seat's own view only (public and its own private information)")
        return ViewObserver(self, recall)


class _Run:
    """The engine state of one OpenSpiel state, with what the adapter keeps beside it.

    OpenSpiel clones a Python state by deep-copying its attributes; this one copies
    itself with the engine's cheap ``clone``. The engine state is dealt on first use,
    so the blank states OpenSpiel makes to clone into never deal a game.
    """

    def __init__(self, game: SpelbordGame, seed: int, state=None, own=None, moves=0):
        self.game = game
        self.seed = seed
        self._state = state
        #: each seat's own actions (indices), for its information state
        self.own = own or [()] * game.players
        #: every action taken, the count OpenSpiel's max_game_length bounds
        self.moves = moves
        #: the views of this position by seat, and who acts in it (None: not yet
        #: known): OpenSpiel asks for them several times a step
        self.views: dict = {}
        self.current = None
        #: (seat, its legal indices sorted) of this position, once asked for
        self.legal = None

    @property
    def state(self):
        if self._state is None:
            self._state = self.game.engine.new_game(self.game.players, self.seed, self.game.options)
        return self._state

    def __deepcopy__(self, memo):
        state = None if self._state is None else self._state.clone()
        return _Run(self.game, self.seed, state, list(self.own), self.moves)


class SpelbordState(pyspiel.State):
    def __init__(self, game: SpelbordGame, run: _Run):
        super().__init__(game)
        self.run = run

    def current_player(self):
        run = self.run
        if run.current is None:
            run.current = pyspiel.PlayerId.TERMINAL if self._ended() else min(run.state.actors())
        return run.current

    def _legal_actions(self, player):
        run = self.run
        legal = run.legal
        if legal is None or legal[0] != player:
            legal = run.legal = (player, sorted(run.game.engine.legal_indices(run.state, player)))
        return legal[1]  # pyspiel hands callers a copy

    def _apply_action(self, action):
        run = self.run
        seat = self.current_player()
        chosen = run.game.engine.action_from_index(action, run.game.players)
        legal = run.legal
        if legal is not None and legal[0] == seat and _among(legal[1], action):
            run.state.apply_trusted(seat, chosen)  # one of the legal actions just listed
        else:
            run.state.apply(seat, chosen)  # checked: raises IllegalAction, nothing changed
        run.own[seat] += (action,)
        run.moves += 1
        run.views, run.current, run.legal = {}, None, None

    def _action_to_string(self, player, action):
        """The action as the engine's JSON, e.g. ``["bribe", 210]``."""
        game = self.run.game
        return json.dumps(game.engine.action_to_json(game.engine.action_from_index(action, game.players)))

    def is_terminal(self):
        return self.current_player() == pyspiel.PlayerId.TERMINAL

    def _ended(self) -> bool:
        return self.run.state.is_over() or self.run.moves >= self.run.game.max_length

    def returns(self):
        outcome = self.run.state.outcome()
        if outcome is None:  # still running, or cut off at max_game_length: a draw
            return [0.0] * self.run.game.players
        return placing_rewards(outcome, self.run.game.players)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state ``player_id`` cannot tell apart from this one (``state.determinize``).

        It keeps that seat's own actions; the others' are unknown to it, so the new
        state starts their records afresh (and its OpenSpiel history is empty).
        """
        seed = int(probability_sampler() * 2**63)
        run = self.run
        own = [()] * run.game.players
        own[player_id] = run.own[player_id]
        state = run.state.determinize(player_id, seed)
        return SpelbordState(run.game, _Run(run.game, run.seed, state, own, run.moves))

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """The seat's encoded view, as pyspiel's ``observation_tensor`` gives it.

        Called from Python this skips pyspiel's way for Python games, which sizes
        the tensor by observing a new initial state (a new deal) on every call.
        """
        game = self.run.game
        player = self.current_player() if player is None else player
        if not 0 <= player < game.players:
            raise pyspiel.SpielError(f"player {player} is not a seat of this {game.players}-player game")
        out = np.zeros(game.encoder.size, np.float32)
        self.encode_into(player, out)
        return game.tensor_list(player, out)

    def encode_into(self, seat: int, out: np.ndarray) -> None:
        """Write the seat's encoded view into ``out`` (zeros): from its view if made
        already, else straight from the state (the same vector, cheaper)."""
        run = self.run
        view = run.views.get(seat)
        if view is not None:
            run.game.encoder.fill(view, out)
        else:
            run.game.encoder.fill_state(run.state, seat, out)

    @property
    def engine_state(self):
        """The spelbord state behind this one (for its record, events, rendering)."""
        return self.run.state

    def view(self, seat: int | None) -> dict:
        """The engine's view of ``seat`` (``None``: a spectator); do not change it."""
        views = self.run.views
        if seat not in views:
            views[seat] = self.run.state.view(seat)
        return views[seat]

    def __str__(self):
        """What a spectator sees, as JSON."""
        return _json(self.view(None))


class ViewObserver:
    """OpenSpiel's observer (see ``open_spiel/python/observation.py``) of one seat's view.

    The observation tensor encodes the view; with perfect recall (the information
    state) there is no tensor and the string adds the seat's own past actions.
    """

    def __init__(self, game: SpelbordGame, perfect_recall: bool):
        self.perfect_recall = perfect_recall
        if perfect_recall:
            self.tensor, self.dict = None, {}
        else:
            self.tensor = np.zeros(game.encoder.size, np.float32)
            self.dict = {"view": self.tensor}

    def set_from(self, state: SpelbordState, player: int) -> None:
        if self.tensor is not None:
            self.tensor[:] = 0.0
            state.encode_into(player, self.tensor)

    def string_from(self, state: SpelbordState, player: int) -> str:
        text = _json(state.view(player))
        if self.perfect_recall:
            text += "\nown actions: " + " ".join(map(str, state.run.own[player]))
        return text


def _among(ordered: list[int], index: int) -> bool:
    """Whether ``index`` is in the sorted list ``ordered``."""
    at = bisect_left(ordered, index)
    return at < len(ordered) and ordered[at] == index


def _json(view: dict) -> str:
    return json.dumps(view, sort_keys=True, separators=(",", ":"))
