"""Hidden Bids: a small card game with everything a terminal table must handle.

Each seat is dealt three cards. Each round all seats bid a card in secret (the
engine's secret step); the highest card wins the round and scores the bids,
then the winner, in a normal turn, either draws a card (seen only by that
seat) or passes. The hands that are never bid stay hidden to the end, so a
test can check that no other seat was ever shown them.
"""
from rich.text import Text

from spelbord.engine import Game, Option, State

#: card names in rising value; no name is part of another
CARDS = ["Acorn", "Beetle", "Cobalt", "Dahlia", "Ember", "Fjord", "Garnet", "Harbor",
         "Indigo", "Juniper", "Kestrel", "Lantern", "Meadow", "Nutmeg", "Orchid", "Pepper"]


class HiddenBidsState(State):
    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        self.deck = list(CARDS[:4 * players])
        self.rng.shuffle(self.deck)
        self.hands = [sorted(self.deck[3 * s:3 * s + 3], key=CARDS.index) for s in range(players)]
        del self.deck[:3 * players]
        self.scores = [0] * players
        self.round = 0
        self.drawer = None
        self.open_secret("bid", range(players))

    def _actors(self):
        return [self.drawer] if self.drawer is not None else []

    def _legal(self, seat):
        if self.secret is not None:
            return [("bid", card) for card in self.hands[seat]]
        return [("draw",), ("pass",)] if self.deck else [("pass",)]

    def _apply(self, seat, action):
        self.drawer = None
        events = [{"type": action[0], "seat": seat}]
        if action == ("draw",):
            card = self.deck.pop()
            self.hands[seat] = sorted(self.hands[seat] + [card], key=CARDS.index)
            events.append({"type": "drew", "seat": seat, "card": card, "to": [seat]})
        self._next_round()
        return events

    def _next_round(self):
        self.round += 1
        if self.round < self.options["rounds"]:
            self.open_secret("bid", range(self.players))

    def _reveal(self, picks):
        bids = {seat: actions[0][1] for seat, actions in picks.items()}
        for seat, card in bids.items():
            self.hands[seat].remove(card)
        winner = max(bids, key=lambda s: CARDS.index(bids[s]))
        self.scores[winner] += sum(CARDS.index(c) + 1 for c in bids.values())
        self.drawer = winner
        return [{"type": "bids", "bids": [bids[s] for s in sorted(bids)], "winner": winner}]

    def _view(self, seat):
        return {"scores": list(self.scores), "round": self.round,
                "hand": list(self.hands[seat]) if seat is not None else None,
                "hand_sizes": [len(h) for h in self.hands], "deck": len(self.deck)}

    def _outcome(self):
        if self.round < self.options["rounds"]:
            return None
        ranks = [1 + sum(o > s for o in self.scores) for s in self.scores]
        return {"scores": list(self.scores), "ranks": ranks}

    def _redeal(self, seat, rng):
        pool = self.deck + [c for s, h in enumerate(self.hands) if s != seat for c in h]
        rng.shuffle(pool)
        for s, hand in enumerate(self.hands):
            if s != seat:
                self.hands[s] = sorted(pool[:len(hand)], key=CARDS.index)
                del pool[:len(hand)]
        self.deck = pool


class HighestBot:
    reads_state = False

    def __init__(self, seed):
        pass

    def choose(self, state, seat):
        return state.legal_actions(seat)[-1 if state.secret is not None else 0]


class HiddenBids(Game):
    name = "hidden-bids"
    titles = {"sv": "Dolda bud", "de": "Verdeckte Gebote", "en": "Hidden Bids"}
    min_players, max_players = 2, 4
    options = {"rounds": Option(3, "Rounds to play", choices=(1, 2, 3)),
               "open_hands": Option(False, "Play with open hands", players=(2,))}
    bots = {"heuristic": HighestBot}

    def _initial_state(self, players, seed, options):
        return HiddenBidsState(self, players, seed, options)

    def _action_space(self, players):
        return [("bid", c) for c in CARDS[:4 * players]] + [("draw",), ("pass",)]

    def describe_action(self, action, lang="en", state=None):
        words = {"en": ("Bid", "Draw a card", "Pass"), "sv": ("Bjud", "Dra ett kort", "Passa"),
                 "de": ("Biete", "Ziehe eine Karte", "Passe")}[lang]
        if action[0] == "bid":
            return f"{words[0]} {action[1]}"
        return words[1] if action[0] == "draw" else words[2]

    def describe_event(self, event, lang="en"):
        if event["type"] == "bids":
            return f"Bids: {', '.join(event['bids'])}; seat {event['winner']} wins the round"
        if event["type"] == "drew":
            return f"You drew {event['card']}"
        return f"Seat {event['seat']}: {event['type']}"

    def render(self, view, lang="en"):
        text = Text(f"Round {view['round'] + 1}, scores {view['scores']}, deck {view['deck']}\n")
        if view["hand"] is not None:
            text.append(f"Hand of seat {view['seat']}: {', '.join(view['hand'])}")
        return text


GAME = HiddenBids()
