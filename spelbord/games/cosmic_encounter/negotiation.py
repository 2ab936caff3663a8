"""What deals and alliances are worth to a seat, in points, from what that seat may know.

The heuristic bot (:mod:`.bots`) bargains with these numbers. They read the
board (ships, bases, the cone and the ring), the valuing seat's own hand, and of
another hand only its size: never a card the seat cannot see.

* **Bases** (SV l.23: "först lyckats få fem baser i andras system" wins): a
  foreign base is worth more the nearer it brings its owner to five, and the
  fifth wins (``WIN``). A rival's base costs a seat a share of that: one part in
  ``players - 1``, twice that for the leader, and the whole ``WIN`` if it is his
  fifth (unless the seat wins at the same moment).
* **Cards**: an attack card by its value, a compromise or a fate card a point
  and a half, a card one cannot see its mean worth.
* **Ships**: a failed deal costs each main player three (SV l.246 "förlorar ni
  tre rymdskepp var"), an ally on the losing side the ships he sent.
* **A challenge** is won by the side with more ships, give or take the cards:
  the offence's chance grows by one part in sixteen for each ship it leads by.
"""
from __future__ import annotations

from . import deck
from .deal import LOSS

WIN = 30.0
SHIP = 0.5
CARD = 1.2  # a card one cannot see: the deck's mean, a little over an attack 6
ALLY_SHIPS = 2  # what the bot sends as an ally (see bots._ally_ships)


def card_worth(card: int) -> float:
    if deck.KIND[card] == "attack":
        return 0.5 + deck.VALUE[card] / 10
    return 1.5


def rivalry(state, seat: int, other: int) -> float:
    """How much a point gained by ``other`` hurts ``seat`` (a point of his own is 1)."""
    share = 1 / (state.players - 1)
    lead = max(state.foreign_bases(s) for s in range(state.players) if s != other)
    return 2 * share if state.foreign_bases(other) > lead else share


def base_gain(state, getter: int, planet: int) -> float:
    """What a new base on ``planet`` is worth to ``getter`` himself."""
    if state.ships[planet][getter]:
        return 0.0  # he has one there already
    if state.system_of(planet) == getter:
        return 1.0  # a home planet back: ships are safer, his power may need it
    n = state.foreign_bases(getter)
    return WIN if n >= 4 else 2.0 + n


def base_worth(state, seat: int, getter: int, planet: int, seat_wins_too: bool = False) -> float:
    """What ``getter``'s new base on ``planet`` is worth to ``seat``."""
    gain = base_gain(state, getter, planet)
    if getter == seat:
        return gain
    if gain >= WIN:
        return 0.0 if seat_wins_too else -WIN
    return -rivalry(state, seat, getter) * gain


def no_deal(state) -> float:
    """A failed deal: three ships each to the warp."""
    return -LOSS * SHIP


# ----- deals ---------------------------------------------------------------------------
def offer_worth(state, seat: int, proposer: int, terms) -> float:
    """What an offer by ``proposer`` to the other main player is worth to ``seat`` (one of the two).

    Terms read from the proposer's side. ``seat``'s own cards count by what they are;
    the other's by their mean, or for a demanded attack card a good one.
    """
    other = state.other_main(proposer)
    me_proposer = seat == proposer
    terms = [tuple(t) for t in terms]
    hand = state.hands[seat]
    mean_own = sum(map(card_worth, hand)) / len(hand) if hand else 0.0
    attacks = sorted((card_worth(c) for c in hand if deck.KIND[c] == "attack"), reverse=True)
    bases = {t[0]: t[1] for t in terms if t[0] in ("deal_base_you", "deal_base_me")}
    getters = {"deal_base_you": other, "deal_base_me": proposer}
    wins = {getters[k]: base_gain(state, getters[k], p) >= WIN for k, p in bases.items()}
    value = 0.0
    for term in terms:
        kind = term[0]
        if kind == "deal_give":  # the proposer gives a named card
            value += -card_worth(term[1]) if me_proposer else card_worth(term[1])
        elif kind == "deal_give_random":
            value += -mean_own if me_proposer else CARD
        elif kind == "deal_take_random":
            value += CARD if me_proposer else -mean_own
        elif kind == "deal_demand":
            if me_proposer:
                value += 2.0 if term[1] == "attack" else 1.5
            elif term[1] == "attack":
                value -= attacks.pop(0) if attacks else 0.0
            else:
                value -= 1.5
        elif kind in getters:
            getter = getters[kind]
            value += base_worth(state, seat, getter, term[1], seat_wins_too=wins.get(seat, False))
    return value


def package_terms(state, proposer: int) -> list[list[tuple]]:
    """The offers the proposer considers, each a list of terms legal from an empty offer."""
    legal = state.term_actions(proposer, [])
    other = state.other_main(proposer)
    mine = [a for a in legal if a[0] == "deal_base_me"]
    yours = [a for a in legal if a[0] == "deal_base_you"]
    # his base where it counts for him: a planet of a system not his own, with the fewest ships
    base_me = max(mine, key=lambda a: (base_gain(state, proposer, a[1]), -sum(state.ships[a[1]]), -a[1]),
                  default=None)
    # the other's base where it costs least: in the proposer's home system (a real base for him)
    base_you = max(yours, key=lambda a: (state.system_of(a[1]) == proposer, -state.ships[a[1]][proposer], -a[1]),
                   default=None)
    take, give = ("deal_take_random",), ("deal_give_random",)
    demand = ("deal_demand", "attack")
    small = ("deal_ships", 1)
    menu = [[base_me, base_you, small], [base_me, base_you, small, demand], [base_me, base_you, small, take],
            [base_me, give], [base_me], [base_me, take], [base_you, small, take], [base_you, small, demand],
            [base_you, small, take, demand], [take, give], [give], [base_you, small]]
    packages = []
    for terms in menu:
        if None in terms or (take in terms and take not in legal) or (give in terms and give not in legal) \
                or (demand in terms and demand not in legal):
            continue
        if small in terms and not (base_me or base_you):
            continue
        packages.append(terms)
    return [p for p in packages if _other_could(state, other, p)]


def _other_could(state, other: int, terms) -> bool:
    """Does the other hold enough cards for the demands and draws, by their number?"""
    takes = sum(1 for t in terms if t[0] in ("deal_take_random", "deal_demand"))
    return takes <= len(state.hands[other])


def estimate_for_other(state, proposer: int, terms) -> float:
    """The proposer's estimate of what his offer is worth to the other: his hand unseen."""
    other = state.other_main(proposer)
    value = 0.0
    for term in terms:
        kind = term[0]
        if kind == "deal_give":
            value += card_worth(term[1])
        elif kind == "deal_give_random":
            value += CARD
        elif kind == "deal_take_random":
            value -= CARD
        elif kind == "deal_demand":
            value -= 2.0 if term[1] == "attack" else 1.5
        elif kind == "deal_base_you":
            value += base_worth(state, other, other, term[1])
        elif kind == "deal_base_me":
            wins_too = any(t[0] == "deal_base_you" and base_gain(state, other, t[1]) >= WIN for t in terms)
            value += base_worth(state, other, proposer, term[1], seat_wins_too=wins_too)
    return value


def best_package(state, proposer: int):
    """The offer the proposer makes: most for himself, weighing the other's gain more as
    the offers run out, among those the other should prefer to failing (early on, that
    gain him something). ``None``: none is better for the proposer than failing."""
    rounds = state.options["deal_rounds"]
    t = min(1.0, len(state.deal["offers"]) / max(1, rounds - 1))
    need = t * no_deal(state)  # what the other must get: nothing lost at first, then more than failing
    care = 0.25 + 0.75 * t
    best, best_score = None, None
    for terms in package_terms(state, proposer):
        mine = offer_worth(state, proposer, proposer, terms)
        theirs = estimate_for_other(state, proposer, terms)
        if mine <= no_deal(state) or theirs < need:
            continue
        score = mine + care * theirs
        if best is None or score > best_score:
            best, best_score = terms, score
    return best


def accepts(state, seat: int) -> bool:
    """Accept the offer on the table: better than failing, and, while a counter-offer may
    still be made, not much worse than what countering is likely to bring."""
    deal = state.deal
    offer = deal["offers"][-1]
    worth = offer_worth(state, seat, offer["from"], offer["terms"])
    if worth <= no_deal(state):
        return False
    if len(deal["offers"]) >= state.options["deal_rounds"]:
        return True
    mine = best_package(state, seat)
    if mine is None:
        return True
    hope = 0.6 * offer_worth(state, seat, seat, mine) + 0.4 * no_deal(state)
    return worth + 0.5 >= hope


# ----- alliances ------------------------------------------------------------------------
def offence_chance(state, extra_offence: int = 0, extra_defence: int = 0) -> float:
    """The offence's chance to win the challenge, by the ships on each side."""
    offence = sum(state.cone) + extra_offence
    defence = state.ships[state.planet][state.defence] + sum(state.ring) + extra_defence
    return min(0.9, max(0.1, 0.5 + (offence - defence) / 16))


def outcome_worth(state, seat: int) -> float:
    """What the offence winning (rather than losing) is worth to ``seat``, who is not in it:
    the offence and each of its allies get a base on the planet."""
    planet = state.planet
    takers = [state.offence, *state.allies["offence"]]
    return sum(base_worth(state, seat, s, planet) for s in takers if s != seat)


def join_worth(state, seat: int, side: str) -> float:
    """What joining ``side`` with ``ALLY_SHIPS`` ships is worth to ``seat`` against staying out."""
    p = offence_chance(state)
    stake = outcome_worth(state, seat)
    if side == "offence":
        q = offence_chance(state, extra_offence=ALLY_SHIPS)
        mine = base_worth(state, seat, seat, state.planet)
        if mine >= WIN:
            stake = max(stake, 0.0)  # the others' bases do not matter: it wins with them
        return q * mine - (1 - q) * ALLY_SHIPS * SHIP + (q - p) * stake
    q = offence_chance(state, extra_defence=ALLY_SHIPS)
    reward = 0.6 * ALLY_SHIPS  # a card or a ship back from the warp for each ship
    return (1 - q) * reward - q * ALLY_SHIPS * SHIP + (q - p) * stake


def invite_worth(state, seat: int, guest: int, side: str) -> float:
    """What inviting ``guest`` to ``side`` (``seat``'s own) is worth, if he comes."""
    mine = base_worth(state, seat, seat, state.planet) if side == "offence" else 1.0
    if side == "offence":
        q = offence_chance(state, extra_offence=ALLY_SHIPS)
        gain = (q - offence_chance(state)) * mine
        wins_too = mine >= WIN
        return gain + q * base_worth(state, seat, guest, state.planet, seat_wins_too=wins_too)
    # the defence's allies only get cards and ships back: his help costs nothing
    q = offence_chance(state, extra_defence=ALLY_SHIPS)
    return (offence_chance(state) - q) * (-outcome_worth(state, seat) + mine)
