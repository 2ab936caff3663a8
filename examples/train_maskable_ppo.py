"""Train sb3-contrib's MaskablePPO on one spelbord game against the random bot, and
plot how often it beats that bot as it learns.

    pip install -e '.[rl,examples]'
    python examples/train_maskable_ppo.py                     # Spionage!, 2 players
    python examples/train_maskable_ppo.py --game scarab-lords --steps 200000

Every ``--eval-every`` training steps the agent (its most likely legal action) plays
``--eval-games`` new games against the random bot from a random seat; its win rate
(first place alone) is plotted with a 95 % Wilson interval, beside the win rates of a
random player and of the game's own heuristic bot against the same random bot.
"""
from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.env_util import make_vec_env

import spelbord
import spelbord.rl.gymnasium  # noqa: F401  (registers spelbord/<game>-v0)
from spelbord.bots import make_bot, play_game
from spelbord.bots.tournament import wilson
from spelbord.rl.gymnasium import env_id

HERE = Path(__file__).parent


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="spionage")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--options", type=json.loads, default=None, help='the game\'s options as JSON, e.g. \'{"variant": "confrontation"}\'')
    parser.add_argument("--steps", type=int, default=100_000, help="training steps (the learner's actions)")
    parser.add_argument("--eval-every", type=int, default=8192, help="training steps between evaluations (whole rollouts of 4 x 1024 steps)")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=1, help="torch's CPU threads")
    parser.add_argument("--out", type=Path, default=None, help="the plot (PNG); its numbers go beside it as JSON")
    return parser.parse_args()


def win_rate(env, policy, games: int, seed: int) -> tuple[float, float, float]:
    """``policy(obs, mask) -> action`` over ``games`` games: (win rate, low, high)."""
    wins = 0
    for game in range(games):
        obs, info = env.reset(seed=seed + game)
        done = False
        while not done:
            obs, reward, terminated, truncated, info = env.step(policy(obs, env.action_masks()))
            done = terminated or truncated
        wins += reward == 1.0
    return (wins / games, *wilson(wins, games))


def heuristic_win_rate(args) -> tuple[float, float, float]:
    """The game's heuristic bot (rotating through the seats) against random bots."""
    game = spelbord.load(args.game)
    wins = 0
    for number in range(args.eval_games):
        seat = number % args.players
        bots = [make_bot(game, "heuristic" if s == seat else "random", number * 10 + s) for s in range(args.players)]
        outcome = play_game(game, args.players, 10**6 + number, bots, args.options).outcome()
        wins += outcome["ranks"][seat] == 1 and outcome["ranks"].count(1) == 1
    return (wins / args.eval_games, *wilson(wins, args.eval_games))


def plot(results: dict, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = np.array([row["steps"] for row in results["agent"]])
    rate, low, high = (np.array([row[k] for row in results["agent"]]) for k in ("win_rate", "low", "high"))
    fig, ax = plt.subplots(figsize=(7, 4.2), dpi=90)
    ax.fill_between(steps, low, high, alpha=0.25, label="95 % interval")
    ax.plot(steps, rate, marker="o", label="MaskablePPO")
    for name, style in (("random", ":"), ("heuristic", "--")):
        ax.axhline(results[name]["win_rate"], linestyle=style, color="grey" if name == "random" else "black",
                   label=f"{name} bot ({results[name]['win_rate']:.0%})")
    ax.set_xlabel("training steps (the agent's actions)")
    ax.set_ylabel(f"win rate against random ({results['eval_games']} games)")
    ax.set_ylim(0, 1)
    ax.set_title(f"{results['title']}, {results['players']} players: learning to beat the random bot")
    ax.legend(loc="lower right", fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)


def main():
    args = arguments()
    torch.set_num_threads(args.threads)
    out = args.out or HERE / f"maskable_ppo_{args.game}.png"
    kwargs = dict(players=args.players, options=args.options, opponents="random", seat="random")
    train_env = make_vec_env(env_id(args.game), n_envs=4, seed=args.seed, env_kwargs=kwargs)
    eval_env = gymnasium.make(env_id(args.game), **kwargs).unwrapped
    model = MaskablePPO("MlpPolicy", train_env, seed=args.seed, n_steps=1024, batch_size=256, n_epochs=5,
                        gamma=0.995, ent_coef=0.01, learning_rate=3e-4,
                        policy_kwargs={"net_arch": [256, 256]}, device="cpu")

    def agent(obs, mask):
        return int(model.predict(obs, action_masks=mask, deterministic=True)[0])

    def random_player(obs, mask):
        return int(rng.choice(np.flatnonzero(mask)))

    rng = np.random.default_rng(args.seed)
    eval_seed = 10**9  # the evaluation's games are never the training's
    results = {"game": args.game, "title": spelbord.load(args.game).titles["en"], "players": args.players,
               "options": args.options, "eval_games": args.eval_games,
               "random": dict(zip(("win_rate", "low", "high"), win_rate(eval_env, random_player, args.eval_games, eval_seed))),
               "heuristic": dict(zip(("win_rate", "low", "high"), heuristic_win_rate(args))), "agent": []}
    start = time.time()
    while True:
        rate, low, high = win_rate(eval_env, agent, args.eval_games, eval_seed)
        results["agent"].append({"steps": model.num_timesteps, "win_rate": rate, "low": low, "high": high,
                                 "seconds": round(time.time() - start)})
        print(f"{model.num_timesteps:>8} steps  win rate {rate:.2f} [{low:.2f}, {high:.2f}]"
              f"  ({time.time() - start:.0f} s)", flush=True)
        if model.num_timesteps >= args.steps:
            break
        model.learn(args.eval_every, reset_num_timesteps=False)
    out.with_suffix(".json").write_text(json.dumps(results, indent=1) + "\n")
    plot(results, out)
    print(f"wrote {out} and {out.with_suffix('.json')}")


if __name__ == "__main__":
    main()
