"""Spielaufbau: setting up a game.

Each player takes a galaxy mat, 2 ships standing on it (2 more locked on the
ship track), 1 culture, 2 energy and the empire marker on the star (level 1).
The planet deck is shuffled and ``players + 2`` planets (6 with five players)
are laid out in a row. Each player is dealt 2 secret missions and keeps one
(a secret simultaneous choice: the engine's secret step). A random player starts.

Solo: set up as for two, but the opponent is a rogue galaxy with 0 energy,
0 culture and all 4 ships on its galaxy, no missions, and the player starts.
"""
from __future__ import annotations

from . import data

HOME = -1


def set_up(state) -> None:
    players = state.players
    state.solo = solo = players == 1
    state.owners = owners = players + (1 if solo else 0)
    state.rogue = 1 if solo else -1
    state.res = [[data.START_ENERGY, data.START_CULTURE] for _ in range(owners)]
    state.level = [1] * owners
    state.ships = [[HOME] * data.EMPIRE[1][1] for _ in range(owners)]
    state.colonies = [[] for _ in range(owners)]
    if solo:
        state.res[1] = [0, 0]
        state.ships[1] = [HOME] * data.ROGUE_START_SHIPS
    deck = list(range(len(data.PLANETS)))
    state.rng.shuffle(deck)
    size = data.row_size(players)
    state.row = [deck.pop() for _ in range(size)]
    state.deck = deck  # drawn from the end; its order is hidden
    state.bottom = []  # planets put under the deck, in the order they will come up
    state.track = [[-1] * size for _ in range(owners)]
    # the turn
    state.cur = 0
    state.first = 0
    state.pool = []
    state.bay = []
    state.converter = []
    state.rerolls = 0
    state.copy_cost = 1
    state.income = []  # (owner, resource): copy income (Birkomius, Bisschop) this turn
    state.used = []  # (owner, planet): once-per-turn abilities used this turn
    state.last_die = None
    state.copied_last = []
    state.last_moved = -1
    state.fewer_dice = 0
    state.ending = False
    state.elder = None
    state.result = None
    state.stack = []
    state.ready = []
    state.events = []
    state.checking = []  # planets whose usability is being checked (a recursion guard)
    # solo
    state.rogue_left = 0
    state.rogue_bonus = False
    state.rogue_attacked = False
    state.rogue_die = None
    # secret missions
    state.offered = [[] for _ in range(players)]
    state.mission = [None] * players
    if solo:
        state.start_game()
        state._run()
        return
    missions = list(range(len(data.MISSIONS)))
    state.rng.shuffle(missions)
    for seat in range(players):
        state.offered[seat] = sorted(missions[2 * seat:2 * seat + 2])
    state.first = state.rng.randrange(players)
    state.open_secret("mission", range(players))
