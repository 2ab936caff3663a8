"""Where a search leaves the heuristic bot's move, does it gain? Judged by whole games.

    python bench/departures.py tiny-epic-galaxies --players 4 --games 6 --playouts 100
    python bench/departures.py quo-vadis --players 3 --margins game,none,0.01
    python bench/departures.py cosmic-encounter --players 3 --seed 100 --games 3 --every 12
    python bench/departures.py cosmic-encounter --players 3 --levels normal:200,hard:2000,deep:1000:60

Plays heuristic games (seeds from ``--seed``) and, at every sixth position (``--every``)
with a choice, asks each form of the search for its move: each of ``--levels``
(``name:simulations[:depth]``, by default ``normal`` and ``hard``'s simulations at the
game's depth) with each anchor margin (``game`` for the game's own setting, ``none`` for
no anchor, or a number). Where that is not the heuristic bot's move, both moves are
judged by ``--playouts`` whole games of heuristic play from a re-deal of what the seat
cannot see (the same re-deals and bots for both), each scored by the seat's placing (1
first, 0 last): the gain is the difference. Prints, per form, how many of its moves left
the heuristic's and their summed gain with its standard error (from the departures'
spread); a form whose departures are well chosen gains, one whose departures follow its
noise does not. The judge is a model: it answers how the moves fare among heuristic players,
as the search's opponents at the bench play (bench/bots.py match).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import spelbord  # noqa: E402
from spelbord.bots.evaluation import placing  # noqa: E402
from spelbord.bots.ismcts import ISMCTS  # noqa: E402

LEVELS = (("normal", 200), ("hard", 2000))


def level(text: str) -> tuple:
    """A form's level from ``name:simulations[:depth]`` (no depth: the game's)."""
    name, *numbers = text.split(":")
    return (name, *map(int, numbers))


def margin(text: str):
    """A form's anchor margin as ISMCTS takes it: the game's ("game"), none, or a number."""
    return text if text == "game" else None if text == "none" else float(text)


def judged(state, seat, action, playouts, heuristic):
    """The seat's mean placing over ``playouts`` games of heuristic play after ``action``."""
    total = 0.0
    for k in range(playouts):
        game = state.determinize(seat, 1000 + k)
        game.apply(seat, action)
        bots = [heuristic(k * 7 + s) for s in range(state.players)]
        while game.actors():
            mover = game.actors()[0]
            game.apply(mover, bots[mover].choose(game, mover))
        total += placing(game.outcome()["ranks"], seat)
    return total / playouts


def departures(name, players, games, playouts, margins, levels=LEVELS, every=6, report=print, first=0):
    """{form: (positions, departures, summed gain, the sum's standard error)} over ``games``
    heuristic games from seed ``first`` (the error from the departures' spread). A level is
    (name, simulations) or (name, simulations, depth)."""
    game = spelbord.load(name)
    heuristic = game.bots["heuristic"]
    forms = [(f"{name} {text}", simulations, depth[0] if depth else None, margin(text))
             for name, simulations, *depth in levels for text in margins]
    found = {form[0]: [0, 0, 0.0, 0.0] for form in forms}  # the last: the gains' squares
    for seed in range(first, first + games):
        state = game.new_game(players, seed)
        bots = [heuristic(seed * 10 + s) for s in range(players)]
        step = 0
        while state.actors():
            seat = state.actors()[0]
            if step % every == 0 and len(state.legal_actions(seat)) > 1:
                mine = heuristic(seed * 10 + seat).choose(state.clone(), seat)
                value = {}
                for form, simulations, depth, anchor in forms:
                    chosen = ISMCTS(game, seed=step, simulations=simulations, depth=depth,
                                    multi_anchor=anchor).choose(state, seat)
                    found[form][0] += 1
                    if chosen != mine:
                        for action in (mine, chosen):
                            if action not in value:
                                value[action] = judged(state, seat, action, playouts, heuristic)
                        found[form][1] += 1
                        found[form][2] += value[chosen] - value[mine]
                        found[form][3] += (value[chosen] - value[mine]) ** 2
            state.apply(seat, bots[seat].choose(state, seat))
            step += 1
        report(f"after game {seed}:")
        for form, (positions, left, gain, error) in summed(found).items():
            report(f"  {form:14} left the heuristic's move in {left:3} of {positions} positions, "
                   f"summed gain {gain:+.3f} ± {error:.3f} ({gain / max(positions, 1):+.4f} a position)")
    return summed(found)


def summed(found):
    """Each form's count with the standard error of its summed gain, ``sqrt(n · variance)``."""
    result = {}
    for form, (positions, left, gain, squares) in found.items():
        variance = (squares - gain * gain / left) / (left - 1) if left > 1 else 0.0
        result[form] = (positions, left, gain, (left * max(variance, 0.0)) ** 0.5)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--playouts", type=int, default=100)
    parser.add_argument("--margins", default="game,none", help="anchor margins: game, none or a number, by commas")
    parser.add_argument("--levels", default="normal:200,hard:2000",
                        help="forms of the search, name:simulations[:depth], by commas")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--every", type=int, default=6, help="ask at every N-th position with a choice")
    args = parser.parse_args()
    start = time.process_time()
    departures(args.game, args.players, args.games, args.playouts, args.margins.split(","),
               levels=[level(text) for text in args.levels.split(",")], every=args.every, first=args.seed)
    print(f"{time.process_time() - start:.0f} CPU seconds")


if __name__ == "__main__":
    main()
