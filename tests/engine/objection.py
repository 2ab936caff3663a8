"""Objection: a tiny game with a response window in which a hidden hand decides
whether a seat may do anything but pass.

Each seat holds three cards of 1 to 4 x players. In turn each seat plays a card
face up; then every other seat, clockwise, is asked whether it beats it with a
higher card (scoring a point) or passes. Every other seat is asked, whatever it
holds, so who is asked reveals nothing; one with no higher card may only pass.
The game ends when the seat to play has no card left.
"""
from spelbord.engine import Game, ResponseWindow, State


class ObjectionState(State):
    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        deck = list(range(1, 4 * players + 1))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[3 * s:3 * s + 3]) for s in range(players)]
        self.scores = [0] * players
        self.turn = 0
        self.played = None
        self.window = None

    def _actors(self):
        if self.window is not None:
            return self.window.actors()
        return [self.turn] if self.hands[self.turn] else []

    def _legal(self, seat):
        if self.window is None:
            return [("play", c) for c in self.hands[seat]]
        return [("beat", c) for c in self.hands[seat] if c > self.played] + [("pass",)]

    def response_window(self):
        return self.window

    def _apply(self, seat, action):
        if action[0] == "play":
            self.hands[seat].remove(action[1])
            self.played = action[1]
            self.window = ResponseWindow("beat", [(seat + i) % self.players for i in range(1, self.players)])
            return [{"type": "play", "seat": seat, "card": action[1]}]
        self.window.answered(seat)
        events = [{"type": action[0], "seat": seat}]
        if action[0] == "beat":
            self.hands[seat].remove(action[1])
            self.scores[seat] += 1
            events[0]["card"] = action[1]
        if self.window.closed:
            self.window = None
            self.turn = (self.turn + 1) % self.players
        return events

    def _view(self, seat):
        return {"scores": list(self.scores), "played": self.played, "turn": self.turn,
                "hand": list(self.hands[seat]) if seat is not None else None,
                "hand_sizes": [len(h) for h in self.hands]}

    def _outcome(self):
        if self.window is not None or self.hands[self.turn]:
            return None
        ranks = [1 + sum(o > s for o in self.scores) for s in self.scores]
        return {"scores": list(self.scores), "ranks": ranks}

    def _redeal(self, seat, rng):
        seen = set(self.hands[seat]) if seat is not None else set()
        pool = [c for s, h in enumerate(self.hands) if s != seat for c in h]
        pool += [c for c in range(1, 4 * self.players + 1) if c not in seen and c not in pool
                 and not self._gone(c)]
        rng.shuffle(pool)
        for s, hand in enumerate(self.hands):
            if s != seat:
                self.hands[s] = sorted(pool[:len(hand)])
                del pool[:len(hand)]

    def _gone(self, card):
        """Played cards are known; which cards were never dealt is not."""
        return card in self.spent()

    def spent(self):
        return {a[1] for _, a in self.history() if a[0] in ("play", "beat")}


class Objection(Game):
    name = "objection"
    titles = {"sv": "Invändning", "de": "Einspruch", "en": "Objection"}
    min_players, max_players = 2, 4

    def _initial_state(self, players, seed, options):
        return ObjectionState(self, players, seed, options)

    def _action_space(self, players):
        cards = range(1, 4 * players + 1)
        return [("play", c) for c in cards] + [("beat", c) for c in cards] + [("pass",)]


GAME = Objection()
