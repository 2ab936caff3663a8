"""Förberedelse (SV l.43-69): setting up a game.

The black hole lies in the middle, each player's star system against it. Each
player puts 4 of his 20 ships on each of his five planets (the 4 spare ships of
each colour stay in the box). The aliens are dealt by the power variant in
force (``variants.deal_powers``; one at random by default). The four blank
cards leave the challenge deck, which is shuffled, and each player is dealt 7.
The star cards of colours not in play are set aside. A star card drawn at
random names the first player; it goes back and the star cards are shuffled.
"""
from __future__ import annotations

from . import deck, variants

START_SHIPS = 4
HAND = 7


def set_up(state) -> None:
    n = state.players
    state.colours = deck.COLOURS[:n]
    state.ships = [[START_SHIPS if p // 5 == s else 0 for s in range(n)] for p in range(5 * n)]
    state.arrivals, state.arrivals_seen = 0, -1  # ships arrived on planets; how many when victory was last looked at
    state.warp = [0] * n
    state.removed = [0] * n
    state.cone = [0] * n
    state.ring = [0] * n
    state.limbo = [0] * n
    # cards
    state.deck = list(range(len(deck.CARDS)))
    state.rng.shuffle(state.deck)
    state.discard = []
    state.known = [0] * len(deck.CARDS)  # who knows which card is in whose hand (.known)
    state.hands = [sorted(state.deck.pop() for _ in range(HAND)) for _ in range(n)]
    state.destiny = [s for s in range(n) for _ in range(deck.DESTINY_PER_COLOUR)]
    state.rng.shuffle(state.destiny)
    state.destiny_discard = []
    # the challenge under way
    state.events = []
    state.stack = []
    state.result = None
    state.turn = state.offence = state.defence = state.planet = None
    state.challenges = 0
    state.turns = 0
    state.success = False
    state.revealed = False
    state.invited = {"offence": [], "defence": []}
    state.allies = {"offence": [], "defence": []}
    state.chosen = {}
    state.played = {}
    state.launch_from = []
    state.zapped = []
    state.lasting = []
    state.marks = []
    state.moment = None
    state.deal = None
    state.compromised = False
    # aliens
    state.powers = [[] for _ in range(n)]
    state.power_offer = [[] for _ in range(n)]
    state.power_keep = 0
    state.hidden = [False] * n
    state.planet_powers = None
    variants.deal_powers(state)
    first = state.rng.choice(state.destiny)
    state.rng.shuffle(state.destiny)
    state.first = first
    state.events.append({"type": "first_player", "seat": first})
    state.push(["begin_turn", None, first])
    if state.power_keep:
        state.open_secret("aliens", range(n))
    else:
        state._run()
