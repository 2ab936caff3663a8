"""The Gymnasium adapter: Gymnasium's own check_env for every game, player count and
variant; whole episodes against bots; rewards by placing; secret steps where the bots
pick after the learner; reproducible resets; illegal actions; truncation; rendering."""
import warnings

import pytest

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

import spelbord  # noqa: E402
from tests.configs import every_config  # noqa: E402
from spelbord.engine import IllegalAction, InvalidOptions  # noqa: E402
from spelbord.rl.gymnasium import SpelbordEnv, env_id  # noqa: E402
from spelbord.rl.rewards import placing_rewards  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402


def _make(name, **kwargs):
    return gymnasium.make(env_id(name), **kwargs).unwrapped


def _play(env, seed, rng):
    """A whole episode with masked random actions: (observations, rewards, infos)."""
    obs, info = env.reset(seed=seed)
    observations, rewards, infos = [obs], [], [info]
    done = False
    while not done:
        action = rng.choice(np.flatnonzero(info["action_mask"]))
        obs, reward, terminated, truncated, info = env.step(action)
        observations.append(obs)
        rewards.append(reward)
        infos.append(info)
        done = terminated or truncated
    return observations, rewards, infos


def test_every_game_is_registered():
    for name in spelbord.games():
        assert env_id(name) in gymnasium.registry


@pytest.mark.parametrize("name,players,options", list(every_config(by_name=True)))
def test_gymnasiums_check_env_passes(name, players, options):
    env = _make(name, players=players, options=options, opponents="random")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker's warnings count as failures
        check_env(env)
    game = spelbord.load(name)
    assert env.action_space.n == game.num_actions(players)
    assert env.observation_space.shape == (env.encoder.size,)


def test_check_env_passes_against_heuristic_bots_from_a_random_seat():
    env = _make("spionage", players=3, opponents="heuristic", seat="random")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env)


@pytest.mark.parametrize("name", spelbord.games())
def test_whole_episodes_end_with_the_reward_of_the_learners_placing(name):
    game = spelbord.load(name)
    rng = np.random.default_rng(0)
    for players in range(game.min_players, game.max_players + 1):
        options = game.variants(players)[0]  # Cosmic Encounter's carry a turn limit
        env = _make(name, players=players, options=options, opponents="random", seat="random")
        observations, rewards, infos = _play(env, seed=players, rng=rng)
        for obs, info in zip(observations[:-1], infos[:-1]):
            assert obs in env.observation_space
            assert info["action_mask"].any()
        assert all(r == 0.0 for r in rewards[:-1])
        outcome = infos[-1]["outcome"]
        assert rewards[-1] == placing_rewards(outcome, players)[infos[-1]["seat"]]
        assert not env.action_masks().any()


def test_the_learner_is_asked_only_when_it_may_act_and_its_mask_is_its_legal_actions():
    env = _make("quo-vadis", players=4, opponents="random", seat=2)
    obs, info = env.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(60):
        assert 2 in env.state.actors()
        assert list(info["action_mask"]) == env.game.legal_mask(env.state, 2)
        assert env.view() == env.state.view(2) and "view" not in info
        obs, reward, terminated, truncated, info = env.step(rng.choice(np.flatnonzero(info["action_mask"])))
        if terminated:
            break


def test_the_view_is_in_the_info_only_when_asked_for():
    """By default no view is made for the info (``env.view()`` gives it on demand);
    with ``info_view=True`` every info holds it. Observations, masks and rewards are
    the same either way."""
    played = {}
    for info_view in (False, True):
        env = _make("quo-vadis", players=4, opponents="random", seat=1, info_view=info_view)
        observations, rewards, infos = _play(env, seed=6, rng=np.random.default_rng(6))
        if info_view:
            assert all(info["view"]["seat"] == 1 for info in infos)
            assert infos[-1]["view"] == env.view() == env.state.view(1)
        else:
            assert not any("view" in info for info in infos)
        played[info_view] = ([o.tobytes() for o in observations], rewards,
                             [info["action_mask"].tobytes() for info in infos])
    assert played[False] == played[True]


@pytest.mark.parametrize("name", spelbord.games())
def test_the_moves_carried_out_unchecked_were_all_legal(name):
    """The learner's action (once found legal) and the random bots' picks (from their
    seats' legal actions) are carried out without the engine's second check: a replay
    that checks every action rebuilds the same game."""
    game = spelbord.load(name)
    players = game.max_players
    env = _make(name, players=players, options=game.variants(players)[0], opponents="random", seat="random")
    _play(env, seed=2, rng=np.random.default_rng(2))
    record = env.state.record()
    assert spelbord.replay(record).record() == record


def test_a_bot_that_reads_the_state_is_given_one_its_seat_cannot_tell_from_the_real_one():
    env = _make("spionage", players=3, opponents="heuristic", seat=0)
    env.reset(seed=1)
    given = []
    for bot in env.bots.values():
        choose = bot.choose
        bot.choose = lambda state, seat, choose=choose: given.append(state.determinized) or choose(state, seat)
    done, info = False, {"action_mask": env.action_masks()}
    rng = np.random.default_rng(1)
    while not done and len(given) < 20:
        _, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        done = terminated or truncated
    assert given and all(given)


def test_check_env_passes_with_the_view_in_the_info():
    env = _make("tiny-epic-galaxies", players=2, opponents="random", info_view=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env)


SECRET_STEPS = [  # (game, players, options, seed): games with secret simultaneous steps
    ("spionage", 4, {}, 11),  # planning and action cards
    ("cosmic-encounter", 2, {"turn_limit": 30, "choose": "2of3"}, 3),  # aliens, challenge cards
    ("scarab-lords", 2, {"advanced": True}, 3),  # the cards for the bonus deck
    ("tiny-epic-galaxies", 3, {}, 3),  # the secret missions
]


@pytest.mark.parametrize("name,players,options,seed", SECRET_STEPS, ids=[c[0] for c in SECRET_STEPS])
def test_bots_pick_after_the_learner_in_a_secret_step(name, players, options, seed):
    """When all choose at once, the learner is asked before any bot has chosen, so no
    bot's pick (nor that it picked) reaches its observation."""
    env = _make(name, players=players, options=options, opponents="heuristic", seat=1)
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    secret_steps = 0
    for _ in range(300):
        secret = env.view().get("secret")
        if secret and 1 in secret["waiting"]:
            secret_steps += 1
            assert secret["chosen"] == [], secret
            assert set(env.state.actors()) == set(secret["waiting"]) == set(secret["seats"])
        obs, reward, terminated, truncated, info = env.step(rng.choice(np.flatnonzero(info["action_mask"])))
        if terminated:
            break
    assert secret_steps >= 1


def test_the_same_seed_and_actions_give_the_same_trajectory():
    def trajectory(seed):
        env = _make("scarab-lords", opponents="heuristic", seat="random")
        observations, rewards, infos = _play(env, seed, np.random.default_rng(3))
        return [o.tobytes() for o in observations], rewards, [i["seat"] for i in infos]

    assert trajectory(8) == trajectory(8)
    assert trajectory(8)[0] != trajectory(9)[0]


def test_an_illegal_action_raises_and_changes_nothing():
    env = _make("spionage", players=3, opponents="random", illegal_action="raise")
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.state.record()
    for bad in (illegal, env.action_space.n, -1, 1.5, "pass"):
        with pytest.raises(IllegalAction, match="action_masks"):
            env.step(bad)
        assert env.state.record() == before
    obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert env.state.record() != before


def test_a_mask_changed_by_the_caller_makes_no_action_legal():
    """The learner's action is checked against the mask of the position it observed,
    kept by the env: the info's copy is the caller's, and writing 1 into it at an
    illegal index does not let that action through."""
    env = _make("spionage", players=3, opponents="random", illegal_action="raise")
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    info["action_mask"][illegal] = 1
    before = env.state.record()
    with pytest.raises(IllegalAction):
        env.step(illegal)
    assert env.state.record() == before


def test_an_illegal_action_loses_by_default():
    env = _make("spionage", players=3, opponents="random")
    obs, info = env.reset(seed=2)
    before = env.state.record()
    obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    assert env.state.record() == before
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_max_steps_truncates_the_episode():
    env = _make("quo-vadis", players=3, opponents="random", max_steps=3)
    obs, info = env.reset(seed=4)
    ends = []
    for _ in range(3):
        obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        ends.append((reward, terminated, truncated))
    assert ends == [(0.0, False, False), (0.0, False, False), (0.0, False, True)]


def test_ansi_render_draws_the_learners_board():
    env = _make("spionage", players=2, opponents="random", render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and len(text.splitlines()) > 3
    assert _make("spionage", players=2).render() is None


def test_a_render_mode_it_cannot_draw_is_let_through_as_stable_baselines_asks():
    """Stable-Baselines3's make_vec_env makes every env with render_mode="rgb_array"."""
    with pytest.warns(UserWarning, match="render_mode"):
        env = _make("spionage", players=2, render_mode="rgb_array")
    env.reset(seed=0)
    assert env.render() is None


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="seat"):
        SpelbordEnv("spionage", players=3, seat=3)
    with pytest.raises(ValueError, match="unknown bot"):
        SpelbordEnv("spionage", players=3, opponents="grandmaster")
    with pytest.raises(ValueError, match="opponents"):
        SpelbordEnv("spionage", players=3, opponents=["random"])
    with pytest.raises(InvalidOptions):
        SpelbordEnv("spionage", players=3, options={"variant": "confrontation"})
    with pytest.raises(ValueError, match="illegal_action"):
        SpelbordEnv("spionage", illegal_action="ignore")


def test_placing_rewards_run_from_plus_one_first_to_minus_one_last():
    assert placing_rewards({"ranks": [2, 1, 3]}, 3) == [0.0, 1.0, -1.0]
    assert placing_rewards({"ranks": [1, 1, 3]}, 3) == [0.5, 0.5, -1.0]
    assert placing_rewards({"ranks": [1, 1]}, 2) == [0.0, 0.0]
    assert placing_rewards({"ranks": [4, 1, 2, 3]}, 4) == pytest.approx([-1.0, 1.0, 1 / 3, -1 / 3])
    assert placing_rewards({"ranks": [1]}, 1) == [1.0]
    assert placing_rewards({"ranks": [2]}, 1) == [-1.0]


#: sha256 (first 16 hex digits) of the seats' moves and the learner's rewards along 300 seeded
#: steps with random opponents at each game's largest player count (see the test below)
PINNED_RANDOM_OPPONENTS = {
    "spionage": "5bf73553b7667b50",
    "quo-vadis": "4e499a6c2b4f2350",
    "tiny-epic-galaxies": "3f97a8a3a3f55417",
    "scarab-lords": "f4b9f67f71b678df",
    "cosmic-encounter": "552a5f3f89065fed",  # since the Amoeba adds or takes back in one use, not both
}


@pytest.mark.parametrize("name", sorted(PINNED_RANDOM_OPPONENTS))
def test_a_seeded_env_plays_the_same_opponents_moves_as_always(name):
    """A seeded env's random opponents draw the same moves from one version to the next:
    every seat's moves and the learner's rewards along seeded episodes are pinned."""
    import hashlib
    game = spelbord.load(name)
    env = _make(name, players=game.max_players, opponents="random", seat="random",
                options=game.variants(game.max_players)[0])
    rng = np.random.default_rng(4)
    digest = hashlib.sha256()
    obs, info = env.reset(seed=21)
    for step in range(300):
        obs, reward, terminated, truncated, info = env.step(rng.choice(np.flatnonzero(info["action_mask"])))
        digest.update(repr((reward, terminated, truncated)).encode())
        if terminated or truncated:
            digest.update(repr((env.seat, env.state.history())).encode())
            obs, info = env.reset(seed=step)
    digest.update(repr((env.seat, env.state.history())).encode())
    assert digest.hexdigest()[:16] == PINNED_RANDOM_OPPONENTS[name]
