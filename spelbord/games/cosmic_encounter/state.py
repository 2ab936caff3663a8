"""The position of a game of Cosmic Encounter (Universums Härskare), and how play is sequenced.

Seat ``s`` owns star system ``s``; its five planets are ``5 * s .. 5 * s + 4``.
Ships are counts: ``ships[planet][seat]`` on planets, ``warp[seat]`` in the
black hole, ``cone[seat]`` on the cone's mouth (the offence and its allies),
``ring[seat]`` on the defensive ring, ``limbo[seat]`` on their way back to
their owner's bases (a Zombie's lost ships), ``removed[seat]`` out of the game.
A player's 20 ships are always somewhere among these (the 4 spare ships of
each colour stay in the box).

The 64 challenge cards (``deck.CARDS``) are numbered; each is in the draw pile,
the discard pile, a hand, or held by a main player as his challenge card
(``chosen``, secret until the reveal, then ``played``).

Play is a stack of *frames*, as in Tiny Epic Galaxies: the top frame is a
decision of the seat ``frame[1]`` (its legal actions are ``_legal_<kind>``,
carried out by ``_do_<kind>``) or an automatic step (``frame[1] is None``,
``_auto_<kind>``) that may push further frames. Each big choice is a row of
small ones (one ship, one invitation, one term of a deal), so bots can list them.
"""
from __future__ import annotations

from spelbord.engine import State
from spelbord.engine.window import ResponseWindow

from . import deck
from .alliances import Alliances
from .challenge import Challenge
from .combat import Combat
from .deal import Deal
from .effects_runtime import EffectsRuntime
from .known import KnownCards
from .taking_back import TakingBack

SHIPS = 20
PLANETS_PER_SYSTEM = 5
from .deal import CONE
#: frames during which bases are still being moved into, so victory waits for them
_SETTLING = frozenset({"settle"})
#: the attack and compromise cards (every card but the fate cards)
_CHALLENGING = frozenset(c for c, kind in enumerate(deck.KIND) if kind != "edict")


class CEState(TakingBack, EffectsRuntime, Challenge, Alliances, Combat, Deal, KnownCards, State):
    """A game in progress; see the module docstring for how it is laid out."""

    _flat_fields = State._flat_fields | {"known"}

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        from .setup import set_up
        set_up(self)

    # ----- places and bases -------------------------------------------------
    def system_of(self, planet: int) -> int:
        return planet // PLANETS_PER_SYSTEM

    def planets_of(self, system: int) -> range:
        return range(PLANETS_PER_SYSTEM * system, PLANETS_PER_SYSTEM * (system + 1))

    def bases(self, seat: int) -> list[int]:
        """The planets where ``seat`` has at least one ship."""
        return [p for p, here in enumerate(self.ships) if here[seat]]

    # Counted afresh at every call (rules and tests move ships by writing
    # ``ships`` directly), so kept to a few C-level operations: they run
    # several times a step.
    def home_bases(self, seat: int) -> int:
        ships, start = self.ships, PLANETS_PER_SYSTEM * seat
        return ((ships[start][seat] > 0) + (ships[start + 1][seat] > 0) + (ships[start + 2][seat] > 0)
                + (ships[start + 3][seat] > 0) + (ships[start + 4][seat] > 0))

    def foreign_bases(self, seat: int) -> int:
        column = [here[seat] for here in self.ships]
        return len(column) - column.count(0) - self.home_bases(seat)

    def in_play(self, seat: int) -> int:
        """Ships on planets and on the cone (the black hole and the removed not counted)."""
        return sum(here[seat] for here in self.ships) + self.cone[seat] + self.ring[seat] + self.limbo[seat]

    def clockwise_from(self, seat: int) -> list[int]:
        """Every other seat, clockwise from ``seat``'s left."""
        n = self.players
        return [(seat + k) % n for k in range(1, n)]

    def side_of(self, seat: int):
        if seat == self.offence or seat in self.allies["offence"]:
            return "offence"
        if seat == self.defence or seat in self.allies["defence"]:
            return "defence"
        return None

    # ----- cards -------------------------------------------------------------
    @staticmethod
    def card_kind(card: int) -> str:
        return deck.KIND[card]

    @staticmethod
    def card_value(card: int) -> int:
        return deck.VALUE[card]

    @staticmethod
    def card_key(card: int) -> str:
        return deck.KEY[card]

    def can_challenge(self, seat: int) -> bool:
        """Does ``seat`` hold an attack or compromise card?"""
        return not _CHALLENGING.isdisjoint(self.hands[seat])

    def _draw_one(self):
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.events.append({"type": "reshuffle", "cards": len(self.deck)})
        return self.deck.pop()

    def draw_cards(self, seat: int, n: int) -> list[dict]:
        """``seat`` draws ``n`` cards from the deck (reshuffling the discard pile as needed)."""
        got = []
        for _ in range(n):
            card = self._draw_one()
            if card is None:
                break
            got.append(card)
        self.hands[seat] = sorted(self.hands[seat] + got)
        events = [{"type": "draw", "seat": seat, "count": len(got)},
                  {"type": "drew", "seat": seat, "cards": got, "to": [seat]}]
        self.events.extend(events)
        return events

    def give_card(self, frm: int, to: int, card: int, named: bool = False) -> list[dict]:
        """Move ``card`` from ``frm``'s hand to ``to``'s; only the two of them see which
        card, unless it was ``named`` to the whole table (a deal's term)."""
        self.hands[frm].remove(card)
        self.hands[to] = sorted(self.hands[to] + [card])
        if named:
            self.show_all([card])
        else:
            self.changed_hands(frm, to, [card])
        events = [{"type": "card_given", "seat": frm, "target": to},
                  {"type": "card_moved", "seat": frm, "target": to, "card": card, "to": sorted({frm, to})}]
        self.events.extend(events)
        return events

    def take_random(self, frm: int, to: int, n: int, announce: bool = True) -> list[dict]:
        """``to`` draws ``n`` cards at random from ``frm``'s hand (as many as there are).

        Everyone sees how many (unless the caller says so itself, ``announce``
        false); only the two see which, each card named once.
        """
        cards = []
        for _ in range(min(n, len(self.hands[frm]))):
            card = self.rng.choice(self.hands[frm])
            self.hands[frm].remove(card)
            cards.append(card)
        self.hands[to] = sorted(self.hands[to] + cards)
        if cards:
            self.changed_hands(frm, to, cards)
        events = [{"type": "drew_from", "seat": to, "source": frm, "count": len(cards)}] if announce else []
        if cards:
            # named in order of the cards, not of the draw: the order says nothing
            events.append({"type": "drew_cards_from", "seat": to, "source": frm, "cards": sorted(cards),
                           "to": sorted({frm, to})})
        self.events.extend(events)
        return events

    def discard_card(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.forget(card)
        self.discard.append(card)

    # ----- ships -------------------------------------------------------------
    def ships_arrive(self, seat: int, planet: int, count: int = 1) -> None:
        """``count`` of ``seat``'s ships arrive on ``planet``.

        Every arrival goes through here: only an arrival can make a base, so
        victory is looked at again only after one (``arrivals``).
        """
        self.ships[planet][seat] += count
        self.arrivals += 1

    def add_ship(self, seat: int, planet: int) -> None:
        """One more of ``seat``'s own ships in the challenge, taken from ``planet``."""
        self.ships[planet][seat] -= 1
        if seat == self.defence:
            self.ships_arrive(seat, self.planet)
        elif self.side_of(seat) == "defence":
            self.ring[seat] += 1
        else:
            self.cone[seat] += 1

    def remove_ship(self, seat: int, planet: int) -> None:
        """One of ``seat``'s ships leaves the challenge for ``planet`` (one of his bases)."""
        if seat == self.defence:
            self.ships[self.planet][seat] -= 1
        elif self.side_of(seat) == "defence":
            self.ring[seat] -= 1
        else:
            self.cone[seat] -= 1
        self.ships_arrive(seat, planet)

    # ----- running the stack ------------------------------------------------
    def push(self, *frames) -> None:
        """Schedule frames to run in the order given (the first runs first)."""
        self.stack.extend(reversed(frames))

    def _run(self) -> None:
        """Carry out automatic steps until a seat must decide or the game ends."""
        while self.stack and self.result is None:
            stack = self.stack
            if self.secret is not None:
                return
            frame = stack[-1]
            if frame[1] is None:
                stack.pop()
                self.AUTO[frame[0]](self, frame)
                continue
            if self.arrivals != self.arrivals_seen:  # a base may have been made: a decision waits for the result
                self._check_victory()
                if self.result is not None:
                    break
            # the cheap half of _defender_needs_cards first: no call outside a challenge or after the reveal
            if self.defence is not None and not self.revealed and self._defender_needs_cards():
                self.push(["refill", self.defence])
                continue
            legal = self.LEGAL[frame[0]](self, frame)
            if legal:
                self._legal_cache = (frame[1], legal)  # the engine's: legal_actions asks for it next
                return
            stack.pop()  # nothing to decide: the step lapses

    def _check_victory(self) -> None:
        if any(f[0] in _SETTLING for f in self.stack):
            return  # looked at again at the next decision
        self.arrivals_seen = self.arrivals
        winners = []
        for seat, column in enumerate(zip(*self.ships)):
            # every base counts; the home system's five planets do not
            home = column[PLANETS_PER_SYSTEM * seat:PLANETS_PER_SYSTEM * (seat + 1)]
            if len(column) - column.count(0) - (PLANETS_PER_SYSTEM - home.count(0)) >= 5:
                winners.append(seat)
        if not winners:
            return
        if len(winners) > 1 and self.options["sole_ruler"]:
            most = max(self.in_play(s) for s in winners)
            best = [s for s in winners if self.in_play(s) == most]
            if len(best) > 1 and self.offence in best:
                best = [self.offence]
            winners = best
        self.events.append({"type": "victory", "seats": winners})
        self.result = {"scores": [self.foreign_bases(s) for s in range(self.players)],
                       "ranks": [1 if s in winners else 2 for s in range(self.players)]}
        self.stack = []

    def end_by_turn_limit(self) -> None:
        """Option ``turn_limit`` (not a rule of the game): the most foreign bases win."""
        scores = [self.foreign_bases(s) for s in range(self.players)]
        top = max(scores)
        self.events.append({"type": "turn_limit", "seats": [s for s in range(self.players) if scores[s] == top]})
        self.result = {"scores": scores, "ranks": [1 + sum(1 for x in scores if x > mine) for mine in scores]}
        self.stack = []

    # ----- engine hooks -----------------------------------------------------
    def _actors(self):
        if self.result is not None or not self.stack:
            return []
        return [self.stack[-1][1]]

    def response_window(self):
        """The fate-card window asking one seat now (for auto-pass), if one is open."""
        frame = self.stack[-1] if self.stack and self.secret is None and self.result is None else None
        if frame is None or frame[0] != "window":
            return None
        return ResponseWindow("fate", [frame[1]])

    def _legal(self, seat):
        if self.secret is not None:
            if self.secret.kind == "aliens":
                picked = {a[1] for a in self.secret.picks[seat]}
                return [("keep_alien", k) for k in self.power_offer[seat] if k not in picked]
            kind = deck.KIND
            return [("card", c) for c in self.hands[seat] if kind[c] != "edict"]
        # computed afresh, never stored: a determinized state re-dealt the hands
        frame = self.stack[-1]
        return self.LEGAL[frame[0]](self, frame)

    def _apply(self, seat, action):
        frame = self.stack[-1]
        self.events = events = []
        self.DO[frame[0]](self, frame, action)
        self._run()
        self.events = []
        return events

    def _secret_complete(self, seat, picks):
        return picks[0][0] == "card" or len(picks) == self.power_keep

    def _reveal(self, picks):
        self.events = events = []
        for seat, actions in picks.items():
            if actions[0][0] == "keep_alien":
                self.powers[seat] = [a[1] for a in actions]
                self.power_offer[seat] = []
                if not self.hidden[seat]:
                    events.append({"type": "aliens", "seat": seat, "powers": list(self.powers[seat])})
            else:
                self.choose_card(seat, actions[0][1])
        self._run()
        self.events = []
        return events

    def _outcome(self):
        return self.result

    def deadline(self):
        """The deal's sixty seconds, for the whole negotiation ("Du och din motspelare har
        däremot sextio sekunder på er att träffa ett avtal", SV l.248): one key for every term,
        offer and answer, so the clock is not started again; when they run out, the deal ends
        without agreement (SV l.258)."""
        if self.stack and self.stack[-1][0] == "deal" and self.result is None and self.secret is None:
            seat = self.stack[-1][1]
            return {"seconds": self.options["deal_seconds"], "key": self.deal_key(),
                    "on_timeout": [[seat, ["deal_break"]]]}
        return None

    def _explain_illegal(self, seat, action, legal):
        reason = self.explain_deal(seat, action)
        if reason is not None:
            return reason
        kind = self.stack[-1][0] if self.stack else "none"
        if self.secret is not None:
            kind = "choose a challenge card"
        shown = ", ".join(str(a) for a in legal[:8]) + (", ..." if len(legal) > 8 else "")
        return f"{action} is not possible now (step: {kind}); possible: {shown}"

    # ----- views --------------------------------------------------------------
    def _view(self, seat):
        from .views import view
        return view(self, seat)

    def _redeal(self, seat, rng):
        from .views import redeal
        redeal(self, seat, rng)

    def check_invariants(self):
        columns = list(zip(*self.ships, self.warp, self.cone, self.ring, self.limbo, self.removed))
        for s, column in enumerate(columns):
            assert sum(column) == SHIPS, f"seat {s} has {sum(column)} ships, not {SHIPS}"
            assert min(column) >= 0, "a negative number of ships"
        cards = list(self.deck) + list(self.discard) + list(self.chosen.values()) + list(self.played.values())
        for hand in self.hands:
            cards += hand
        assert len(cards) == len(set(cards)) == len(deck.CARDS), "challenge cards lost or doubled"
        destiny = sorted(self.destiny + self.destiny_discard)
        assert destiny == sorted(s for s in range(self.players) for _ in range(deck.DESTINY_PER_COLOUR)), \
            "star cards lost or doubled"
        holding = set(self.chosen.values()).union(*self.hands)
        assert all(c in holding for c, mask in enumerate(self.known) if mask), "a card out of the hands is known"
        assert len(cards) + len(destiny) + deck.DESTINY_PER_COLOUR * (5 - self.players) + deck.BLANKS \
            == deck.ALL_CARDS


def _dispatch(prefix: str) -> dict:
    return {name[len(prefix):]: getattr(CEState, name) for name in dir(CEState) if name.startswith(prefix)}


CEState.AUTO = _dispatch("_auto_")
CEState.LEGAL = _dispatch("_legal_")
CEState.DO = _dispatch("_do_")
