"""Cosmic Encounter in words (English, Swedish, German): actions, events, the deal.

The Swedish terms are the rulebook's (Universums Härskare): offensivspelare,
defensivspelare, utmaning, hyperrymdkonen, det svarta hålet, bas, rymdskepp,
anfallskort, fredsförhandlingskort, ödeskort, stjärnkort, avtal, kompensation,
allierad, försvarsringen. Messages are English in the code and translated in
``locale/<lang>/LC_MESSAGES/cosmic_encounter.po``; alien and fate card names
come from :mod:`.data` in each language. Players are named by their colour.
"""
from __future__ import annotations

from ...engine.identity import seat_word
from ...i18n import translator
from . import data, deck


def _tr(lang):
    return translator(lang, "cosmic-encounter")


def colour_name(seat, lang):
    """The colour of ``seat`` alone: a planet's or a ship's, which no name replaces."""
    _ = _tr(lang)
    return {"yellow": _("Yellow"), "red": _("Red"), "white": _("White"), "orange": _("Orange"),
            "violet": _("Violet")}[deck.COLOURS[seat]]


def player_name(seat, lang):
    """A player: their colour, beside their name where the caller gives names
    (:mod:`spelbord.engine.identity`)."""
    return seat_word(seat, colour_name(seat, lang), label=True)


def planet_name(planet, lang):
    _ = _tr(lang)
    if planet == -1:
        return _("the cone")
    return _("{colour} planet {n}").format(colour=colour_name(planet // 5, lang), n=planet % 5 + 1)


def card_name(card, lang):
    _ = _tr(lang)
    kind = deck.KIND[card]
    if kind == "attack":
        return _("attack {n}").format(n=deck.VALUE[card])
    if kind == "compromise":
        return _("compromise")
    return fate_name(deck.KEY[card], lang)


def fate_name(key, lang):
    return getattr(data.FATE_CARDS[key], lang)


def alien_name(key, lang):
    return getattr(data.ALIENS[key], lang)


def side_name(side, lang):
    _ = _tr(lang)
    return _("the offence") if side == "offence" else _("the defence")


def describe_action(action, lang="en", state=None):
    _ = _tr(lang)
    kind = action[0]
    arg = action[1] if len(action) > 1 else None
    simple = {
        "pass": _("Pass"), "discard_edicts": _("Discard the fate cards and draw 7 new cards"),
        "free_cone": _("Free a ship from the black hole onto the cone"),
        "keep_in_warp": _("Leave the ships in the black hole"),
        "redraw": _("Draw another star card"), "own_system": _("Challenge a base in your own system"),
        "launched": _("Done launching ships"), "invites_done": _("Done inviting"),
        "decline": _("Stay out of the challenge"), "allied": _("Done sending ships"),
        "reward_card": _("Reward: draw a challenge card"),
        "deal_give_random": _("Term: the other draws a card at random from your hand"),
        "deal_take_random": _("Term: you draw a card at random from the other's hand"),
        "deal_offer": _("Make the offer"), "deal_accept": _("Accept the deal"),
        "deal_refuse": _("Refuse the offer"), "deal_break": _("Break off the deal"),
        "settled": _("Done moving ships to the new base"),
        "another": _("Make a second challenge"), "end_turn": _("End the turn"),
    }
    if kind in simple:
        return simple[kind]
    if kind == "card":
        return _("Challenge card: {card}").format(card=card_name(arg, lang))
    if kind == "keep_alien":
        return _("Keep the alien {alien}").format(alien=alien_name(arg, lang))
    if kind == "reveal_power":
        return _("Show your alien {alien} and use its power").format(alien=alien_name(arg, lang))
    if kind == "defender":
        return _("Challenge {player}").format(player=player_name(arg, lang))
    if kind == "invite":
        return _("Invite {player} as an ally").format(player=player_name(arg, lang))
    if kind == "join":
        return _("Join {side} as an ally").format(side=side_name(arg, lang))
    if kind == "deal_give":
        return _("Term: you give {card}").format(card=card_name(arg, lang))
    if kind == "deal_demand":
        asked = sum(1 for t in (state.deal["terms"] if state is not None and state.deal else [])
                    if tuple(t) == ("deal_demand", "attack"))
        return {"attack": _("Term: you get the other's next highest attack card") if asked
                else _("Term: you get the other's highest attack card"),
                "compromise": _("Term: you get a compromise card from the other"),
                "edict": _("Term: you get a fate card from the other")}[arg]
    if kind == "deal_ships":
        return _("Term: exactly {n} ships on each new base").format(n=arg)
    if kind == "deal_base_you":
        return _("Term: the other gets a base on {planet}").format(planet=planet_name(arg, lang))
    if kind == "deal_base_me":
        return _("Term: you get a base on {planet}").format(planet=planet_name(arg, lang))
    per_planet = {
        "free": _("Free a ship from the black hole to {planet}"),
        "aim": _("Aim the cone at {planet}"),
        "launch": _("Launch a ship from {planet}"),
        "ally": _("Send an allied ship from {planet}"),
        "reward_ship": _("Reward: free a ship from the black hole to {planet}"),
        "return": _("Return a ship to {planet}"),
        "settle": _("Move a ship from {planet} to the new base"),
        "lose": _("Lose a ship from {planet}"),
    }
    if kind in per_planet:
        return per_planet[kind].format(planet=planet_name(arg, lang))
    if kind in ("power", "edict"):
        return _describe_effect(action, lang, state)
    return " ".join(str(part) for part in action)


def _describe_effect(action, lang, state):
    from .effects_runtime import effect_class
    cls = effect_class(action[0], action[1])
    words = cls.describe(action, lang, state) if cls is not None else None
    if words:
        return words
    _ = _tr(lang)
    name = alien_name(action[1], lang) if action[0] == "power" else fate_name(action[1], lang)
    parts = " ".join(str(p) for p in action[2:])
    template = _("Use {name}") if action[0] == "power" else _("Play {name}")
    return (template.format(name=name) + (" " + parts if parts else "")).strip()


def _seat(event, key, lang):
    return player_name(event[key], lang)


def describe_event(event, lang="en", reader=None):
    """One line of the log; ``reader``: the seat reading it, for an offer's terms in its own words."""
    _ = _tr(lang)
    kind = event["type"]
    who = player_name(event["seat"], lang) if isinstance(event.get("seat"), int) else ""
    if kind == "first_player":
        return _("{player} starts the game").format(player=who)
    if kind == "turn":
        return _("{player}'s turn").format(player=who)
    if kind == "challenge":
        return _("{player} begins challenge {n}").format(player=who, n=event["number"])
    if kind == "draw":
        return _("{player} draws {n} cards").format(player=who, n=event["count"])
    if kind == "drew":
        return _("You draw: {cards}").format(cards=", ".join(card_name(c, lang) for c in event["cards"]) or "-")
    if kind == "new_hand":
        return _("{player} discards the fate cards and takes a new hand").format(player=who)
    if kind == "reshuffle":
        return _("The discard pile is shuffled into a new deck")
    if kind == "destiny_shuffled":
        return _("The star cards are shuffled again")
    if kind == "destiny":
        return _("{player} draws a {colour} star card").format(player=who, colour=colour_name(event["colour"], lang))
    if kind == "freed":
        where = planet_name(event["planet"], lang) if event["planet"] is not None else _("the cone")
        return _("{player} frees a ship from the black hole to {planet}").format(player=who, planet=where)
    if kind == "aim":
        return _("{player} aims the cone at {planet}: {defender} defends").format(
            player=who, planet=planet_name(event["planet"], lang), defender=_seat(event, "defender", lang))
    if kind == "launched":
        return _("{player} launches {n} ships").format(player=who, n=event["ships"])
    if kind == "no_ships":
        return _("{player} has no ship to launch: the challenge fails").format(player=who)
    if kind == "invitations":
        names = ", ".join(player_name(s, lang) for s in event["invited"]) or _("nobody")
        return _("{player} invites {names}").format(player=who, names=names)
    if kind == "joined":
        return _("{player} joins {side}").format(player=who, side=side_name(event["side"], lang))
    if kind == "declined":
        return _("{player} stays out").format(player=who)
    if kind == "allied":
        return _("{player} sends {n} ships").format(player=who, n=event["ships"])
    if kind == "reveal":
        return _("Cards revealed: offence {off}, defence {dfn}").format(
            off=card_name(event["offence"], lang), dfn=card_name(event["defence"], lang))
    if kind == "random_card":
        return _("{player}'s challenge card is taken at random").format(player=who)
    if kind == "totals":
        return _("Totals: offence {off}, defence {dfn}").format(off=event["offence"], dfn=event["defence"])
    if kind == "compromise_loses":
        return _("{player} played a compromise and loses").format(player=who)
    if kind == "winner":
        return _("{side} wins the challenge").format(side=side_name(event["side"], lang))
    if kind == "landed":
        return _("{player} lands {n} ships on {planet}").format(
            player=who, n=event["ships"], planet=planet_name(event["planet"], lang))
    if kind == "lost":
        where = {"warp": _("to the black hole"), "removed": _("out of the game"),
                 "bases": _("back to the bases")}[event["where"]]
        return _("{player} loses {n} ships {where}").format(player=who, n=event["ships"], where=where)
    if kind == "card_kept":
        return _("{player} keeps the challenge card {card}").format(player=who, card=card_name(event["card"], lang))
    if kind == "compensation":
        return _("{player} draws {n} cards at random from {other}'s hand as compensation").format(
            player=who, n=event["cards"], other=_seat(event, "source", lang))
    if kind == "drew_from":
        return _("{player} draws {n} cards at random from {other}'s hand").format(
            player=who, n=event["count"], other=_seat(event, "source", lang))
    if kind == "drew_cards_from":
        return _("{player} draws {cards} from {other}'s hand").format(
            player=who, cards=", ".join(card_name(c, lang) for c in event["cards"]), other=_seat(event, "source", lang))
    if kind == "no_compensation":
        return _("{player} takes no compensation").format(player=who)
    if kind == "no_rewards":
        return _("The defensive allies get no reward")
    if kind == "card_given":
        return _("{player} gives a card to {other}").format(player=who, other=_seat(event, "target", lang))
    if kind == "card_moved":
        return _("{player} gives {card} to {other}").format(player=who, card=card_name(event["card"], lang),
                                                         other=_seat(event, "target", lang))
    if kind == "counts_as_compromise":
        return _("{player}'s {card} counts as a compromise").format(player=who, card=card_name(event["card"], lang))
    if kind == "both_compromise":
        return _("Both sides compromise: the allies go home and a deal must be made")
    if kind == "deal_opened":
        return _("Deal between {off} and {dfn}").format(off=_seat(event, "offence", lang),
                                                       dfn=_seat(event, "defence", lang))
    if kind == "deal_offer":
        other = event.get("target", event["seat"])
        return _("{player} offers: {terms}").format(
            player=who, terms=terms_text(event["terms"], lang, event["seat"], other, reader))
    if kind == "deal_accepted":
        return _("{player} accepts the deal").format(player=who)
    if kind == "deal_refused":
        return _("{player} refuses the offer").format(player=who)
    if kind == "deal_broken":
        return _("{player} breaks off the deal").format(player=who)
    if kind == "no_deal":
        return _("No deal: each loses three ships")
    if kind == "base_by_deal":
        return _("{player} sets up a base on {planet} with {n} ships").format(
            player=who, planet=planet_name(event["planet"], lang), n=event["ships"])
    if kind == "challenge_over":
        return (_("{player}'s challenge succeeded") if event["success"]
                else _("{player}'s challenge failed")).format(player=who)
    if kind == "victory":
        return _("Victory: {players}").format(players=", ".join(player_name(s, lang) for s in event["seats"]))
    if kind == "turn_limit":
        return _("The turn limit is reached; most foreign bases: {players}").format(
            players=", ".join(player_name(s, lang) for s in event["seats"]))
    if kind == "zapped":
        return _("{player}'s power is zapped until the challenge ends").format(player=who)
    if kind == "power_used":
        return _("{player} uses {alien}").format(player=who, alien=alien_name(event["power"], lang))
    if kind == "power_shown":
        return _("{player} shows the alien {alien}").format(
            player=who, alien=", ".join(alien_name(k, lang) for k in event["powers"]))
    if kind == "aliens":
        return _("{player} keeps the alien {alien}").format(
            player=who, alien=", ".join(alien_name(k, lang) for k in event["powers"]))
    if kind == "edict_played":
        return _("{player} plays {card}").format(player=who, card=fate_name(event["edict"], lang))
    if kind == "edict_discarded":
        return _("{player} discards {card}").format(player=who, card=card_name(event["card"], lang))
    if kind == "edict_taken":
        return _("{player} takes {card}").format(player=who, card=card_name(event["card"], lang))
    if kind in ("chosen", "you_chose", "secret_step"):
        return _("{player} has chosen").format(player=who)
    if "text" in event:
        return str(event["text"])
    from .effect_texts import describe_event as effect_event  # the aliens' and fate cards' own events
    words = effect_event(event, lang)
    if words:
        return words
    return _("{player}: {what}").format(player=who, what=kind.replace("_", " "))


def terms_text(terms, lang, proposer, other, reader):
    """An offer's terms as ``reader`` reads them ("Red gives you attack 10"); ``None``: an onlooker."""
    _ = _tr(lang)
    words, demands = [], {}
    for term in terms:
        if term[0] == "deal_demand":
            demands[term[1]] = demands.get(term[1], 0) + 1
            if demands[term[1]] > 1:
                continue
        words.append(term)
    parts = [_term_words(tuple(t), lang, proposer, other, reader, demands[t[1]] if t[0] == "deal_demand" else 0)
             for t in words]
    return "; ".join(parts) or _("nothing")


def _term_words(term, lang, proposer, other, reader, count):
    """One term; ``count``: how many demands of its kind the offer holds."""
    _ = _tr(lang)
    kind, arg = term[0], (term[1] if len(term) > 1 else None)
    if kind == "deal_give":
        return _personal(reader, proposer, other, (
            _("you give {player} {card}"), _("{player} gives you {card}"), _("{first} gives {second} {card}")),
            lang, card=card_name(arg, lang))
    if kind in ("deal_give_random", "deal_take_random"):
        drawer, holder = (other, proposer) if kind == "deal_give_random" else (proposer, other)
        return _personal(reader, drawer, holder, (
            _("you draw a card at random from {player}'s hand"), _("{player} draws a card at random from your hand"),
            _("{first} draws a card at random from {second}'s hand")), lang)
    if kind == "deal_demand":
        one = {"attack": (_("you get {player}'s highest attack card"), _("{player} gets your highest attack card"),
                          _("{first} gets {second}'s highest attack card")),
               "compromise": (_("you get a compromise card from {player}"),
                              _("{player} gets a compromise card from you"),
                              _("{first} gets a compromise card from {second}")),
               "edict": (_("you get a fate card from {player}"), _("{player} gets a fate card from you"),
                         _("{first} gets a fate card from {second}"))}
        many = {"attack": (_("you get {player}'s {n} highest attack cards"),
                           _("{player} gets your {n} highest attack cards"),
                           _("{first} gets {second}'s {n} highest attack cards")),
                "compromise": (_("you get {n} compromise cards from {player}"),
                               _("{player} gets {n} compromise cards from you"),
                               _("{first} gets {n} compromise cards from {second}")),
                "edict": (_("you get {n} fate cards from {player}"), _("{player} gets {n} fate cards from you"),
                          _("{first} gets {n} fate cards from {second}"))}
        return _personal(reader, proposer, other, (one if count == 1 else many)[arg], lang, n=count)
    if kind in ("deal_base_you", "deal_base_me"):
        settler = other if kind == "deal_base_you" else proposer
        planet = planet_name(arg, lang)
        if reader == settler:
            return _("you get a base on {planet}").format(planet=planet)
        return _("{player} gets a base on {planet}").format(player=player_name(settler, lang), planet=planet)
    if kind == "deal_ships":
        return _("exactly {n} ships on each new base").format(n=arg)
    return describe_action(term, lang).split(": ", 1)[-1]


def _personal(reader, first, second, forms, lang, **values):
    """``forms``: the words when ``reader`` is ``first``, is ``second``, is neither."""
    mine, yours, theirs = forms
    if reader == first:
        return mine.format(player=player_name(second, lang), **values)
    if reader == second:
        return yours.format(player=player_name(first, lang), **values)
    return theirs.format(first=player_name(first, lang), second=player_name(second, lang), **values)


def negotiation(view, lang="en"):
    """The deal under way, for the browser's negotiation panel, from the reader's side; the
    proposer also sees the terms he is writing."""
    deal = view.get("deal")
    if not deal:
        return None
    _ = _tr(lang)
    reader = view.get("seat")
    offers = [{"from": o["from"], "to": o["to"], "terms": terms_text(o["terms"], lang, o["from"], o["to"], reader),
               "status": o["status"]} for o in deal["offers"]]
    proposer = deal["proposer"]
    if deal["terms"] and reader == proposer and (view.get("step") or [None])[2:3] == ["propose"]:
        other = view["defence"] if proposer == view["offence"] else view["offence"]
        words = terms_text(deal["terms"], lang, proposer, other, reader)
        offers.append({"from": proposer, "to": other, "status": "open",
                       "terms": _("being written: {terms}").format(terms=words)})
    return {"title": _("Deal between {off} and {dfn}").format(off=player_name(view["offence"], lang),
                                                               dfn=player_name(view["defence"], lang)),
            "offers": offers}


def status_name(status, lang):
    """An offer's state in words."""
    _ = _tr(lang)
    return {"open": _("open"), "accepted": _("accepted"), "refused": _("refused")}[status]
