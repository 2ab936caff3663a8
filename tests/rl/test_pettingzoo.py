"""The PettingZoo adapter: for every game, player count and variant PettingZoo's own
api_test, seed_test, max_cycles_test and parallel_api_test pass unchanged, random
agents finish whole games, only seats that may act are selected, rewards go by
placing, and no agent's observation tells what it cannot see.

The checkers run a few cycles here; a longer run:
``SPELBORD_PZ_CYCLES=1000 .venv/bin/pytest tests/rl/test_pettingzoo.py -n 2``.
"""
import functools
import json
import os
import types

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, max_cycles_test, parallel_api_test, seed_test  # noqa: E402

import spelbord  # noqa: E402
from tests.configs import every_config  # noqa: E402
from spelbord.engine import IllegalAction  # noqa: E402
from pettingzoo.utils.env_logger import EnvLogger  # noqa: E402
from spelbord.rl.pettingzoo import ActionOutOfSpace, env, parallel_env, raw_env  # noqa: E402
from spelbord.rl.rewards import placing_rewards  # noqa: E402

CYCLES = int(os.environ.get("SPELBORD_PZ_CYCLES", 6))
#: PettingZoo warns so for every Dict observation of a game it does not know by name
DICT_OBSERVATION_WARNINGS = [
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
]


def _first_configs():
    """Each game at its default player count and first variant."""
    for name in spelbord.games():
        game = spelbord.load(name)
        players = game.default_players or game.min_players
        yield pytest.param(name, players, game.variants(players)[0], id=name)


def _random_action(e, agent, rng):
    obs, _, termination, truncation, _ = e.last()
    if termination or truncation:
        return None
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


@pytest.mark.filterwarnings(*DICT_OBSERVATION_WARNINGS)
@pytest.mark.parametrize("name,players,options", list(every_config(by_name=True)))
def test_pettingzoo_checkers_pass(name, players, options):
    api_test(env(name, players=players, options=options), num_cycles=CYCLES)
    seed_test(functools.partial(env, name, players=players, options=options), num_cycles=CYCLES)
    parallel_api_test(parallel_env(name, players=players, options=options), num_cycles=CYCLES)
    # max_cycles_test steps with unmasked random actions: play a legal one in their place
    made = dict(players=players, options=options, illegal_action="random")
    max_cycles_test(types.SimpleNamespace(env=functools.partial(env, name, **made),
                                          parallel_env=functools.partial(parallel_env, name, **made)))


@pytest.mark.parametrize("name,players,options", list(every_config(by_name=True)))
def test_random_agents_finish_the_game_and_are_paid_by_placing(name, players, options):
    e = env(name, players=players, options=options)
    e.reset(seed=players)
    rng = np.random.default_rng(players)
    engine = e.unwrapped
    paid = {}
    for agent in e.agent_iter():
        if not (e.terminations[agent] or e.truncations[agent]):
            # the selection is a seat that may act now, with something it may do
            assert engine.seat_of[agent] in engine.state.actors()
            assert e.observe(agent)["action_mask"].any()
        paid[agent] = paid.get(agent, 0.0) + e.last()[1]
        e.step(_random_action(e, agent, rng))
    assert engine.state.is_over() and not e.agents
    expected = placing_rewards(engine.state.outcome(), players)
    assert [paid[a] for a in engine.possible_agents] == pytest.approx(expected)


def test_rewards_by_placing_plus_one_first_minus_one_last_ties_share():
    """Two tied for first of three share +1 and 0: +0.5 each; last -1."""
    assert placing_rewards({"ranks": [1, 1, 3]}, 3) == pytest.approx([0.5, 0.5, -1.0])
    assert placing_rewards({"ranks": [2, 1, 3, 4]}, 4) == pytest.approx([1 / 3, 1.0, -1 / 3, -1.0])


@pytest.mark.parametrize("name,players,options", list(_first_configs()))
def test_no_observation_tells_what_the_agent_cannot_see(name, players, options):
    """Every few steps the selected agent's state is re-dealt (``determinize``): its
    observation, mask, view, info and its being selected stay the same."""
    e = raw_env(name, players=players, options=options, info_view=True)
    e.reset(seed=7)
    rng = np.random.default_rng(7)
    for step, agent in enumerate(e.agent_iter()):
        if step % 5 == 0 and not (e.terminations[agent] or e.truncations[agent]):
            seat, real = e.seat_of[agent], e.state
            seen = (e.observe(agent), e.info(seat), e.view(agent))
            for k in range(2):
                e.state = real.determinize(seat, k)
                e._select()
                assert e.agent_selection == agent
                obs, info = e.observe(agent), e.info(seat)
                assert e.view(agent) == seen[2] == info["view"]
                np.testing.assert_array_equal(obs["observation"], seen[0]["observation"])
                np.testing.assert_array_equal(obs["action_mask"], seen[0]["action_mask"])
                assert info == seen[1]
            e.state = real
            e._select()
        e.step(_random_action(e, agent, rng))


def test_a_secret_pick_reaches_no_other_agent():
    """Spionage's planning cards are chosen in secret (SV line 72: "1:a FASEN: Samtliga
    spelare väljer i hemlighet var sitt Planeringskort."): player_1 chooses after
    player_0 and sees the same whichever card player_0 picked."""
    seen = []
    for pick in (0, 1):
        e = env("spionage", players=3)
        e.reset(seed=5)
        assert e.agent_selection == "player_0"
        legal = np.flatnonzero(e.observe("player_0")["action_mask"])
        assert len(legal) > 1
        e.step(int(legal[pick]))
        assert e.agent_selection == "player_1"
        seen.append((e.observe("player_1"), e.unwrapped.view("player_1")))
    np.testing.assert_array_equal(seen[0][0]["observation"], seen[1][0]["observation"])
    np.testing.assert_array_equal(seen[0][0]["action_mask"], seen[1][0]["action_mask"])
    assert seen[0][1] == seen[1][1]


def test_an_illegal_action_raises_where_asked_and_changes_nothing():
    e = env("spionage", players=3, illegal_action="raise")
    e.reset(seed=2)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    before = (e.unwrapped.state.record(), e.observe(agent)["observation"].copy())
    with pytest.raises(IllegalAction, match="not legal for player_0"):
        e.step(int(np.flatnonzero(mask == 0)[0]))
    assert e.agent_selection == agent
    assert e.unwrapped.state.record() == before[0]
    np.testing.assert_array_equal(e.observe(agent)["observation"], before[1])


def test_an_illegal_action_loses_by_default():
    """As PettingZoo's TerminateIllegalWrapper (built in): every agent is done, -1 for
    the offender, 0 for the others, the game unchanged; the agents then step out."""
    e = env("spionage", players=3)
    e.reset(seed=2)
    agent = e.agent_selection
    before = e.unwrapped.state.record()
    EnvLogger.mqueue.clear()
    e.step(int(np.flatnonzero(e.observe(agent)["action_mask"] == 0)[0]))
    assert any("Illegal move" in message for message in EnvLogger.mqueue)
    assert all(e.terminations.values()) and all(e.truncations.values())
    assert e.rewards[agent] == -1 and sum(e.rewards.values()) == -1
    assert e.unwrapped.state.record() == before
    paid = {}
    for a in e.agent_iter():
        paid[a] = e.last()[1]
        e.step(None)
    assert paid == {a: -1.0 if a == agent else 0.0 for a in e.possible_agents}


def test_the_env_wears_no_wrapper_and_is_its_own_unwrapped():
    """PettingZoo's three wrappers cost more than a step of most games: their
    guarantees are built into the env, which is its own ``unwrapped``."""
    e = env("quo-vadis", players=3)
    assert type(e) is raw_env and e.unwrapped is e
    assert e.illegal_action == "lose"


def test_nothing_is_read_or_stepped_before_reset():
    """As PettingZoo's OrderEnforcingWrapper: the agents, rewards, infos ... do not
    exist before the first reset, and stepping, observing, rendering, iterating fail."""
    e = env("spionage", players=2, render_mode="ansi")
    for name in ("agents", "num_agents", "rewards", "terminations", "truncations", "infos", "agent_selection"):
        with pytest.raises(AttributeError, match=f"{name} cannot be accessed before reset"):
            getattr(e, name)
    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        e.nonsense
    for call, word in ((lambda: e.step(0), "step"), (lambda: e.observe("player_0"), "observe"),
                       (e.render, "render"), (e.agent_iter, "agent_iter")):
        with pytest.raises(AssertionError, match=f"reset\\(\\) needs to be called before {word}"):
            call()
    e.reset(seed=1)
    assert e.num_agents == 2 and e.render()


def test_a_loop_over_agent_iter_must_step():
    e = env("spionage", players=2)
    e.reset(seed=1)
    agents = iter(e.agent_iter())
    next(agents)
    with pytest.raises(AssertionError, match="need to call step"):
        next(agents)


@pytest.mark.parametrize("mode", ["lose", "raise", "random"])
@pytest.mark.parametrize("action", [-1, "out", None, 1.5, np.int64(10**6)])
def test_an_action_outside_the_space_is_refused_and_changes_nothing(mode, action):
    """As PettingZoo's AssertOutOfBoundsWrapper, whatever the illegal-action mode:
    an IllegalAction (and an AssertionError, as the wrapper raised), nothing changed."""
    e = env("tiny-epic-galaxies", players=2, illegal_action=mode)
    e.reset(seed=3)
    agent, before = e.agent_selection, e.unwrapped.state.record()
    with pytest.raises(ActionOutOfSpace, match="outside player_0's action space") as raised:
        e.step(action)
    assert isinstance(raised.value, IllegalAction) and isinstance(raised.value, AssertionError)
    assert e.agent_selection == agent and not any(e.terminations.values())
    assert e.unwrapped.state.record() == before
    e.step(np.int64(np.flatnonzero(e.observe(agent)["action_mask"])[0]))  # a NumPy index in range is taken
    assert e.unwrapped.state.record() != before


def test_a_step_after_the_end_warns_and_changes_nothing():
    e = env("spionage", players=2)
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    for agent in e.agent_iter():
        e.step(_random_action(e, agent, rng))
    record = e.unwrapped.state.record()
    EnvLogger.mqueue.clear()
    e.step(None)
    assert any("step() called after all agents are terminated" in m for m in EnvLogger.mqueue)
    assert e.unwrapped.state.record() == record and e.agents == []


def test_max_cycles_caps_every_agent():
    """No agent takes more than max_cycles steps; each ends truncated, without reward."""
    e = env("quo-vadis", players=4, max_cycles=3)
    e.reset(seed=1)
    rng = np.random.default_rng(1)
    taken = dict.fromkeys(e.possible_agents, 0)
    for agent in e.agent_iter():
        if not (e.terminations[agent] or e.truncations[agent]):
            taken[agent] += 1
        else:
            assert e.truncations[agent] and e.last()[1] == 0
        e.step(_random_action(e, agent, rng))
    assert set(taken.values()) == {3}


def test_the_turn_limit_ends_in_truncation_paid_by_placing():
    """Cosmic Encounter's ``turn_limit`` option (not a rule; docs/rulings.md) cuts the game:
    every agent is truncated, and paid by the placing the option declares."""
    e = env("cosmic-encounter", players=3, options={"turn_limit": 10})
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    ends, paid = set(), dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        _, reward, termination, truncation, _ = e.last()
        paid[agent] += reward
        if termination or truncation:
            ends.add((termination, truncation))
        e.step(_random_action(e, agent, rng))
    state = e.unwrapped.state
    assert state.turns > 10  # the limit ended it, not a victory
    assert ends == {(False, True)}
    assert list(paid.values()) == pytest.approx(placing_rewards(state.outcome(), 3))


def test_reset_without_a_seed_deals_new_games_and_with_one_the_same():
    e = env("scarab-lords", players=2)
    records = []
    for seed in (None, None, 11, 11):
        e.reset(seed=seed)
        records.append(e.unwrapped.state.record()["seed"])
    assert records[0] != records[1] and records[2] == records[3] == 11


def test_ansi_render_draws_the_selected_agent_board_as_text():
    e = env("spionage", players=3, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and text.strip() and "\x1b[" not in text
    engine = e.unwrapped
    assert text == engine.board(engine.seat_of[e.agent_selection])


def test_legal_words_name_every_legal_action():
    e = env("spionage", players=3, lang="sv")
    e.reset(seed=1)
    words = e.unwrapped.legal_words(e.agent_selection)
    mask = e.observe(e.agent_selection)["action_mask"]
    assert sorted(i for i, _ in words) == list(np.flatnonzero(mask))
    assert all(isinstance(text, str) and text for _, text in words)


def test_human_render_prints_the_board_after_every_step(capsys):
    e = env("scarab-lords", players=2, render_mode="human")
    e.reset(seed=1)
    capsys.readouterr()
    agent = e.agent_selection
    e.step(int(np.flatnonzero(e.observe(agent)["action_mask"])[0]))
    engine = e.unwrapped
    assert capsys.readouterr().out == engine.board(engine.seat_of[e.agent_selection]) + "\n"


def _clear(data):
    """Empty every list and dict inside ``data``."""
    for value in list(data.values()) if isinstance(data, dict) else list(data):
        if isinstance(value, (dict, list)):
            _clear(value)
    data.clear()


def test_the_info_holds_the_view_of_the_agent_to_act_as_its_own_copy():
    """The info's view is not copied, so nothing in it may be the state's (Cosmic
    Encounter's view of a deal copies the offers' terms): emptying it leaves the game
    and the agent's observation as they were."""
    e = env("cosmic-encounter", players=2, options={"turn_limit": 30}, info_view=True)
    e.reset(seed=1)
    rng = np.random.default_rng(1)
    engine = e.unwrapped
    while not (engine.state.view(engine.seat_of[e.agent_selection]).get("deal") or {}).get("offers"):
        e.step(_random_action(e, e.agent_selection, rng))
    agent = e.agent_selection
    seat = engine.seat_of[agent]
    view = json.dumps(engine.state.view(seat))
    assert json.dumps(e.infos[agent]["view"]) == view
    assert all(info == {} for a, info in e.infos.items() if a != agent)
    observation = e.observe(agent)
    _clear(e.infos[agent]["view"])
    assert json.dumps(engine.state.view(seat)) == view
    again = e.observe(agent)
    assert (again["observation"] == observation["observation"]).all()
    assert (again["action_mask"] == observation["action_mask"]).all()


def test_the_view_is_in_the_info_only_when_asked_for():
    """By default no view is made for the infos (they are empty until the end, which
    adds the outcome), and ``e.unwrapped.view(agent)`` gives it on demand; with
    ``info_view=True`` the acting agent's info holds it. The observations, masks and
    rewards are the same either way."""
    played = {}
    for info_view in (False, True):
        e = env("quo-vadis", players=4, info_view=info_view)
        e.reset(seed=3)
        rng = np.random.default_rng(3)
        engine = e.unwrapped
        trace = []
        for agent in e.agent_iter():
            obs, reward, termination, truncation, info = e.last()
            view = engine.state.view(engine.seat_of[agent])
            assert e.unwrapped.view(agent) == view
            if not engine.state.is_over():
                assert info == ({"view": view} if info_view else {})
            else:
                assert info["outcome"] == engine.state.outcome()
                assert ("view" in info) is info_view
            trace.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward))
            e.step(_random_action(e, agent, rng))
        played[info_view] = trace
    assert played[False] == played[True]


def test_the_view_on_demand_is_the_callers_own():
    e = env("spionage", players=3)
    e.reset(seed=4)
    agent = e.agent_selection
    view = e.unwrapped.view(agent)
    _clear(view)
    assert e.unwrapped.view(agent) == e.unwrapped.state.view(e.unwrapped.seat_of[agent]) != {}


@pytest.mark.filterwarnings(*DICT_OBSERVATION_WARNINGS)
def test_pettingzoo_checkers_pass_with_the_view_in_the_info():
    api_test(env("tiny-epic-galaxies", players=3, info_view=True), num_cycles=CYCLES)
    seed_test(functools.partial(env, "spionage", players=3, info_view=True), num_cycles=CYCLES)
    parallel_api_test(parallel_env("spionage", players=3, info_view=True), num_cycles=CYCLES)


@pytest.mark.parametrize("name,players,options", list(_first_configs()))
def test_only_legal_actions_are_carried_out_whether_the_mask_is_fresh_or_stale(name, players, options):
    """A step checks its action against the mask of the very position when the agent
    has just observed it, else against the legal actions: an index the agent's mask
    allowed in an earlier position but not now is refused, before or after observing,
    and a replay that checks every action rebuilds the game the env played."""
    e = raw_env(name, players=players, options=options)
    e.reset(seed=11)
    rng = np.random.default_rng(11)
    earlier = {}  # agent -> its mask in the last position it observed
    refused = 0
    for step, agent in enumerate(e.agent_iter(max_iter=400)):
        if e.terminations[agent] or e.truncations[agent]:
            e.step(None)
            continue
        legal_now = {e.game.action_index(a, players) for a in e.state.legal_actions(e.seat_of[agent])}
        stale = [i for i in np.flatnonzero(earlier.get(agent, [])) if i not in legal_now]
        for observed in (False, True):  # the position's mask not yet made, then made
            mask = e.observe(agent)["action_mask"] if observed else None
            if stale:
                before = e.state.record()
                with pytest.raises(IllegalAction):
                    e.step(int(stale[0]))
                assert e.state.record() == before
                refused += 1
        earlier[agent] = mask
        e.step(int(rng.choice(np.flatnonzero(mask))))
    assert refused
    record = e.state.record()
    assert spelbord.replay(record).record() == record
