"""A seat's view of Scarab Lords as numbers, for learning agents (:mod:`spelbord.rl`).

Sides are counted from the viewer ("mine", "theirs"), so one policy plays both
seats; the field ``seat`` says which seat the viewer is (seat 0 begins the
first game). Every card has its own slot in each card field, by its id (its
place in cards.json, copies one after another), the id the actions name.
Columns are numbered as in :mod:`.board`: 0-2 the upper region's military,
religious and economic, 3-5 the lower region's; slot 6 of a card's place is the
centre, where gods stand. A spectator's view (seat ``None``) is encoded from seat 0's
side, with no hand.
"""
from __future__ import annotations

import numpy as np

from ...rl.observation import Encoder as BaseEncoder
from . import board
from .cards import DECK_SIZES, HOUSES
from .effects import ONE_SHOT

CARDS = sum(DECK_SIZES.values())
DECK = DECK_SIZES["temet"]          # every deck holds 30 cards, so no pile exceeds it
PLACES = 7                          # six columns and the centre
STAGES = ("play", "refresh", "build", "take", "over")
PHASES = ("0", "1", "2", "supremacy", "exercising supremacy")
OPS = tuple(ONE_SHOT)
#: a column's power is divided by this and capped at 1 (`ahead` compares it exactly)
POWER_CAP = 20
#: a card's scarabs are divided by this and capped at 1 (any scarab makes it powerless)
SCARAB_CAP = 4
#: the actions taken in the phase are divided by this and capped at 1 (phase 0 has no limit)
ACTIONS_CAP = 4
#: the turn number is divided by this and capped at 1
LONG_GAME = 60
#: queued card texts waiting, divided by this and capped at 1
QUEUE_CAP = 4
MOST_N = 9                          # a text's n (effects.Param's upper bound)
MAX_SWAP = 5                        # cards swapped between games of the advanced game
OPTION_FLAGS = ("advanced", "must_play", "short_first_turn")


class Encoder(BaseEncoder):
    """Scarab Lords: hand, board, supremacy, piles and the match, from one seat."""

    def layout(self) -> None:
        self.field("seat", 2, "the viewer's seat, one-hot (seat 0 begins the first game)")
        self.field("house", 2, "the viewer's house, one-hot: " + ", ".join(HOUSES[:2]))
        self.field("options", len(OPTION_FLAGS), "1 for each option on: " + ", ".join(OPTION_FLAGS))
        self.field("stage", len(STAGES), "what is under way, one-hot: " + ", ".join(STAGES))
        self.field("phase", len(PHASES), "the active player's phase, one-hot: " + ", ".join(PHASES))
        self.field("active", 1, "1 if it is the viewer's turn")
        self.field("actor", 2, "who may act now: the viewer, the opponent")
        self.field("turn", 2, f"the turn number / {LONG_GAME} (at most 1); 1 on the first turn of a game")
        self.field("actions_used", 1, f"actions taken in this phase / {ACTIONS_CAP} (at most 1)")
        self.field("fresh", 1, "1 at the very start of a turn (a refresh of the hand is still open)")
        self.field("played_from_hand", 1, "1 once the active player has played or discarded from the hand "
                                          "this turn")
        self.field("exercised", 6, "the columns whose supremacy was exercised this turn")
        self.field("pyramids", 6 * 3, "each column's pyramid, one-hot: mine, theirs, none")
        self.field("power", 6 * 2, f"each column's power, mine then theirs / {POWER_CAP} (at most 1)")
        self.field("ahead", 6 * 3, "each column's power now, one-hot: mine higher, equal, theirs higher")
        self.field("pile_sizes", 6, f"hand, deck and discard pile sizes, mine then theirs / {DECK}")
        self.field("hand", CARDS, "the cards in the viewer's hand, by card id")
        self.field("my_discard", CARDS, "the cards in the viewer's discard pile")
        self.field("their_discard", CARDS, "the cards in the opponent's discard pile")
        self.field("my_play", CARDS * PLACES, "for each card, the viewer's column 0-5 or centre it is in play in")
        self.field("their_play", CARDS * PLACES, "for each card, the opponent's column 0-5 or centre it is in "
                                                 "play in")
        self.field("scarabs", CARDS, f"each card's scarabs / {SCARAB_CAP} (at most 1)")
        self.field("free_used", CARDS, "the cards whose free uncurse was used this phase")
        self.field("my_deck", CARDS, "the 30 cards of the viewer's deck this game (all its piles together)")
        self.field("their_deck", CARDS, "the 30 cards of the opponent's deck this game")
        self.field("bonus_deck", CARDS, "the cards of the bonus deck (advanced game)")
        self.field("queue", 1, f"card texts waiting to be carried out / {QUEUE_CAP} (at most 1)")
        self.field("step", len(OPS), "the first waiting text's effect, one-hot: " + ", ".join(OPS))
        self.field("step_who", 2, "who chooses for it, and whose text it is: 1 if the viewer")
        self.field("step_source", CARDS + 1, "the card whose text it is, one-hot; the last slot: religious "
                                             "supremacy")
        self.field("step_n", 1, f"how many times it still acts / {MOST_N}")
        self.field("later_steps", len(OPS), f"the texts waiting after it, counted by effect / {QUEUE_CAP} "
                                            "(at most 1)")
        self.field("match", 3 + 2, "the game of the match, one-hot 1-3; then games won, mine and theirs / 2")
        self.field("removing", CARDS, "the cards the viewer has chosen in secret to put into the bonus deck")
        self.field("chosen", 2, "who has finished choosing cards for the bonus deck: the viewer, the opponent")
        self.field("taking", 4, f"who takes from the bonus deck now: the viewer, the opponent; how many more "
                                f"/ {MAX_SWAP}; how many the other takes after / {MAX_SWAP}")
        assert self.offset["their_deck"] == self.offset["my_deck"] + CARDS \
            and self.offset["bonus_deck"] == self.offset["their_deck"] + CARDS, "_decks writes them as one"
        self._last_decks: dict[int, tuple] = {}

    def fill(self, view: dict, out: np.ndarray) -> None:
        # floats written one by one through a memoryview: a third of numpy's item write
        o, w = self.offset, memoryview(out)
        me = view["seat"] or 0
        them = 1 - me
        w[o["seat"] + me] = 1.0
        w[o["house"] + HOUSES.index(view["houses"][me])] = 1.0
        options = view["options"]
        for i, name in enumerate(OPTION_FLAGS):
            if options[name]:
                w[o["options"] + i] = 1.0
        w[o["stage"] + STAGES.index(view["stage"])] = 1.0
        w[o["phase"] + view["phase"]] = 1.0
        if view["active"] == me:
            w[o["active"]] = 1.0
        for s in view["actors"]:
            w[o["actor"] + (s != me)] = 1.0
        turn = view["turn"]
        w[o["turn"]] = min(turn / LONG_GAME, 1.0)
        if turn == 1:
            w[o["turn"] + 1] = 1.0
        w[o["actions_used"]] = min(view["actions_used"] / ACTIONS_CAP, 1.0)
        if view["fresh"]:
            w[o["fresh"]] = 1.0
        if view["played_from_hand"]:
            w[o["played_from_hand"]] = 1.0
        for column in view["exercised"]:
            w[o["exercised"] + column] = 1.0
        self._fill_columns(view, w, me)
        sizes = o["pile_sizes"]
        discards = view["discards"]
        hands, decks = view["hand_sizes"], view["deck_sizes"]
        w[sizes] = hands[me] / DECK
        w[sizes + 1] = decks[me] / DECK
        w[sizes + 2] = len(discards[me]) / DECK
        w[sizes + 3] = hands[them] / DECK
        w[sizes + 4] = decks[them] / DECK
        w[sizes + 5] = len(discards[them]) / DECK
        for at, cards in ((o["hand"], view["hand"] or ()), (o["my_discard"], discards[me]),
                          (o["their_discard"], discards[them]), (o["free_used"], view["free_used"])):
            for c in cards:
                w[at + c] = 1.0
        at = o["scarabs"]
        for card, scarabs in view["scarabs"].items():
            w[at + int(card)] = min(scarabs / SCARAB_CAP, 1.0)
        match = view["match"]
        at = o["my_deck"]
        w[at:at + 3 * CARDS] = self._decks(me, match["decks"], match["pool"])
        at = o["match"]
        w[at + match["game"] - 1] = 1.0
        w[at + 3] = match["wins"][me] / 2
        w[at + 4] = match["wins"][them] / 2
        takers = match["takers"]
        if takers:
            seat, left = takers[0]
            at = o["taking"]
            w[at + (seat != me)] = 1.0
            w[at + 2] = left / MAX_SWAP
            if len(takers) > 1:
                w[at + 3] = takers[1][1] / MAX_SWAP
        self._fill_queue(view["queue"], w, me)
        secret = view["secret"]
        if secret is not None:
            for s in secret["chosen"]:
                w[o["chosen"] + (s != me)] = 1.0
            at = o["removing"]
            for a in secret.get("mine", ()):
                if a[0] == "remove":
                    w[at + a[1]] = 1.0
        self._fill_in_play(view["columns"], view["gods"], me, w)

    def fill_state(self, state, seat, out: np.ndarray) -> None:
        """``fill(state.view(seat), out)``, from a view that holds the state's own lists
        instead of copies (what the seat may not see is left out as the view leaves it)."""
        secret = state.secret
        scarabs = state.scarabs
        self.fill({
            "seat": seat, "options": state.options, "actors": state.actors(),
            "secret": secret.public(seat) if secret is not None else None,
            "houses": state.houses, "active": state.active, "turn": state.turn, "stage": state.stage,
            "phase": state.phase, "actions_used": state.used, "fresh": state.fresh,
            "exercised": state.exercised, "free_used": state.free_used,
            "played_from_hand": state.played_from_hand, "pyramids": state.pyramids,
            "power": board.powers(state), "columns": state.cols, "gods": state.gods,
            "scarabs": {c: n for c, n in enumerate(scarabs) if n} if any(scarabs) else {},
            "hand": state.hand[seat] if seat is not None else None,
            "hand_sizes": [len(h) for h in state.hand], "deck_sizes": [len(d) for d in state.deck],
            "discards": state.discard, "queue": state.queue,
            "match": {"game": state.game_number, "wins": state.wins, "decks": state.owned, "pool": state.pool,
                      "takers": state.takers},
        }, out)

    def _decks(self, me: int, decks: list, pool: list) -> memoryview:
        """The fields my_deck, their_deck and bonus_deck together, for seat ``me``; they
        change only between the games of a match, so the last are kept by their contents."""
        last = self._last_decks.get(me)
        if last is not None and last[0] == decks and last[1] == pool:
            return last[2]
        part = np.zeros(3 * CARDS, np.float32)
        for i, cards in enumerate((decks[me], decks[1 - me], pool)):
            part[[i * CARDS + c for c in cards]] = 1
        part = memoryview(part)
        self._last_decks[me] = ([list(d) for d in decks], list(pool), part)
        return part

    def _fill_columns(self, view: dict, out: memoryview, me: int) -> None:
        """Pyramids, power and who is ahead, by column."""
        o = self.offset
        pyramids, power, ahead = o["pyramids"], o["power"], o["ahead"]
        mine, theirs = view["power"][me], view["power"][1 - me]
        for column, holder in enumerate(view["pyramids"]):
            out[pyramids + 3 * column + (2 if holder < 0 else holder != me)] = 1.0
            a, b = mine[column], theirs[column]
            out[ahead + 3 * column + (a <= b) + (a < b)] = 1.0
            if a:
                out[power + column] = a / POWER_CAP if a < POWER_CAP else 1.0
            if b:
                out[power + 6 + column] = b / POWER_CAP if b < POWER_CAP else 1.0

    def _fill_in_play(self, columns: list, gods: list, me: int, out: memoryview) -> None:
        """The slots of ``my_play`` and ``their_play``: the card's column, or the centre."""
        for side, base in ((me, self.offset["my_play"]), (1 - me, self.offset["their_play"])):
            for column, cards in enumerate(columns[side]):
                for card in cards:
                    out[base + card * PLACES + column] = 1.0
            base += PLACES - 1
            for card in gods[side]:
                out[base + card * PLACES] = 1.0

    def _fill_queue(self, queue: list, out: memoryview, me: int) -> None:
        if not queue:
            return
        o = self.offset
        step = queue[0]
        out[o["queue"]] = min(len(queue) / QUEUE_CAP, 1.0)
        out[o["step"] + OPS.index(step["do"])] = 1.0
        if step["who"] == me:
            out[o["step_who"]] = 1.0
        if step["owner"] == me:
            out[o["step_who"] + 1] = 1.0
        out[o["step_source"] + (CARDS if step["src"] < 0 else step["src"])] = 1.0
        out[o["step_n"]] = step["n"] / MOST_N
        later = [step["do"] for step in queue[1:]]
        for op in set(later):
            out[o["later_steps"] + OPS.index(op)] = min(later.count(op) / QUEUE_CAP, 1.0)
