"""The OpenSpiel adapter: every game, player count and variant passes OpenSpiel's own
random_sim_test, OpenSpiel's ISMCTS and MCTS bots play whole games, and a seat's
information state, observation and resampled worlds hold only what that seat sees."""
import json
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

import spelbord  # noqa: E402
from tests.configs import every_config  # noqa: E402
from spelbord.rl import openspiel  # noqa: E402
from spelbord.rl.observation import encoder  # noqa: E402
from spelbord.rl.rewards import placing_rewards  # noqa: E402

openspiel.register()

#: a cut this short keeps OpenSpiel's checks of every variant within CI's time
SHORT = 100


def _load(name, players, options=None, **params):
    return pyspiel.load_game(openspiel.short_name(name),
                             {"players": players, "options": json.dumps(options or {}), **params})


def _smallest(name):
    """The smallest count of two or more players, and its first variant (Cosmic
    Encounter's has a turn limit; Tiny Epic Galaxies' solo game is played whole among
    the variants)."""
    game = spelbord.load(name)
    players = max(2, game.min_players)
    return players, game.variants(players)[0]


def _random_states(game, seed, every=9):
    """Every few positions of a random game, with the final one."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            yield state
        state.apply_action(rng.choice(state.legal_actions()))
        step += 1
    yield state


def test_each_game_is_registered_with_its_players_and_action_space():
    names = set(pyspiel.registered_names())
    for name in spelbord.games():
        assert openspiel.short_name(name) in names
    game = pyspiel.load_game("spelbord_quo_vadis", {"players": 4})
    assert game.num_players() == 4
    assert game.num_distinct_actions() == spelbord.load("quo-vadis").num_actions(4)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL


@pytest.mark.parametrize("params, reason", [
    ({"players": 9}, "2-5 players"),
    ({"options": "{"}, "JSON object"),
    ({"options": '{"nope": 1}'}, "unknown option"),
    ({"options": "[1]"}, "dict of variant names"),
    ({"max_game_length": 0}, "at least 1"),
])
def test_bad_parameters_are_refused_with_the_reason(params, reason):
    with pytest.raises(spelbord.InvalidOptions, match=reason):
        pyspiel.load_game("spelbord_spionage", params)


def test_options_reach_the_engine():
    game = _load("spionage", 2, {"variant": "confrontation"})
    assert game.new_initial_state().engine_state.options["variant"] == "confrontation"


@pytest.mark.parametrize("name, players, options", list(every_config(by_name=True)))
def test_random_sim_test_passes_for_every_variant(name, players, options):
    """OpenSpiel's checker, on games cut off at SHORT actions (a cut game is a draw)."""
    pyspiel.random_sim_test(_load(name, players, options, max_game_length=SHORT),
                            num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("name", spelbord.games())
def test_random_sim_test_passes_for_whole_games(name):
    players, options = _smallest(name)
    pyspiel.random_sim_test(_load(name, players, options), num_sims=1, serialize=False, verbose=False)


def test_a_game_cut_off_at_max_game_length_is_a_draw():
    game = _load("quo-vadis", 3, max_game_length=10)
    state = game.new_initial_state()
    for _ in range(10):
        assert not state.is_terminal()
        state.apply_action(state.legal_actions()[0])
    assert state.is_terminal() and not state.engine_state.is_over()
    assert state.returns() == [0.0, 0.0, 0.0]


def test_a_finished_game_rewards_by_placing():
    game = _load("scarab-lords", 2)
    *_, final = _random_states(game, seed=3)
    outcome = final.engine_state.outcome()
    assert sorted(final.returns()) == [-1.0, 1.0]
    assert final.returns() == placing_rewards(outcome, 2)


def test_placing_rewards_share_ties():
    assert placing_rewards({"ranks": [2, 1, 3, 4]}, 4) == pytest.approx([1 / 3, 1.0, -1 / 3, -1.0])
    assert placing_rewards({"ranks": [1, 1, 3]}, 3) == [0.5, 0.5, -1.0]
    assert placing_rewards({"ranks": [1]}, 1) == [1.0]
    assert placing_rewards({"ranks": [2]}, 1) == [-1.0]


def test_the_seed_parameter_repeats_the_deals_and_a_clone_plays_alike():
    first = _load("spionage", 3, seed=5).new_initial_state()
    again = _load("spionage", 3, seed=5).new_initial_state()
    other = _load("spionage", 3, seed=6).new_initial_state()
    assert str(first) == str(again) != str(other)
    state = _load("quo-vadis", 3, seed=1).new_initial_state()
    for _ in range(30):
        state.apply_action(state.legal_actions()[-1])
    copy = state.clone()
    for _ in range(40):
        action = state.legal_actions()[0]
        state.apply_action(action)
        copy.apply_action(action)
    assert str(copy) == str(state)
    assert copy.engine_state.view(0) == state.engine_state.view(0)
    before = str(state)
    copy.apply_action(copy.legal_actions()[0])
    assert str(state) == before != str(copy)


def test_bad_actions_raise_illegal_action_and_change_nothing():
    state = _load("spionage", 3).new_initial_state()
    before = str(state), state.history()
    legal = set(state.legal_actions())
    illegal = next(a for a in range(state.get_game().num_distinct_actions()) if a not in legal)
    for action in (illegal, 10_000):
        with pytest.raises(spelbord.IllegalAction):
            state.apply_action(action)
        assert (str(state), state.history()) == before


def test_a_secret_step_is_taken_lowest_seat_first_and_unseen():
    """Spionage's planning cards are chosen at once; here seat 0 picks, then 1, then 2,
    and seat 1 learns nothing of seat 0's pick but that it was made."""
    state = _load("spionage", 3).new_initial_state()
    assert state.current_player() == 0
    views = [state.observation_tensor(1), state.information_state_string(1)]
    state.apply_action(state.legal_actions()[0])
    assert state.current_player() == 1
    second = _load("spionage", 3).new_initial_state()
    second.apply_action(second.legal_actions()[1])
    assert second.information_state_string(1) == state.information_state_string(1)
    assert second.observation_tensor(1) == state.observation_tensor(1)
    assert state.information_state_string(0) != second.information_state_string(0)
    assert state.information_state_string(1) != views[1]  # "seat 0 has chosen" is public


def test_a_partial_pick_changes_nothing_for_the_others():
    """A Spionage report is laid out card by card: until it is done, the others'
    information states and observations stay as they were."""
    game = _load("spionage", 3)
    for state in _random_states(game, seed=2, every=1):
        secret, seat = state.engine_state.secret, state.current_player()
        if secret is not None and secret.kind == "report" and len(state.legal_actions()) > 1 \
                and state.engine_state.secret_progress(seat) == 0:
            break
    else:
        pytest.fail("no report step in the sampled game")
    others = [p for p in range(3) if p != seat]
    before = {p: (state.information_state_string(p), state.observation_tensor(p)) for p in others}
    state.apply_action(min(a for a in state.legal_actions()
                           if json.loads(state.action_to_string(seat, a)) != ["done"]))
    assert state.current_player() == seat and state.engine_state.secret_progress(seat) == 1
    assert {p: (state.information_state_string(p), state.observation_tensor(p)) for p in others} == before


@pytest.mark.parametrize("name", spelbord.games())
def test_observation_tensor_encodes_the_seats_view(name):
    players, options = _smallest(name)
    game = _load(name, players, options)
    observer = make_observation(game)  # OpenSpiel's Python observer: one NumPy array, filled in place
    for state in _random_states(game, seed=1, every=25):
        enc = encoder(name, players, state.engine_state.options)
        for seat in range(players):
            tensor = np.array(state.observation_tensor(seat), np.float32)
            assert np.array_equal(tensor, enc.encode(state.engine_state.view(seat)))
            observer.set_from(state, seat)
            assert np.array_equal(observer.tensor, tensor)
            # pyspiel's own way, through the observer, as C++ algorithms take it
            assert pyspiel.State.observation_tensor(state, seat) == state.observation_tensor(seat)
            assert json.loads(state.observation_string(seat)) == state.engine_state.view(seat)


@pytest.mark.parametrize("name", spelbord.games())
def test_observation_tensor_is_a_new_list_of_the_encoding_in_every_position(name):
    """The game keeps each seat's last tensor as a list and replaces only the numbers
    that changed: along a random game, with the seats asked in changing order, every
    list is exactly ``tolist()`` of the encoding, and a caller changing a list it was
    given changes none that follow."""
    players, options = _smallest(name)
    game = _load(name, players, options)
    rng = random.Random(3)
    for state in _random_states(game, seed=2, every=1):
        enc = encoder(name, players, state.engine_state.options)
        seats = list(range(players))
        rng.shuffle(seats)
        for seat in seats:
            tensor = state.observation_tensor(seat)
            assert tensor == enc.encode_state(state.engine_state, seat).tolist()
            tensor[rng.randrange(len(tensor))] = 0.5  # the caller's list: nothing kept changes


def test_information_state_is_the_view_and_the_seats_own_actions():
    state = _load("spionage", 2).new_initial_state()
    mine = []
    while len(mine) < 6:
        seat = state.current_player()
        action = state.legal_actions()[-1]
        if seat == 0:
            mine.append(action)
        state.apply_action(action)
    view_json, own = state.information_state_string(0).split("\nown actions: ")
    assert json.loads(view_json) == state.engine_state.view(0)
    assert own.split() == [str(a) for a in mine]


@pytest.mark.parametrize("name", spelbord.games())
def test_resampled_states_look_the_same_to_the_seat_and_play_on(name):
    """resample_from_infostate: the same information state and current player, and
    every legal action applies in the resampled world."""
    players, options = _smallest(name)
    game = _load(name, players, options)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for state in _random_states(game, seed=4, every=37):
        if state.is_terminal():
            break
        for seat in range(players):
            world = state.resample_from_infostate(seat, sampler)
            assert world.information_state_string(seat) == state.information_state_string(seat)
            assert world.observation_tensor(seat) == state.observation_tensor(seat)
            assert world.current_player() == state.current_player()
            for action in world.legal_actions():
                world.clone().apply_action(action)


def _play_against_random(game, bot, rng):
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.current_player() == 0:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name", spelbord.games())
def test_openspiels_ismcts_and_mcts_bots_play_whole_games(name):
    """OpenSpiel's Python ISMCTS (resampling through resample_from_infostate) and MCTS
    (which searches the true state), with tiny budgets and short rollouts."""
    players, options = _smallest(name)
    game = _load(name, players, options)
    rng = np.random.RandomState(1)
    rollouts = mcts.RandomRolloutEvaluator(1, rng, max_length=10)
    for bot in (ismcts.ISMCTSBot(game, rollouts, 2.0, 3, random_state=rng,
                                 allow_inconsistent_action_sets=True),
                mcts.MCTSBot(game, 2.0, 3, rollouts, random_state=rng)):
        final = _play_against_random(game, bot, rng)
        assert final.engine_state.is_over()
        assert final.returns() == placing_rewards(final.engine_state.outcome(), players)
