"""Real challenge positions for the tests of the aliens and fate cards.

:func:`table` starts a game with chosen aliens, hands and ships;
:class:`Script` plays it on with a default choice for every step (pass in
windows, keep ships in the black hole, invite nobody, ...) unless a test names
the choice for a step kind, so that a test reads as the position and the
choices that matter.
"""
from __future__ import annotations

from spelbord.games.cosmic_encounter import GAME, deck


def cards(kind: str, value: int = 0, key: str | None = None) -> list[int]:
    """Card numbers of one kind (and attack value, or fate card key)."""
    return [c for c, card in enumerate(deck.CARDS)
            if card.kind == kind and (not value or card.value == value) and (key is None or card.key == key)]


def card(kind: str, value: int = 0, key: str | None = None, nth: int = 0) -> int:
    return cards(kind, value, key)[nth]


def table(powers, seed: int = 0, options: dict | None = None, hands: dict | None = None,
          defender: int | None = None, first: int = 0, setup=None):
    """A game whose seat ``s`` holds alien ``powers[s]`` (a key, a list, or None).

    ``hands`` sets chosen hands (the cards come out of wherever they were and
    the ones they replace go to the draw pile); ``defender`` puts that seat's
    star card on top of the star pile, so the first challenge targets him;
    ``setup(state)`` may change the position further. The game then starts again with the turn
    of seat ``first``.
    """
    players = len(powers)
    state = GAME.new_game(players=players, seed=seed, options=options or {})
    for seat, keys in enumerate(powers):
        state.powers[seat] = [] if keys is None else ([keys] if isinstance(keys, str) else list(keys))
    for seat, hand in (hands or {}).items():
        set_hand(state, seat, hand)
    if defender is not None:
        state.destiny.remove(defender)
        state.destiny.append(defender)
    if setup is not None:
        setup(state)
    state.events = []
    state.stack = [["begin_turn", None, first]]
    state._run()
    return state


def set_hand(state, seat: int, hand: list[int]) -> None:
    """Give ``seat`` exactly ``hand``, keeping every card somewhere."""
    for c in hand:
        for pile in [state.deck, state.discard, *state.hands]:
            if c in pile:
                pile.remove(c)
                break
    state.deck += state.hands[seat]
    state.hands[seat] = sorted(hand)


class Script:
    """Plays ``state`` on: ``choose[kind]`` (a function of the seat, the legal
    actions and the state, returning an action or None for the default) decides
    a step of that kind; ``chosen_cards[seat]`` is the challenge card a seat
    picks in the secret step."""

    def __init__(self, state, choose=None, chosen_cards=None):
        self.state = state
        self.choose = dict(choose or {})
        self.chosen_cards = dict(chosen_cards or {})
        self.events = []

    def step_kind(self):
        state = self.state
        if state.secret is not None:
            return state.secret.kind
        return state.stack[-1][0] if state.stack else None

    def decide(self, seat, legal):
        state, kind = self.state, self.step_kind()
        if kind in self.choose:
            action = self.choose[kind](seat, legal, state)
            if action is not None:
                return tuple(action)
        if kind == "cards":
            wanted = self.chosen_cards.get(seat)
            if wanted is not None and ("card", wanted) in legal:
                return ("card", wanted)
            return legal[0]
        for default in (("pass",), ("keep_in_warp",), ("redraw",), ("invites_done",), ("decline",),
                        ("end_turn",), ("discard_edicts",), ("deal_break",), ("reward_card",)):
            if default in legal:
                return default
        if kind == "launch":
            return ("launched",) if ("launched",) in legal else legal[0]
        if kind == "ally_ships":
            return ("allied",) if ("allied",) in legal else legal[0]
        if kind == "settle":
            return ("settled",) if ("settled",) in legal else legal[0]
        return legal[0]

    def act(self, seat, action):
        self.events += self.state.apply(seat, action)

    def run(self, until=None, limit: int = 500):
        """Play until ``until(state)`` holds at a decision (or the turn passes to a second turn)."""
        state = self.state
        for _ in range(limit):
            if state.outcome() is not None:
                return self
            if until is not None and until(state):
                return self
            seat = state.actors()[0]
            self.act(seat, self.decide(seat, state.legal_actions(seat)))
        raise AssertionError(f"script ran {limit} steps without reaching its goal; step {self.step_kind()}")

    def at(self, kind: str):
        """Play until the next decision of step ``kind``."""
        return self.run(lambda s: self.step_kind() == kind)

    def window(self, moment: str, seat: int | None = None):
        """Play until moment ``moment`` has begun: the first decision after it
        (its response window when some seat may act there; with ``seat``, that
        seat's turn in the window)."""
        def there(state):
            if state.moment != moment:
                return False
            if seat is None:
                return True
            frame = state.stack[-1] if state.stack and state.secret is None else None
            return frame is not None and frame[0] == "window" and frame[1] == seat
        return self.run(there)

    def challenge_over(self):
        """Play until the first challenge is over (the next decision after it)."""
        done = len([e for e in self.events if e["type"] == "challenge_over"])
        return self.run(lambda s: len([e for e in self.events if e["type"] == "challenge_over"]) > done)

    def of_type(self, kind: str) -> list[dict]:
        return [e for e in self.events if e["type"] == kind]


def launch(n: int, planet=None):
    """A ``choose`` entry for the launch step: ``n`` ships (from ``planet`` or the first base)."""
    def pick(seat, legal, state):
        if state.cone[seat] >= n:
            return ("launched",)
        wanted = ("launch", planet) if planet is not None else next(a for a in legal if a[0] == "launch")
        return wanted
    return pick


def aim(planet: int):
    return lambda seat, legal, state: ("aim", planet)


def join(sides: dict, ships: int = 1):
    """``join`` and ``ally_ships`` entries: seat -> side it joins with ``ships`` ships."""
    def do_join(seat, legal, state):
        side = sides.get(seat)
        return ("join", side) if side and ("join", side) in legal else ("decline",)

    def do_ships(seat, legal, state):
        on = state.cone[seat] + state.ring[seat]
        return ("allied",) if on >= ships else next(a for a in legal if a[0] == "ally")
    return {"join": do_join, "ally_ships": do_ships}


def invite(by: dict):
    """An ``invite`` entry: main seat -> seats it invites."""
    def pick(seat, legal, state):
        for s in by.get(seat, ()):
            if ("invite", s) in legal:
                return ("invite", s)
        return ("invites_done",)
    return pick


def uses(*plans):
    """A ``window`` entry: each plan ``(seat, moment, action)`` is used once, when legal."""
    pending = [(seat, moment, tuple(action)) for seat, moment, action in plans]

    def pick(seat, legal, state):
        moment = state.stack[-1][2]
        for plan in pending:
            if plan[0] == seat and plan[1] == moment and plan[2] in legal:
                pending.remove(plan)
                return plan[2]
        return None
    return pick
