"""OpenSpiel's own Python ISMCTS, measured on a game of its own: simulations per second per core.

    python bench/openspiel_ismcts.py                      # kuhn_poker and leduc_poker
    python bench/openspiel_ismcts.py leduc_poker --seconds 20 --simulations 500

The yardstick for spelbord's search bots: OpenSpiel's ``ISMCTSBot`` (random
rollouts, UCT, ``max_simulations`` a move) plays against a random player, taking
the seats in turn, in this one process (one core). Only the time inside the
bot's moves counts, and only moves with a choice (OpenSpiel runs no search for a
single legal action). ``ismcts_figures`` can be imported by other benchmarks
(``bench/`` on ``sys.path``) to print this figure beside theirs in the same run.
Needs the ``rl`` extra (``pip install -e '.[rl]'``); figures are printed,
never asserted.
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from engine import machine

GAMES = ("kuhn_poker", "leduc_poker")


def ismcts_figures(game_name: str = "leduc_poker", seconds: float = 10.0, simulations: int = 200,
                   seed: int = 1) -> dict | None:
    """Simulations per second of OpenSpiel's Python ISMCTS bot on ``game_name``
    (``None`` when OpenSpiel is not installed)."""
    try:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
    except ImportError:
        return None
    game = pyspiel.load_game(game_name)
    numpy_rng = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, numpy_rng), uct_c=2.0,
                           max_simulations=simulations, random_state=numpy_rng)
    rng = random.Random(seed)
    searched = moves = games = 0
    thinking = 0.0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_initial_state()
        bot_seat = games % game.num_players()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            elif state.current_player() == bot_seat:
                choice = len(state.legal_actions()) > 1
                begun = time.perf_counter()
                state.apply_action(bot.step(state))
                if choice:
                    thinking += time.perf_counter() - begun
                    searched += 1
                moves += 1
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        games += 1
    return {"game": game_name, "simulations_per_move": simulations, "games": games, "moves": moves,
            "searched_moves": searched, "seconds_thinking": thinking,
            "simulations_per_second": searched * simulations / thinking if thinking else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), help="OpenSpiel games (default: %(default)s)")
    parser.add_argument("--seconds", type=float, default=10.0, help="wall time per game (default: %(default)s)")
    parser.add_argument("--simulations", type=int, default=200, help="simulations a move (default: %(default)s)")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"command: bench/openspiel_ismcts.py {' '.join(sys.argv[1:])}".rstrip())
    print(f"{'game':<14} {'sims/move':>9} {'games':>7} {'searched moves':>15} {'sims/s (1 core)':>16}")
    for name in args.games:
        figures = ismcts_figures(name, args.seconds, args.simulations)
        if figures is None:
            sys.exit("OpenSpiel is not installed: pip install -e '.[rl]'")
        print(f"{name:<14} {figures['simulations_per_move']:>9} {figures['games']:>7,} "
              f"{figures['searched_moves']:>15,} {figures['simulations_per_second']:>16,.0f}")


if __name__ == "__main__":
    main()
