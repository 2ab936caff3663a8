"""The words of Spionage!: actions and events in Swedish, German and English.

Messages are English in the code and translated in the catalogues
``locale/<sv|de>/LC_MESSAGES/spionage.po``. The Swedish words are the rulebook's
(Hemligt Uppdrag, Ambassadmöte, Muta, Dubbelagent, Redovisning, Kontraspionage,
Hemliga Kort, Schweiziskt Bankkonto); the German ones render the same spy theme
(Geheimauftrag, Botschaftstreffen, Bestechung, Doppelagent, Bericht,
Spionageabwehr, Geheimakte, Schweizer Bankkonto), see docs/rulings.md.
Organisations are named, not seats: seat 0 plays MI6, seat 1 KGB and so on.
"""
from __future__ import annotations

from spelbord.engine.identity import seat_word
from spelbord.i18n import translations, translator

from .data import CARD_LETTER, LETTERS, ORGANISATIONS, SPACE_CITY, SUMMIT


def _(message: str) -> str:
    """Marks a message for extraction; the translation happens in :func:`_t`."""
    return message


def _t(lang: str):
    return translator(lang, "spionage")


#: the cities of the track (data.CITIES, in its order) in English; the Swedish names
#: are the rulebook's where it names them (Stockholm, Sydney, Peking SV l. 20, Bagdad l. 154,
#: Washington l. 176, London l. 189), the others and the German ones those languages' own
CITY_NAMES = (_("Stockholm"), _("Berlin"), _("Baghdad"), _("Sydney"), _("London"), _("Cairo"),
              _("Peking"), _("Washington"), _("Moscow"), _("Tokyo"))


def city_name(city: int, lang: str = "en") -> str:
    return _t(lang)(CITY_NAMES[city])


def organisation(seat: int) -> str:
    return seat_word(seat, ORGANISATIONS[seat], label=True)


def money(amount: int) -> str:
    """A bribe amount (thousands of USD) as printed on the card: ``$210,000``."""
    return f"${amount},000"


def card_name(card: int, lang: str = "en") -> str:
    """A secret card as ``D 280`` with its pages: ``D (280 pages)``."""
    return _t(lang)(_("{letter} ({pages} pages)")).format(letter=LETTERS[CARD_LETTER[card]], pages=card)


def cards_text(cards, lang: str) -> str:
    return ", ".join(card_name(c, lang) for c in sorted(cards))


def place_name(space: int, lang: str = "en") -> str:
    """Where a pawn stands: a city, or the International Summit."""
    tr = _t(lang)
    if space >= SUMMIT:
        return tr(_("the International Summit"))
    return city_name(SPACE_CITY[space], lang)


def standing(space: int, lang: str = "en") -> str:
    """Where a pawn ends the game, for the final result: its city, or the summit and how
    far onto it ("Den som till slut står längst fram med sin pjäs på det Internationella
    Toppmötet, har vunnit spelet", SV l. 66), counted as on the board (+0 on arrival)."""
    if space >= SUMMIT:
        return _t(lang)(_("the International Summit (+{spaces})")).format(spaces=space - SUMMIT)
    return place_name(space, lang)


PLAN_NAMES = {"mission": _("Secret Mission"), "embassy": _("Embassy Meeting")}


def action_card_name(card, lang: str = "en") -> str:
    tr = _t(lang)
    kind = card[0]
    if kind == "bribe":
        return tr(_("Bribe of {amount}")).format(amount=money(card[1]))
    if kind == "agent":
        return tr(_("Double Agent no. {number}")).format(number=card[1])
    if kind == "report":
        return tr(_("Report"))
    if kind == "counter":
        return tr(_("Counter-espionage"))
    return tr(_("no action card"))


def describe_action(action, lang: str = "en", state=None) -> str:
    """An action in words, e.g. ``Bribe of $210,000``; ``state`` names the card a
    ``take`` gets."""
    tr = _t(lang)
    kind = action[0]
    if kind == "plan":
        return tr(_("Planning card: {plan}")).format(plan=tr(PLAN_NAMES[action[1]]))
    if kind in ("bribe", "agent", "report", "counter"):
        return action_card_name(action, lang)
    if kind == "pass":
        return tr(_("Play no action card"))
    if kind == "take":
        text = tr(_("Take the top secret card of pile {pile}")).format(pile=action[1] + 1)
        if state is not None and state.piles[action[1]]:
            text += f": {card_name(state.piles[action[1]][-1], lang)}"
        return text
    if kind == "show":
        return tr(_("Show {card}")).format(card=card_name(action[1], lang))
    if kind == "done":
        return tr(_("Lay the report on the table"))
    if kind == "steal":
        return tr(_("Steal {card}")).format(card=card_name(action[1], lang))
    return " ".join(str(part) for part in action)


#: The secret steps under the names the engine gives them; the terminal translates
#: these ids in the game's catalogue.
STEP_KINDS = (_("plan"), _("action"), _("plan_action"), _("report"))

STEP_NAMES = {
    "plan": _("planning card"),
    "action": _("action card"),
    "plan_action": _("planning and action card"),
    "report": _("report"),
}


def report_word(lang: str = "en") -> str:
    """The word that starts a report typed in one input at the terminal (``report a c f``)."""
    return _t(lang)(_("report")).lower()


def describe_event(event: dict, lang: str = "en") -> str:
    """One line of the game log."""
    tr = _t(lang)
    kind = event["type"]
    who = organisation(event["seat"]) if "seat" in event else ""
    if kind == "chosen":
        return tr(_("{who} has chosen in secret: {step}.")).format(who=who, step=tr(STEP_NAMES[event["step"]]))
    if kind == "you_chose":
        chosen = "; ".join(describe_action(tuple(a), lang) for a in event["actions"])
        return tr(_("You chose: {chosen}.")).format(chosen=chosen)
    if kind == "secret_step":
        return tr(_("You chose: {chosen}.")).format(chosen=describe_action(tuple(event["action"]), lang))
    if kind == "plans":
        parts = [f"{organisation(s)}: {tr(PLAN_NAMES[p])}" for s, p in enumerate(event["plans"])]
        return tr(_("Planning cards: {plans}.")).format(plans=", ".join(parts))
    if kind == "action_cards":
        parts = [f"{organisation(int(s))}: {action_card_name(tuple(c), lang)}" for s, c in event["cards"].items()]
        return tr(_("Action cards: {cards}.")).format(cards=", ".join(parts))
    if kind == "bribe_won":
        return tr(_("{who} wins with the highest bribe, {amount}, which goes to the Swiss bank account.")).format(
            who=who, amount=money(event["amount"]))
    if kind == "took":
        return tr(_("{who} takes {card} from pile {pile}.")).format(
            who=who, card=card_name(event["card"], lang), pile=event["pile"] + 1)
    if kind == "bribe_stolen":
        return tr(_("{who}'s double agent steals {victim}'s bribe of {amount}.")).format(
            who=who, victim=organisation(event["from"]), amount=money(event["amount"]))
    if kind == "agents_failed":
        names = ", ".join(organisation(s) for s in event["seats"])
        return tr(_("The double agents of {names} fail and return to hand.")).format(names=names)
    if kind == "reports":
        parts = [f"{organisation(int(s))}: {cards_text(c, lang)}" for s, c in event["reports"].items()]
        return tr(_("Reports: {reports}.")).format(reports="; ".join(parts))
    if kind == "moved":
        text = translations(lang, "spionage").ngettext(
            "{who} moves {steps} space, to {place}.", "{who} moves {steps} spaces, to {place}.", event["steps"])
        return text.format(who=who, steps=event["steps"], place=place_name(event["after"], lang))
    if kind == "caught":
        return tr(_("Counter-espionage catches {who}'s double agent no. {number}: it goes to prison.")).format(
            who=who, number=event["agent"])
    if kind == "freed":
        return tr(_("{who}'s double agent no. {number} leaves the prison and returns to hand.")).format(
            who=who, number=event["agent"])
    if kind == "stole":
        return tr(_("{who}'s double agent steals {card} from {victim}'s report.")).format(
            who=who, card=card_name(event["card"], lang), victim=organisation(event["from"]))
    if kind == "round_over":
        return tr(_("Round {round} is over: all cards on the table go back to hand.")).format(round=event["round"])
    if kind == "final_reports":
        parts = []
        for s, report in enumerate(event["reports"]):
            text = cards_text(report, lang) if report else tr(_("no report"))
            parts.append(f"{organisation(s)}: {text}")
        return tr(_("Final reports: {reports}.")).format(reports="; ".join(parts))
    if kind == "game_over":
        names = ", ".join(organisation(s) for s in event["winners"])
        return tr(_("The game is over. Winner: {names}.")).format(names=names)
    return str(event)
