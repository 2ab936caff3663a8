"""A Cosmic Encounter view as a vector for learning agents (docs/rl.md).

Seats are counted from the viewer: "+0" is the viewer, "+1" the next seat
clockwise, and so on, so one policy can play from any seat; planets likewise by
system (the viewer's own are 0-4, those of seat +1 are 5-9, ...). The field
``seat`` gives the viewer's own seat number, which the actions use (they name
seats and planets by number: seat ``s`` owns planets ``5s .. 5s+4``). A
spectator's view (seat ``None``) is encoded from seat 0's place. A card's
number is its index in :data:`.deck.CARDS` (attack cards lowest first, then
compromises, then fate cards), aliens are in alphabetical order of their keys and fate cards in the
order of :data:`.data.FATE_CARDS`. The deal under negotiation is encoded twice
with the same layout of terms: the offer being built, and the last offer made.
"""
from __future__ import annotations

from itertools import compress
from operator import ne

import numpy as np

from spelbord.rl.observation import Encoder as BaseEncoder

from . import data, deck, views
from .deal import DEMANDS, MAX_SHIPS, MAX_TERMS
from .hooks import MOMENTS

CARDS = len(deck.CARDS)
ALIENS = tuple(sorted(data.ALIENS))
ALIEN_INDEX = {key: i for i, key in enumerate(ALIENS)}
FATES = tuple(data.FATE_CARDS)
FATE_INDEX = {key: i for i, key in enumerate(FATES)}
MOMENT_INDEX = {name: i for i, name in enumerate(MOMENTS)}
SIDES = ("offence", "defence")
TOP_VALUE = max(deck.VALUE)
#: others' hand sizes are scaled by twice the hand of seven (a larger hand reads 1)
HAND_SCALE = 2 * data.HAND
#: the field hand_sizes' number of each hand size below HAND_SCALE
HAND_SIZE = [count / HAND_SCALE for count in range(HAND_SCALE)]
SHIP_SCALE = 1 / data.SHIPS
#: the kinds of decision (top of the stack), in the order of the ``step`` field
STEPS = ("window", "refill", "free", "own_colour", "aim", "pick_defender", "launch", "invite", "join",
         "ally_ships", "deal", "settle", "lose", "reward", "return", "another")
STEP_INDEX = {kind: i for i, kind in enumerate(STEPS)}
#: by step: the last part of its frame read (2: the one after the seat)
STEP_READS = tuple({"window": 2, "invite": 2, "ally_ships": 3, "aim": 2, "return": 2, "lose": 3, "deal": 2,
                    "reward": 2, "settle": 4}.get(kind, 1) for kind in STEPS)
RETURNS = ("all", "ally", "limbo", "ring", "cone")
CAUSES = ("deal", "edict")
DEAL_PHASES = ("propose", "answer")
STATUSES = ("open", "accepted", "refused")
SECRETS = ("cards", "aliens")
#: the invitations and allies of no challenge
NO_SIDES = {"offence": [], "defence": []}


class Encoder(BaseEncoder):
    def layout(self) -> None:
        n = self.players
        planets = self.planets = 5 * n
        options = self.options
        self.limit = options.get("turn_limit", 0)
        self.rounds = options.get("deal_rounds", 4)
        self.planet_powers = bool(options.get("planet_powers"))
        f = self.field
        f("seat", n, "one-hot: the viewer's own seat number (actions name seats and planets by number)")
        f("actors", n, "1 for each seat that may act now (from the viewer: +0, +1, ...)")
        f("turn", n, "one-hot: the player on turn")
        f("offence", n, "one-hot: the offence of the challenge")
        f("defence", n, "one-hot: the defence")
        f("planet", planets, "one-hot: the planet the cone aims at (from the viewer: its own are 0-4, "
                             "those of seat +1 are 5-9, ...)")
        f("challenge", 1, "challenges made this turn / 2 (clipped at 1)")
        f("turns_left", 1, "option turn_limit: turns still to come after this one / the limit (0 without a limit)")
        f("over", 1, "1: the game is over")
        f("ships", planets * n, f"per planet, per seat: ships there / {data.SHIPS}")
        f("bases", planets * n, "per planet, per seat: 1 if the seat has a base there")
        f("warp", n, f"ships in the black hole per seat / {data.SHIPS}")
        f("removed", n, f"ships out of the game per seat / {data.SHIPS}")
        f("cone", n, f"ships on the cone's mouth (offence and its allies) per seat / {data.SHIPS}")
        f("ring", n, f"ships on the defensive ring (defensive allies) per seat / {data.SHIPS}")
        f("returning", n, f"ships on their way back to their bases (Zombie) per seat / {data.SHIPS}")
        f("home_bases", n, f"bases in the seat's own system / {data.PLANETS_PER_SYSTEM}")
        f("foreign_bases", n, f"bases in other systems / {data.WIN_BASES} (five win)")
        f("hand_sizes", n, f"cards in each hand / {HAND_SCALE} (clipped at 1)")
        f("hand", CARDS, "per card number: 1 if in this seat's hand")
        f("my_card", CARDS, "one-hot: the challenge card this seat has chosen, not yet revealed "
                            "(still counted in its hand while the other chooses)")
        f("deck", 1, f"cards in the draw pile / {CARDS}")
        f("discard", CARDS, "per card number: 1 if in the discard pile")
        f("destiny", 1, "star cards in the destiny pile / all of them")
        f("destiny_discard", n, f"star cards drawn per colour / {data.DESTINY_PER_COLOUR}")
        f("destiny_shown", n, "one-hot: the colour of the star card drawn last")
        f("powers", n * len(ALIENS), "per seat, per alien (" + ", ".join(ALIENS) + "): 1 if the seat's")
        f("powers_hidden", n, "1 for each seat whose aliens this seat cannot see (Dolda krafter)")
        f("powers_in_force", n * len(ALIENS), "per seat, per alien: 1 if working now")
        f("alien_offer", len(ALIENS), "per alien: 1 if offered to this seat to choose from (En av två)")
        f("alien_kept", len(ALIENS), "per alien: 1 if this seat has kept it in a choice not yet shown")
        if self.planet_powers:
            f("planet_powers", n * 5 * len(ALIENS), "per seat, per home planet: one-hot alien")
        f("invited", 2 * n, "per side (offence, defence), per seat: 1 if invited")
        f("allies", 2 * n, "per side (offence, defence), per seat: 1 if allied")
        f("chosen", n, "1 for each main player who has chosen a challenge card")
        f("played_offence", CARDS, "one-hot: the offence's revealed challenge card")
        f("played_defence", CARDS, "one-hot: the defence's revealed challenge card")
        f("played_value", 2, f"attack value of the offence's and the defence's card / {TOP_VALUE} "
                             "(0: compromise)")
        f("zapped", n, "1 for each seat whose powers are zapped for this challenge")
        f("lasting", n * len(FATES), "per seat, per fate card (" + ", ".join(FATES) + "): acting "
                                     "for the rest of the challenge")
        f("moment", len(MOMENTS), "one-hot: the moment last reached (" + ", ".join(MOMENTS) + ")")
        f("secret", len(SECRETS), "one-hot: a secret choice under way (challenge cards, aliens)")
        f("secret_waiting", n, "1 for each seat that has still to choose")
        f("deal", 1, "1: a deal is under negotiation")
        f("deal_round", 1, f"the deal's round / option deal_rounds ({self.rounds})")
        f("deal_proposer", n, "one-hot: who builds the next offer")
        self._terms_fields("deal_terms", "the offer being built")
        f("offer_from", n, "one-hot: who made the last offer")
        f("offer_status", len(STATUSES), "one-hot: the last offer is open, accepted, refused")
        self._terms_fields("offer_terms", "the last offer")
        f("step", len(STEPS), "one-hot: the decision pending (" + ", ".join(STEPS) + ")")
        f("step_seat", n, "one-hot: the seat that decides")
        f("step_moment", len(MOMENTS), "fate window: one-hot moment")
        f("step_side", 2, "invitations, ally ships: one-hot side (offence, defence)")
        f("step_system", n, "aim: one-hot system to aim at (0 everywhere: the destiny named none)")
        f("step_return", len(RETURNS), "return: one-hot ships going home (" + ", ".join(RETURNS) + ")")
        f("step_cause", len(CAUSES), "lose: one-hot cause (a failed deal, a fate card)")
        f("step_deal", len(DEAL_PHASES), "deal: one-hot propose, answer")
        f("step_count", 1, f"ships sent, rewards or losses left, ships settled / {data.MAX_LAUNCH}")
        f("step_exact", 1, f"settle: ships the deal fixes / {MAX_SHIPS} (0: any number)")
        f("step_planet", planets, "settle: one-hot planet of the new base")
        self._off = dict(self.offset)
        #: by viewer: seat -> its place from the viewer, planet -> its number in the systems so placed
        self._places = [([(s - viewer) % n for s in range(n)],
                         [5 * ((p // 5 - viewer) % n) + p % 5 for p in range(planets)]) for viewer in range(n)]
        self._slots: dict[int, list[list[int]]] = {}
        assert self.offset["bases"] == self.offset["ships"] + planets * n \
            and self.offset["foreign_bases"] == self.offset["home_bases"] + n, "each pair is written as one"
        self._ships_length = 2 * planets * n
        #: by viewer: its fields of the ships and what they were made from (see _ships)
        self._kept_ships: dict[int, list] = {}
        assert self.offset["powers_hidden"] == self.offset["powers"] + n * len(ALIENS) \
            and self.offset["powers_in_force"] == self.offset["powers_hidden"] + n, "written as one"
        self._powers_length = (2 * len(ALIENS) + 1) * n
        #: by viewer: its fields powers to powers_in_force and what they were made from (see _powers)
        self._kept_powers: dict[int, tuple] = {}
        #: by viewer: the same fields where the rules decide which aliens work (see _aliens)
        self._kept_aliens: dict[int, tuple] = {}
        #: the discard pile last written (a copy) and its field, alike for every viewer
        self._kept_discard: tuple[list, memoryview] = ([], memoryview(np.zeros(CARDS, np.float32)))
        assert self.offset["home_bases"] == self.offset["warp"] + 5 * n, "warp to returning one after another"
        #: no ships of any seat (warp to returning mostly hold none)
        self._no_ships = [0] * n
        assert self.offset["my_card"] == self.offset["hand"] + CARDS \
            and self.offset["destiny_shown"] == self.offset["destiny_discard"] + n, "each pair is written as one"
        #: by viewer: its fields hand and my_card, and destiny_discard and destiny_shown, with what they
        #: were made from (see _hand, _destiny)
        self._kept_hands: dict[int, tuple] = {}
        #: by viewer: the hands' sizes its field hand_sizes was made from, and it (see _fill_seats)
        self._kept_sizes: dict[int, tuple] = {}
        self._kept_destiny: dict[int, tuple] = {}

    def _terms_fields(self, prefix: str, what: str) -> None:
        f, planets = self.field, self.planets
        f(f"{prefix}_give", CARDS, f"{what}: per card number, 1 if the proposer gives it")
        f(f"{prefix}_give_random", 1, f"{what}: cards the other draws at random from the proposer / {MAX_TERMS}")
        f(f"{prefix}_take_random", 1, f"{what}: cards the proposer draws at random from the other / {MAX_TERMS}")
        f(f"{prefix}_demand", len(DEMANDS), f"{what}: cards demanded by kind (" + ", ".join(DEMANDS)
          + f") / {MAX_TERMS}")
        f(f"{prefix}_base_you", planets, f"{what}: one-hot planet where the other may set up a base")
        f(f"{prefix}_base_me", planets, f"{what}: one-hot planet where the proposer sets up a base")
        f(f"{prefix}_ships", MAX_SHIPS, f"{what}: one-hot ships on each new base (none: any number)")

    def fill(self, view: dict, out) -> None:
        seat = view["seat"]
        self._fill(
            out, seat, view["actors"], view["outcome"] is not None, view["turns"], view["turn"], view["offence"],
            view["defence"], view["planet"], view["challenge"], self._ships(view["ships"], seat or 0),
            (view["warp"], view["removed"], view["cone"], view["ring"], view["returning"]), view["hand_sizes"],
            view.get("hand", ()), view.get("my_card"), view["deck"], view["discard"], view["destiny"],
            view["destiny_discard"], self._aliens(view["powers"], view["powers_in_force"], seat or 0),
            view.get("alien_offer", ()), view["planet_powers"], view["invited"], view["allies"], view["chosen"],
            view["played"], view["zapped"], view["lasting"], view["moment"], view["deal"], view["secret"], view["step"])

    def fill_state(self, state, seat, out) -> None:
        """``fill(state.view(seat), out)``, from the state's own lists instead of the
        view's copies (what the seat may not see is left out as the view leaves it)."""
        viewer = seat or 0
        # views.shown_powers: with no seat's aliens hidden (Dolda krafter), every seat's as they are
        shown = views.shown_powers(state, seat) if any(state.hidden) else state.powers
        ships = self._ships(state.ships, viewer)
        powers = self._powers(state, shown, ships[3], viewer)
        secret = state.secret
        if secret is not None:
            secret, step = secret.public(seat), None
        else:  # the step is read only where no secret choice is under way (its frame: see _fill_step)
            step = state.stack[-1] if state.stack else None
        if seat is None:
            hand, my_card, offer = (), None, ()
        else:
            hand, my_card, offer = state.hands[seat], state.chosen.get(seat), state.power_offer[seat]
        self._fill(
            out, seat, state.actors(), state.outcome() is not None, state.turns, state.turn, state.offence,
            state.defence, state.planet, state.challenges, ships,
            (state.warp, state.removed, state.cone, state.ring, state.limbo), list(map(len, state.hands)),
            hand, my_card, len(state.deck), state.discard, len(state.destiny), state.destiny_discard,
            powers, offer,
            state.planet_powers, state.invited, state.allies, state.chosen, state.played, state.zapped,
            state.lasting, state.moment, state.deal, secret, step)

    def _fill(self, out, seat, actors, over, turns, turn, offence, defence, planet, challenges, ships, places,
              hand_sizes, hand, my_card, deck_size, discard, destiny, destiny_discard, powers, alien_offer,
              planet_powers, invited, allies, chosen, played, zapped, lasting, moment, deal, secret, step) -> None:
        """Write a view's parts (named as the view's, ``over`` its outcome's being
        there) into ``out``, with the viewer's fields of the ships (:meth:`_ships`) and
        of its aliens (``powers``: :meth:`_powers`, :meth:`_aliens`)."""
        # floats written one by one through a memoryview: a third of numpy's item write
        array, out = out, memoryview(out)
        o = self._off
        viewer = 0
        if seat is not None:
            out[o["seat"] + seat] = 1.0
            viewer = seat
        rel, prel = self._places[viewer]
        at = o["actors"]
        for s in actors:
            out[at + rel[s]] = 1.0
        if turn is not None:
            out[o["turn"] + rel[turn]] = 1.0
        if offence is not None:
            out[o["offence"] + rel[offence]] = 1.0
        if defence is not None:
            out[o["defence"] + rel[defence]] = 1.0
        if planet is not None:
            out[o["planet"] + prel[planet]] = 1.0
        if challenges:
            out[o["challenge"]] = min(challenges / 2, 1.0)
        if self.limit:
            out[o["turns_left"]] = max(self.limit - turns, 0) / self.limit
        if over:
            out[o["over"]] = 1.0
        at = o["ships"]
        out[at:at + self._ships_length] = ships[1]
        at = o["home_bases"]
        out[at:at + 2 * self.players] = ships[2]
        self._fill_seats(out, viewer, places, hand_sizes)
        at = o["hand"]
        out[at:at + 2 * CARDS] = self._hand(viewer, hand, my_card)
        out[o["deck"]] = deck_size / CARDS
        at = o["discard"]
        out[at:at + CARDS] = self._discard(discard)
        out[o["destiny"]] = destiny / (data.DESTINY_PER_COLOUR * self.players)
        if destiny_discard:
            at = o["destiny_discard"]
            out[at:at + 2 * self.players] = self._destiny(viewer, destiny_discard)
        at = o["powers"]
        out[at:at + self._powers_length] = powers
        at = o["alien_offer"]
        for key in alien_offer:
            out[at + ALIEN_INDEX[key]] = 1.0
        if self.planet_powers and planet_powers is not None:
            self._fill_planet_powers(planet_powers, out, rel)
        self._fill_challenge(out, rel, offence, invited, allies, chosen, played, zapped, lasting, moment)
        if deal is not None:
            self._fill_deal(deal, array, rel, prel)  # adds float32 steps: numpy's sums
        if secret is not None:
            out[o["secret"] + SECRETS.index(secret["kind"])] = 1.0
            at = o["secret_waiting"]
            for s in secret["waiting"]:
                out[at + rel[s]] = 1.0
            for pick in secret.get("mine", ()):
                if pick[0] == "keep_alien":
                    out[o["alien_kept"] + ALIEN_INDEX[pick[1]]] = 1.0
                else:  # the challenge card chosen, held until the reveal
                    out[o["my_card"] + pick[1]] = 1.0
            if secret["kind"] == "cards":
                at = o["chosen"]
                for s in secret["chosen"]:
                    out[at + rel[s]] = 1.0
        elif step is not None:
            self._fill_step(step, out, rel, prel)

    def _hand(self, viewer: int, hand, my_card) -> memoryview:
        """``viewer``'s fields hand and my_card: kept while its hand and chosen card are
        the same (in most of its observations)."""
        kept = self._kept_hands.get(viewer)
        if kept is not None and kept[0] == hand and kept[1] == my_card:
            return kept[2]
        part = memoryview(np.zeros(2 * CARDS, np.float32))
        for card in hand:
            part[card] = 1.0
        if my_card is not None:
            part[CARDS + my_card] = 1.0
        self._kept_hands[viewer] = (list(hand), my_card, part)
        return part

    def _destiny(self, viewer: int, drawn: list) -> memoryview:
        """``viewer``'s fields destiny_discard and destiny_shown of the star cards
        ``drawn`` (some): kept while they are the same (a card is drawn once a turn)."""
        kept = self._kept_destiny.get(viewer)
        if kept is not None and kept[0] == drawn:
            return kept[1]
        n, rel = self.players, self._places[viewer][0]
        part = memoryview(np.zeros(2 * n, np.float32))
        for colour in set(drawn):  # k / 4 is exact, as were the k quarters once added up
            part[rel[colour]] = drawn.count(colour) / data.DESTINY_PER_COLOUR
        part[n + rel[drawn[-1]]] = 1.0
        self._kept_destiny[viewer] = (list(drawn), part)
        return part

    def _discard(self, discard: list) -> memoryview:
        """The field discard: kept while the pile is the same (it changes a few times a
        turn, and holds twenty cards on average)."""
        kept, part = self._kept_discard
        if kept != discard:
            part = memoryview(np.zeros(CARDS, np.float32))
            for card in discard:
                part[card] = 1.0
            self._kept_discard = (list(discard), part)
        return part

    def _powers(self, state, shown: list, home: list, viewer: int) -> memoryview:
        """``viewer``'s fields powers, powers_hidden and powers_in_force. Where planet
        powers or a lasting fate card decide which aliens work, the rules are asked
        (``views.powers_in_force``, :meth:`_aliens`). Otherwise an alien works as long as
        its seat is not zapped, its aliens not hidden, and its home bases (``home``, kept
        with the viewer's fields of the ships) reach the threshold; these change seldom,
        so the fields are kept while the aliens shown, the home bases, the hidden and the
        zapped seats are the same."""
        if state.planet_powers is not None or state.lasting:
            return self._aliens(shown, views.powers_in_force(state, shown), viewer)
        hidden, zapped = state.hidden, state.zapped
        kept = self._kept_powers.get(viewer)
        if kept is not None and kept[0] == shown and kept[1] == home and kept[2] == hidden and kept[3] == zapped:
            return kept[4]
        threshold = state.power_threshold()
        in_force = [keys if keys is None or (home[s] >= threshold and not hidden[s] and s not in zapped) else ()
                    for s, keys in enumerate(shown)]
        part = memoryview(np.zeros(self._powers_length, np.float32))
        self._write_powers(shown, in_force, part, self._places[viewer][0])
        self._kept_powers[viewer] = ([None if keys is None else list(keys) for keys in shown], list(home),
                                     list(hidden), list(zapped), part)
        return part

    def _aliens(self, shown: list, in_force: list, viewer: int) -> memoryview:
        """``viewer``'s fields powers to powers_in_force of the aliens ``shown`` and those
        ``in_force`` (each seat's, None where hidden): kept while both are the same."""
        kept = self._kept_aliens.get(viewer)
        if kept is not None and kept[0] == shown and kept[1] == in_force:
            return kept[2]
        part = memoryview(np.zeros(self._powers_length, np.float32))
        self._write_powers(shown, in_force, part, self._places[viewer][0])
        self._kept_aliens[viewer] = ([None if keys is None else list(keys) for keys in shown],
                                     [None if keys is None else list(keys) for keys in in_force], part)
        return part

    def _ships(self, ships: list, viewer: int) -> list:
        """``viewer``'s fields of ``ships``: [the ships they were written from, the
        fields ships and bases, the fields home_bases and foreign_bases, each seat's
        home bases, its foreign bases] (the bases as ``views.bases`` counts them). A
        move shifts the ships of a planet or two, if any, so only the planets whose
        ships differ from the viewer's last encoding are written again."""
        kept = self._kept_ships.get(viewer)
        if kept is None:
            n = self.players
            kept = self._kept_ships[viewer] = [
                [[0] * n for _ in ships], memoryview(np.zeros(self._ships_length, np.float32)),
                memoryview(np.zeros(2 * n, np.float32)), [0] * n, [0] * n]
        if kept[0] != ships:
            self._move_ships(kept, ships, viewer)
        return kept

    def _move_ships(self, kept: list, ships: list, viewer: int) -> None:
        """Bring ``kept`` (see :meth:`_ships`) to ``ships``: the planets that changed."""
        rows, part, counts, home, foreign = kept
        slots = self._ship_slots(viewer)
        bases = self._ships_length // 2
        based = False
        for planet in compress(range(len(ships)), map(ne, ships, rows)):
            before, now, system = rows[planet], ships[planet], planet // data.PLANETS_PER_SYSTEM
            for s, at in enumerate(slots[planet]):
                count = now[s]
                if count != before[s]:
                    part[at] = count * SHIP_SCALE
                    if not (count and before[s]):  # a base set up or lost
                        based = True
                        part[bases + at] = 1.0 if count else 0.0
                        change = 1 if count else -1
                        if system == s:
                            home[s] += change
                        else:
                            foreign[s] += change
            rows[planet] = list(now)
        if not based:  # the bases' counts are as they were
            return
        n = self.players
        rel = self._places[viewer][0]
        for s in range(n):
            counts[rel[s]] = home[s] / data.PLANETS_PER_SYSTEM
            counts[n + rel[s]] = min(foreign[s] / data.WIN_BASES, 1.0)

    def _ship_slots(self, viewer: int) -> list[list[int]]:
        """For each planet, each seat's slot in the field ships as ``viewer`` sees them."""
        slots = self._slots.get(viewer)
        if slots is None:
            rel, prel = self._places[viewer]
            n = self.players
            slots = self._slots[viewer] = [[prel[planet] * n + rel[s] for s in range(n)]
                                           for planet in range(len(prel))]
        return slots

    def _fill_seats(self, out, viewer: int, places: tuple, hand_sizes: list) -> None:
        """The fields warp to returning (``places``: those five lists of counts per
        seat, mostly all none), and hand_sizes (kept per viewer while the same)."""
        n, none, rel = self.players, self._no_ships, self._places[viewer][0]
        at = self._off["warp"]
        for here in places:
            if here != none:  # compared in C, no iterator made
                for s, count in enumerate(here):
                    if count:
                        out[at + rel[s]] = count * SHIP_SCALE
            at += n
        kept = self._kept_sizes.get(viewer)
        if kept is None or kept[0] != hand_sizes:
            part = memoryview(np.zeros(n, np.float32))
            for s, count in enumerate(hand_sizes):
                part[rel[s]] = HAND_SIZE[count] if count < HAND_SCALE else 1.0
            kept = self._kept_sizes[viewer] = (list(hand_sizes), part)
        at = self._off["hand_sizes"]
        out[at:at + n] = kept[1]

    def _fill_planet_powers(self, planet_powers: list, out, rel: list) -> None:
        at, count = self._off["planet_powers"], len(ALIENS)
        for s, keys in enumerate(planet_powers):
            for p, key in enumerate(keys):
                out[at + (5 * rel[s] + p) * count + ALIEN_INDEX[key]] = 1.0

    def _write_powers(self, shown: list, in_force: list, out, rel: list) -> None:
        """The fields powers to powers_in_force of ``shown`` and ``in_force``, into ``out``
        (those fields alone)."""
        count, n = len(ALIENS), self.players
        for s, keys in enumerate(shown):
            if keys is None:
                out[n * count + rel[s]] = 1.0
                continue
            for key in keys:
                out[rel[s] * count + ALIEN_INDEX[key]] = 1.0
        base = n * count + n
        for s, keys in enumerate(in_force):
            for key in keys or ():
                out[base + rel[s] * count + ALIEN_INDEX[key]] = 1.0

    def _fill_challenge(self, out, rel, offence, invited, allies, chosen, played, zapped, lasting, moment) -> None:
        """The fields invited to lasting, and moment (the view's parts of those names);
        each looked into only if it holds anything (mostly none)."""
        o = self._off
        n = self.players
        for at, sides in ((o["invited"], invited), (o["allies"], allies)):
            if sides != NO_SIDES:
                for s in sides.get("offence", ()):
                    out[at + rel[s]] = 1.0
                for s in sides.get("defence", ()):
                    out[at + n + rel[s]] = 1.0
        if chosen:
            at = o["chosen"]
            for s in chosen:
                out[at + rel[s]] = 1.0
        if played:
            for who, card in played.items():
                k = 0 if int(who) == offence else 1
                out[o[("played_offence", "played_defence")[k]] + card] = 1.0
                out[o["played_value"] + k] = deck.VALUE[card] / TOP_VALUE
        if zapped:
            for s in zapped:
                out[o["zapped"] + rel[s]] = 1.0
        if lasting:
            for owner, key in lasting:
                out[o["lasting"] + rel[owner] * len(FATES) + FATE_INDEX[key]] = 1.0
        if moment is not None:
            out[o["moment"] + MOMENT_INDEX[moment]] = 1.0

    def _fill_deal(self, deal, out, rel, prel) -> None:
        o = self._off
        out[o["deal"]] = 1
        out[o["deal_round"]] = min(deal["round"] / self.rounds, 1.0)
        out[o["deal_proposer"] + rel[deal["proposer"]]] = 1
        self._fill_terms("deal_terms", deal["terms"], out, prel)
        if deal["offers"]:
            offer = deal["offers"][-1]
            out[o["offer_from"] + rel[offer["from"]]] = 1
            out[o["offer_status"] + STATUSES.index(offer["status"])] = 1
            self._fill_terms("offer_terms", offer["terms"], out, prel)

    def _fill_terms(self, prefix: str, terms, out, prel) -> None:
        o = self._off
        step = 1 / MAX_TERMS
        for term in terms:
            kind = term[0]
            if kind == "deal_give":
                out[o[prefix + "_give"] + term[1]] = 1
            elif kind == "deal_give_random":
                out[o[prefix + "_give_random"]] += step
            elif kind == "deal_take_random":
                out[o[prefix + "_take_random"]] += step
            elif kind == "deal_demand":
                out[o[prefix + "_demand"] + DEMANDS.index(term[1])] += step
            elif kind == "deal_base_you":
                out[o[prefix + "_base_you"] + prel[term[1]]] = 1
            elif kind == "deal_base_me":
                out[o[prefix + "_base_me"] + prel[term[1]]] = 1
            elif kind == "deal_ships":
                out[o[prefix + "_ships"] + term[1] - 1] = 1

    def _fill_step(self, step, out, rel, prel) -> None:
        """The fields step to step_planet of the step under way: its frame on the
        stack, or as the view shows it (``views.public_frame``: without the parts
        that are neither numbers nor words, which move the later ones up)."""
        o = self._off
        kind = step[0]
        index = STEP_INDEX.get(kind)
        if index is None or step[1] is None:
            return  # an automatic step: nobody decides
        # the parts read are the view's where they and those before them are numbers or words
        for part in step[2:STEP_READS[index] + 1]:
            if not (isinstance(part, (int, str)) or part is None):
                step = views.public_frame(step)
                break
        out[o["step"] + index] = 1.0
        out[o["step_seat"] + rel[step[1]]] = 1.0
        if kind == "window":
            out[o["step_moment"] + MOMENT_INDEX[step[2]]] = 1.0
        elif kind in ("invite", "ally_ships"):
            out[o["step_side"] + SIDES.index(step[2])] = 1.0
            if kind == "ally_ships":
                out[o["step_count"]] = step[3] / data.MAX_LAUNCH
        elif kind == "aim":
            _one(out, o["step_system"], step[2], rel)
        elif kind == "return":
            out[o["step_return"] + RETURNS.index(step[2])] = 1.0
        elif kind == "lose":
            out[o["step_count"]] = min(step[2] / data.MAX_LAUNCH, 1.0)
            out[o["step_cause"] + CAUSES.index(step[3])] = 1.0
        elif kind == "deal":
            out[o["step_deal"] + DEAL_PHASES.index(step[2])] = 1.0
        elif kind == "reward":
            out[o["step_count"]] = min(step[2] / data.MAX_LAUNCH, 1.0)
        elif kind == "settle":
            out[o["step_planet"] + prel[step[2]]] = 1.0
            out[o["step_count"]] = min(step[3] / data.MAX_LAUNCH, 1.0)
            if step[4] is not None:
                out[o["step_exact"]] = step[4] / MAX_SHIPS


def _one(out, at: int, index, place) -> None:
    """One-hot ``place[index]``; nothing for None."""
    if index is not None:
        out[at + place[index]] = 1.0
