"""Sealed bids: a tiny game that exercises the engine's secret steps and determinize.

Each seat holds four cards dealt from a shuffled deck; in each of four rounds all
seats bid one card in secret; the highest bid scores the sum of the bids.
"""
from spelbord.engine import Game, State


class SealedBidsState(State):
    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        deck = list(range(1, 4 * players + 1))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[4 * s:4 * s + 4]) for s in range(players)]
        self.scores = [0] * players
        self.round = 0
        self.open_secret("bid", range(players))

    def _legal(self, seat):
        return [("bid", card) for card in self.hands[seat]]

    def _reveal(self, picks):
        bids = {seat: actions[0][1] for seat, actions in picks.items()}
        for seat, card in bids.items():
            self.hands[seat].remove(card)
        winner = max(bids, key=bids.get)
        self.scores[winner] += sum(bids.values())
        self.round += 1
        if self.round < 4:
            self.open_secret("bid", range(self.players))
        return [{"type": "bids", "bids": [bids[s] for s in sorted(bids)], "winner": winner}]

    def _view(self, seat):
        return {"scores": list(self.scores), "round": self.round,
                "hand": list(self.hands[seat]) if seat is not None else None,
                "hand_sizes": [len(h) for h in self.hands]}

    def _outcome(self):
        if self.round < 4:
            return None
        ranks = [1 + sum(o > s for o in self.scores) for s in self.scores]
        return {"scores": list(self.scores), "ranks": ranks}

    def _redeal(self, seat, rng):
        pool = [c for s, h in enumerate(self.hands) if s != seat for c in h]
        rng.shuffle(pool)
        for s, hand in enumerate(self.hands):
            if s != seat:
                self.hands[s] = sorted(pool[:len(hand)])
                del pool[:len(hand)]

    def check_invariants(self):
        cards = [c for h in self.hands for c in h]
        assert len(cards) == len(set(cards))
        assert len(cards) == self.players * (4 - self.round)


class SealedBids(Game):
    name = "sealed-bids"
    min_players, max_players = 2, 4

    def _initial_state(self, players, seed, options):
        return SealedBidsState(self, players, seed, options)

    def _action_space(self, players):
        return [("bid", c) for c in range(1, 4 * players + 1)]


GAME = SealedBids()
