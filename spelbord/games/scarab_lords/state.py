"""A game of Scarab Lords in progress: the position, and the engine's hooks.

The position is plain lists (see :mod:`.board` for columns and places):
``deck``, ``hand``, ``discard`` (per seat; a deck's top is its end), ``cols``
(per seat, six lists), ``gods`` (per seat), ``scarabs`` (per card id),
``pyramids`` (per column: the seat holding it or -1), the turn's ``phase`` and
``used`` actions, and ``queue``, the card texts waiting for a choice.
"""
from __future__ import annotations

from spelbord.engine import State

from . import abilities, actions, advanced, board, setup, supremacy, turn
from .cards import HOUSES


class ScarabState(State):
    #: what a player may take back (docs/api.md, Undo): steps on the open board
    #: (activating, uncursing or discarding one's own cards in play, choosing targets
    #: and regions, passing). Final: every card from the hand ("spela ut ett kort från
    #: din hand", SV l.125; renewing the hand, l.110) and every draw from the deck,
    #: which lies "med framsidan nedåt" (SV l.88): a step that changes the size of a
    #: hand or deck (:meth:`hidden_zones`) is final whatever its kind.
    TAKE_BACK = frozenset({"activate", "uncurse", "free_uncurse", "discard", "target", "region", "pass",
                           "refresh"})

    _shared_fields = State._shared_fields | {"book"}
    # what clone copies with a slice: lists of card ids, seats and counts
    _flat_fields = State._flat_fields | {"houses", "pool", "wins", "scarabs", "place", "pyramids",
                                         "free_used", "exercised"}
    _nested_fields = frozenset({"owned", "gods", "discard", "hand", "deck"})

    def __init__(self, game, players, seed, options, book):
        super().__init__(game, players, seed, options)
        self.book = book
        first = options["house_first"]
        self.houses = [first, "ankar" if first == "temet" else "temet"]
        self.owned = [sorted(book.houses[h]) for h in self.houses]
        self.pool = sorted(book.houses["bonus"])
        self.wins = [0, 0]
        self.last_winner = -1
        self.win_reason = None
        self.game_number = 1
        self.takers = []
        self.active = 0
        setup.deal(self, 0)

    # ----- zones ------------------------------------------------------------
    def draw(self, seat: int, n: int) -> list:
        """``seat`` draws up to ``n`` cards (an empty deck gives nothing)."""
        deck = self.deck[seat]
        drawn = []
        for _ in range(min(n, len(deck))):
            drawn.append(deck.pop())
        if not drawn:
            return []
        hand = self.hand[seat]
        hand.extend(drawn)
        hand.sort()
        return [{"type": "draw", "seat": seat, "n": len(drawn)},
                # in card order, as the hand shows them: the deck's order stays hidden
                {"type": "drew", "seat": seat, "cards": sorted(drawn), "to": [seat]}]

    def mill(self, seat: int, n: int, source: int) -> list:
        """``seat`` discards the top ``n`` cards of its deck, face up."""
        deck = self.deck[seat]
        milled = [deck.pop() for _ in range(min(n, len(deck)))]
        self.discard[seat].extend(milled)
        return [{"type": "mill", "seat": seat, "cards": milled, "source": source}] if milled else []

    def leave_play(self, card: int) -> list:
        """A card in play goes to its owner's discard pile, its scarabs back to the supply."""
        place = self.place[card]
        seat, where = place // 8, place % 8
        (self.gods[seat] if where == board.GODS else self.cols[seat][where]).remove(card)
        self.discard[seat].append(card)
        self.place[card] = -1
        self.scarabs[card] = 0
        return [{"type": "discard", "seat": seat, "card": card}]

    def passives(self, point: str) -> list:
        """The passive texts in force at a hook point: (owner, card, ability) of every
        card in play with no scarab on it."""
        found = []
        table = self.book.passives
        place, scarabs = self.place, self.scarabs
        for card in self.book.passive_cards_at.get(point, ()):
            where = place[card]
            if where >= 0 and not scarabs[card]:
                for ability in table[card][point]:
                    found.append((where // 8, card, ability))
        return found

    def in_play(self, cards) -> bool:
        """Whether any of ``cards`` is in play: a quick test before asking for the
        texts of a hook point (``book.passive_cards_at``), which are rarely in play."""
        place = self.place
        for card in cards:
            if place[card] >= 0:
                return True
        return False

    # ----- engine hooks -----------------------------------------------------
    def _actors(self):
        stage = self.stage
        if stage == "play":
            return [self.queue[0]["who"]] if self.queue else [self.active]
        if stage == "refresh":
            return [self.active]
        if stage == "take":
            return [self.takers[0][0]]
        return []

    def _legal(self, seat):
        stage = self.stage
        if stage == "play":
            if self.queue:
                return abilities.choices(self, self.queue[0])
            return turn.legal(self, seat)
        if stage == "refresh":
            return turn.refresh_legal(self, seat)
        if stage == "build":
            return advanced.build_legal(self, seat)
        return advanced.take_legal(self, seat)

    def _apply(self, seat, action):
        name = action[0]
        stage = self.stage
        if stage == "take":
            return advanced.take(self, seat, action[1])
        if stage == "refresh":
            if name == "refresh_done":
                return turn.refresh_done(self, seat)
            self.hand[seat].remove(action[1])
            self.discard[seat].append(action[1])
            self.played_from_hand = True
            return [{"type": "hand_discard", "seat": seat, "card": action[1], "refresh": True}]
        if self.queue:
            events = abilities.choose(self, action)
        elif name == "refresh":
            self.stage = "refresh"
            self.fresh = False
            return [{"type": "refresh", "seat": seat}]
        elif name == "pass":
            self.fresh = False
            return [{"type": "pass", "seat": seat, "phase": self.phase}] + turn.pass_phase(self)
        elif name == "play":
            events = actions.play(self, seat, action[1], action[2] if len(action) == 3 else None)
        elif name == "activate":
            events = actions.activate(self, seat, action[1])
        elif name == "uncurse":
            events = actions.uncurse(self, seat, action[1])
        elif name == "free_uncurse":
            events = actions.free_uncurse(self, seat, action[1])
        elif name == "discard":
            events = self.leave_play(action[1])
        elif name == "toss":
            self.hand[seat].remove(action[1])
            self.discard[seat].append(action[1])
            self.played_from_hand = True
            events = [{"type": "hand_discard", "seat": seat, "card": action[1]}]
        else:  # exercise
            events = supremacy.exercise(self, seat, action[1])
        self.fresh = False
        return events + turn.settle(self)

    def _explain_illegal(self, seat, action, legal):
        return actions.explain(self, seat, action, legal)

    def _secret_complete(self, seat, picks):
        return advanced.build_complete(picks)

    def _reveal(self, picks):
        return advanced.reveal(self, picks)

    def _outcome(self):
        if self.stage != "over":
            return None
        winner = self.last_winner
        scores = list(self.wins)
        return {"scores": scores, "ranks": [1 if s == winner else 2 for s in (0, 1)],
                "houses": list(self.houses), "reason": self.win_reason}

    def _view(self, seat):
        queue = [{k: v for k, v in step.items() if k in ("do", "who", "owner", "src", "n")} for step in self.queue]
        return {
            "houses": list(self.houses), "active": self.active, "turn": self.turn, "stage": self.stage,
            "phase": self.phase, "actions_used": self.used, "fresh": self.fresh,
            "exercised": list(self.exercised), "free_used": list(self.free_used),
            "played_from_hand": self.played_from_hand,
            "pyramids": list(self.pyramids),
            "power": board.powers(self),
            "columns": [[list(col) for col in self.cols[s]] for s in (0, 1)],
            "gods": [list(g) for g in self.gods],
            "scarabs": {str(c): n for c, n in enumerate(self.scarabs) if n} if any(self.scarabs) else {},
            "hand": list(self.hand[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hand],
            "deck_sizes": [len(d) for d in self.deck],
            "discards": [list(d) for d in self.discard],
            "queue": queue,
            "match": {"game": self.game_number, "wins": list(self.wins), "advanced": self.options["advanced"],
                      "decks": [list(o) for o in self.owned], "pool": list(self.pool),
                      "takers": [list(t) for t in self.takers]},
        }

    def _powers(self):
        bonuses = self.passives("power")
        return [[board.column_power(self, s, c, bonuses) for c in board.COLUMNS] for s in (0, 1)]

    def hidden_zones(self):
        """The sizes of the hands and decks: a step that changes one drew or played a hidden card."""
        return [len(h) for h in self.hand], [len(d) for d in self.deck]

    def _redeal(self, seat, rng):
        """Deck order is hidden from everyone; the opponent's hand from ``seat``.
        Which cards a player holds in hand and deck together is public."""
        for owner in (0, 1):
            hidden = list(self.deck[owner])
            if owner != seat:
                hidden += self.hand[owner]
            hidden.sort()  # the deal may depend on what the seat knows, never on the true order
            rng.shuffle(hidden)
            if owner != seat:
                size = len(self.hand[owner])
                self.hand[owner] = sorted(hidden[:size])
                hidden = hidden[size:]
            self.deck[owner] = hidden

    def check_invariants(self):
        n = len(self.book)
        every = sorted(self.pool + self.owned[0] + self.owned[1])
        assert every == list(range(n)), "the cards of the decks and the bonus pool must be all cards once"
        if self.stage == "take":
            return
        assert len(self.owned[0]) == len(self.owned[1]) == 30, "decks stay at 30"
        if self.stage == "build":
            return
        for seat in (0, 1):
            zones = self.deck[seat] + self.hand[seat] + self.discard[seat] + self.gods[seat]
            for column in self.cols[seat]:
                zones += column
            assert sorted(zones) == self.owned[seat], f"seat {seat}'s cards are not all in one place"
            assert len(self.gods[seat]) <= 3
            for column in board.COLUMNS:
                leaders = [c for c in self.cols[seat][column] if self.book.cards[c].type == "leader"]
                assert len(leaders) <= 1, "one leader per column"
                for c in self.cols[seat][column]:
                    assert self.place[c] == seat * 8 + column
                    assert column % 3 in self.book.cards[c].kinds
            for c in self.gods[seat]:
                assert self.place[c] == seat * 8 + board.GODS
        assert not (self.gods[0] and self.gods[1]), "only one player may have gods"
        in_play = sum(self.place[c] >= 0 for c in range(n))
        assert in_play == sum(len(col) for s in (0, 1) for col in self.cols[s]) + len(self.gods[0]) + len(self.gods[1])
        for c in range(n):
            assert self.scarabs[c] >= 0
            assert self.place[c] >= 0 or self.scarabs[c] == 0
        assert all(p in (-1, 0, 1) for p in self.pyramids)
        assert self.houses[0] in HOUSES
