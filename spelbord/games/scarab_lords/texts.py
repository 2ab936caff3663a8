"""The words of Scarab Lords: card texts, actions, events and the board, in sv/de/en.

Messages are English in the code and translated in the catalogues
``locale/<sv|de>/LC_MESSAGES/scarab_lords.po``. The Swedish words are the
rulebook's (undersåte, byggnad, härförare, gud, öde; dominans; skarabé;
förbannelse; övre and nedre Hekumet); the German ones follow the same pattern
(Untertan, Gebäude, Anführer, Gott, Schicksal; Vorherrschaft; Skarabäus; Fluch).
Card names are data (cards.json): Swedish as the rulebook prints them, English and German
in spelbord's translation (no English or German card list was available).
"""
from __future__ import annotations

from spelbord.engine.identity import seat_word
from spelbord.i18n import translator

from .cards import SUPREMACY


def _(message: str) -> str:
    """Marks a message for extraction; :func:`_t` translates it."""
    return message


def _t(lang: str):
    return translator(lang, "scarab_lords")


TYPE_NAMES = {"minion": _("minion"), "building": _("building"), "leader": _("leader"), "god": _("god"),
              "fate": _("fate")}
KIND_NAMES = (_("military"), _("religious"), _("economic"))
COLUMN_NAMES = (_("upper military"), _("upper religious"), _("upper economic"),
                _("lower military"), _("lower religious"), _("lower economic"))
REGION_NAMES = (_("upper Hekumet"), _("lower Hekumet"))
HOUSE_NAMES = {"ankar": "Ankar", "temet": "Temet", "bonus": _("bonus")}


def phase_name(phase: int, lang: str = "en") -> str:
    tr = _t(lang)
    if phase >= SUPREMACY:
        return tr(_("supremacy phase"))
    return tr(_("phase {n}")).format(n=phase)


def player(seat: int, lang: str = "en") -> str:
    return seat_word(seat, _t(lang)(_("player {n}")).format(n=seat + 1), label=False)


def card_name(book, card: int, lang: str = "en") -> str:
    return book[card].title(lang)


def _types(types, lang) -> str:
    tr = _t(lang)
    return "/".join(tr(TYPE_NAMES[t]) for t in types)


#: whose card a curse or a discard strikes: a sentence each, as the German side word must agree
#: with the type's gender ("einen gegnerischen Untertan", "ein gegnerisches Gebäude")
_CURSE = {"enemy": _("curse an enemy {types}{where}, {n} time(s)"),
          "own": _("curse your own {types}{where}, {n} time(s)"),
          "any": _("curse any {types}{where}, {n} time(s)")}
_DESTROY = {"enemy": _("discard an enemy {types}{where} of power {max} or less"),
            "own": _("discard your own {types}{where} of power {max} or less"),
            "any": _("discard any {types}{where} of power {max} or less")}
#: whose cards a text breaks curses on: a sentence each, for the grammar of "cards" after the side
_UNCURSE = {"enemy": _("remove up to {n} scarab(s) from your opponent's cards"),
            "own": _("remove up to {n} scarab(s) from your own cards"),
            "any": _("remove up to {n} scarab(s) from any cards")}


#: the cards a ``power`` text changes, by side (and "other" when the card itself is left out): a
#: sentence each, the types in the plural, so that no side word has to agree with a type's gender
_POWER = {"own": _("your {types} {scope}: {amount:+d} power each"),
          "own other": _("your other {types} {scope}: {amount:+d} power each"),
          "enemy": _("your opponent's {types} {scope}: {amount:+d} power each"),
          "any": _("all {types} {scope}: {amount:+d} power each"),
          "any other": _("all other {types} {scope}: {amount:+d} power each")}
_PLURAL_TYPES = {"minion": _("minions"), "building": _("buildings"), "leader": _("leaders"), "god": _("gods"),
                 "fate": _("fates")}
_POWER_SCOPES = {"column": _("in this column"), "region": _("in this region"), "all": _("everywhere")}


def _power_text(ability: dict, lang: str) -> str:
    """A passive ``power`` text: "Your other minions in this column: +1 power each"."""
    tr = _t(lang)
    if ability["scope"] == "self":
        return tr(_("this card: {amount:+d} power")).format(amount=ability["amount"])
    other = " other" if ability["other"] and ability["side"] != "enemy" else ""  # an enemy card is never the source
    return tr(_POWER[ability["side"] + other]).format(
        types="/".join(tr(_PLURAL_TYPES[t]) for t in ability["types"]), scope=tr(_POWER_SCOPES[ability["scope"]]),
        amount=ability["amount"])


def ability_text(ability: dict, lang: str = "en") -> str:
    """One ability of the vocabulary in words, e.g. "Action: your opponent discards 2 cards"."""
    tr = _t(lang)
    op = ability["do"]
    n = ability.get("n", 1)
    where = tr(_(" in the same region")) if ability.get("region") == "same" else ""
    if op == "draw":
        text = tr(_("draw {n} card(s)")).format(n=n)
    elif op == "mill":
        text = tr(_("your opponent discards the top {n} card(s) of their deck")).format(n=n)
    elif op == "opponent_discards":
        text = tr(_("your opponent chooses a card from their hand and discards it") if n == 1 else
                  _("your opponent chooses {n} cards from their hand and discards them")).format(n=n)
    elif op == "curse":
        text = tr(_CURSE[ability["side"]]).format(types=_types(ability["types"], lang), where=where, n=n)
    elif op == "uncurse":
        text = tr(_UNCURSE[ability["side"]]).format(n=n)
    elif op == "clear_region":
        text = tr(_("remove every scarab from every card in one region"))
    elif op == "scarabs_on_self":
        text = tr(_("put {n} scarab(s) on this card")).format(n=n)
    elif op == "destroy":
        text = tr(_DESTROY[ability["side"]]).format(types=_types(ability["types"], lang), where=where,
                                                    max=ability["max_power"])
    elif op == "banish_god":
        text = tr(_("your opponent discards one of their gods of your choice"))
    elif op == "power":
        text = _power_text(ability, lang)
    elif op == "free_uncurse":
        text = tr(_("in your {phase} you may remove a scarab from any card; this costs no action")).format(
            phase=phase_name(3 if ability["phase"] == "supremacy" else ability["phase"], lang))
    elif op == "extra_action":
        text = tr(_("you may take {n} more action(s) in {phase}")).format(
            n=n, phase=phase_name(3 if ability["phase"] == "supremacy" else ability["phase"], lang))
    elif op == "ward":
        scope = {"self": _("this card"), "column": _("your cards in this column"),
                 "region": _("your cards in this region"), "all": _("your cards")}[ability["scope"]]
        text = tr(_("your opponent cannot curse {scope} ({types})")).format(
            scope=tr(scope), types=_types(ability["types"], lang))
    elif op == "win_ties":
        text = tr(_("a tie in this column gives you supremacy"))
    elif op == "turn_start_draw":
        text = tr(_("at the start of your turn, draw {n} card(s)")).format(n=n)
    else:  # exercise_bonus
        text = tr(_("your {kind} supremacy does {n} more")).format(
            kind=tr(KIND_NAMES[0 if ability["kind"] == "military" else 2]), n=n)
    if ability["when"] == "action":
        return tr(_("Action: {text}")).format(text=text)
    if ability["when"] == "enter":
        return tr(_("When played: {text}")).format(text=text)
    return text[:1].upper() + text[1:]


def card_line(book, card: int, lang: str = "en") -> str:
    """A card as a player reads it: name, type, phase, power, columns, text."""
    tr = _t(lang)
    info = book[card]
    parts = [info.title(lang), tr(TYPE_NAMES[info.type]), phase_name(info.phase, lang)]
    if info.in_column:
        parts.append(tr(_("power {n}")).format(n=info.power))
        parts.append("/".join(tr(KIND_NAMES[k]) for k in info.kinds))
    line = ", ".join(parts)
    if info.text:
        line += ": " + "; ".join(ability_text(a, lang) for a in info.text)
    return line


def describe_action(book, action, lang: str = "en") -> str:
    tr = _t(lang)
    name = action[0]
    c = action[1] if len(action) > 1 else None
    cn = (lambda: card_name(book, c, lang))
    if name == "play":
        if len(action) == 3:
            return tr(_("Play {card} in the {column} column")).format(card=cn(), column=tr(COLUMN_NAMES[action[2]]))
        return tr(_("Play {card}")).format(card=cn())
    simple = {
        "activate": _("Activate {card}"), "uncurse": _("Break a curse on {card}"),
        "free_uncurse": _("Remove a scarab from {card} (no action)"), "discard": _("Discard {card} from play"),
        "target": _("Choose {card}"), "hand_discard": _("Discard {card} from your hand"),
        "refresh_discard": _("Discard {card} from your hand"), "toss": _("Discard {card} from your hand"),
        "remove": _("Put {card} into the bonus deck"), "take": _("Take {card} from the bonus deck"),
    }
    if name in simple:
        return tr(simple[name]).format(card=cn())
    if name == "exercise":
        return tr(_("Exercise supremacy in the {column} column")).format(column=tr(COLUMN_NAMES[c]))
    if name == "region":
        return tr(REGION_NAMES[c]).capitalize()
    words = {"pass": _("Pass (end this phase)"), "refresh": _("Refresh your hand instead of a turn"),
             "refresh_done": _("Draw back up to six cards"), "skip": _("Choose no more"),
             "done": _("Done")}
    return tr(words[name]) if name in words else " ".join(str(p) for p in action)


def describe_event(book, event: dict, lang: str = "en") -> str:
    tr = _t(lang)
    kind = event.get("type")
    who = player(event["seat"], lang) if isinstance(event.get("seat"), int) else ""
    card = card_name(book, event["card"], lang) if isinstance(event.get("card"), int) and event["card"] >= 0 else ""
    cards = ", ".join(card_name(book, c, lang) for c in event.get("cards", []))
    if kind == "play":
        if event.get("column") is not None:
            return tr(_("{who} plays {card} in the {column} column")).format(
                who=who, card=card, column=tr(COLUMN_NAMES[event["column"]]))
        return tr(_("{who} plays {card}")).format(who=who, card=card)
    templates = {
        "activate": _("{who} activates {card}"),
        "uncurse": _("{who} removes a scarab from {card} ({n} left)"),
        "free_uncurse": _("{who} removes a scarab from {card} ({n} left)"),
        "discard": _("{who} discards {card}"),
        "curse": _("{who} curses {card} ({n} scarab(s))"),
        "scarabs": _("{card} gets {n} scarab(s)"),
        "hand_discard": _("{who} discards {card} from the hand"),
        "destroy": _("{who} takes {card} out of play"),
        "draw": _("{who} draws {count} card(s)"),
        "drew": _("{who} drew {cards}"),
        "mill": _("{who} discards the top of the deck: {cards}"),
        "refresh": _("{who} refreshes the hand instead of a turn"),
        "pass": _("{who} passes"),
        "turn": _("{who}'s turn"),
        "exercise": _("{who} exercises supremacy in the {column} column"),
        "lapses": _("a card text has nothing to act on"),
        "skip": _("{who} chooses no more"),
        "removed": _("{who} puts {cards} into the bonus deck"),
        "take": _("{who} takes {card} from the bonus deck"),
        "chosen": _("{who} has chosen"),
    }
    if kind in templates:
        return tr(templates[kind]).format(
            who=who, card=card, cards=cards or "-", n=event.get("scarabs", event.get("n", 0)),
            count=event.get("n", 0), column=tr(COLUMN_NAMES[event["column"]]) if "column" in event else "")
    if kind == "phase":
        return tr(_("{who}: {phase}")).format(who=who, phase=phase_name(event["phase"], lang))
    if kind == "clear_region":
        return tr(_("{who} removes every scarab in {region}")).format(who=who, region=tr(REGION_NAMES[event["region"]]))
    if kind == "supremacy":
        held = [tr(COLUMN_NAMES[c]) for c, p in enumerate(event["pyramids"]) if p >= 0]
        text = ", ".join(f"{name} ({player(p, lang)})" for name, p in
                         zip(held, [p for p in event["pyramids"] if p >= 0]))
        return tr(_("Supremacy: {held}")).format(held=text or tr(_("nobody")))
    if kind == "win":
        reason = tr(_("supremacy in both regions")) if event["reason"] == "supremacy" else \
            tr(_("the opponent's deck is empty"))
        return tr(_("{who} wins the game: {reason}")).format(who=who, reason=reason)
    if kind == "new_game":
        return tr(_("Game {n} begins; {who} starts")).format(n=event["number"], who=player(event["first"], lang))
    if kind == "secret_step":
        return tr(_("{who} (secretly): {action}")).format(who=who, action=describe_action(book, tuple(event["action"]), lang))
    if kind == "you_chose":
        chosen = "; ".join(describe_action(book, tuple(a), lang) for a in event["actions"])
        return tr(_("{who} (secretly): {action}")).format(who=who, action=chosen)
    if kind == "build":
        return tr(_("Both players put up to five cards into the bonus deck"))
    return str(event)


def render(book, view: dict, lang: str = "en"):
    """The board as a seat sees it: the six columns, the gods, pyramids, hands and decks."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    tr = _t(lang)
    seat = view.get("seat")
    me = seat if seat is not None else 0
    other = 1 - me
    scarabs = {int(k): v for k, v in view["scarabs"].items()}

    def shown(c):
        """A card in play: its power; a god, which has none, its phase ("en fas 2-gud");
        a cursed card, which "har inget maktvärde" (SV l.80), a dash and its scarabs."""
        info = book[c]
        mark = " " + "*" * scarabs[c] if c in scarabs else ""
        value = phase_name(info.phase, lang) if not info.in_column else "–" if mark else info.power
        return f"{card_name(book, c, lang)} ({value}){mark}"

    houses = [tr(HOUSE_NAMES[h]) for h in view["houses"]]
    table = Table(title=tr(_("Scarab Lords: {house} against {other}")).format(
        house=houses[me], other=houses[other]), show_lines=True)
    table.add_column(f"{player(other, lang)} ({houses[other]})")
    table.add_column(tr(_("column")))
    table.add_column(f"{player(me, lang)} ({houses[me]})")
    power = view.get("power", [[0] * 6, [0] * 6])
    for column in range(6):
        pyramid = view["pyramids"][column]
        flag = {-1: "", me: " ▲" + tr(_("yours")), other: " ▲" + tr(_("theirs"))}[pyramid] if seat is not None \
            else ("" if pyramid < 0 else f" ▲{player(pyramid, lang)}")
        table.add_row("\n".join(shown(c) for c in view["columns"][other][column]) + f"\n[{power[other][column]}]",
                      tr(COLUMN_NAMES[column]) + flag,
                      "\n".join(shown(c) for c in view["columns"][me][column]) + f"\n[{power[me][column]}]")
    gods = [", ".join(shown(c) for c in view["gods"][s]) or "-" for s in (0, 1)]
    lines = [Text(tr(_("Gods")) + f": {player(0, lang)}: {gods[0]}; {player(1, lang)}: {gods[1]}")]
    lines.append(Text(tr(_("Turn {turn}: {who}, {phase}")).format(
        turn=view["turn"], who=player(view["active"], lang), phase=phase_name(min(view["phase"], 3), lang))))
    for s in (0, 1):
        lines.append(Text(tr(_("{who}: {hand} cards in hand, {deck} in the deck, {discard} discarded")).format(
            who=player(s, lang), hand=view["hand_sizes"][s], deck=view["deck_sizes"][s],
            discard=len(view["discards"][s]))))
    if view["match"]["advanced"]:
        lines.append(Text(tr(_("Game {n}; games won: {wins}")).format(
            n=view["match"]["game"], wins=" - ".join(str(w) for w in view["match"]["wins"]))))
    if view.get("hand"):
        lines.append(Text(tr(_("Your hand:"))))
        lines += [Text("  " + card_line(book, c, lang)) for c in view["hand"]]
    return Group(table, *lines)
