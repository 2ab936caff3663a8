"""The components of Universums Härskare (Alga; Cosmic Encounter, Eon 1977), as data.

Everything printed on a component lives here and nowhere else: the boards and
ships, the 88 cards (20 star cards, 41 attack cards, 12 compromise cards,
11 fate cards, 4 blank spares) and the 16 alien cards.

The Swedish rulebook (``SV l.N`` = line N of the plain-text rulebook) states
the counts, the procedure and much about 12 of the aliens, but prints neither
the alien texts, nor the fate card texts and their split, nor the attack
values. Those come from the project's data reference
(``/work/shared/reference/cosmic-encounter.md``, cited as ``REF §N``) and carry
their confidence:

* ``high``: stated plainly by the rulebook;
* ``medium``: one secondary source (an older edition's printed text), or
  inferred from the rulebook;
* ``low``: a proposal of the reference; ``RECONSTRUCTED`` when no source
  gave it at all (a stand-in until a photo of the printed card corrects it).

Correcting a text from a photo of a printed card changes this file and at
most one small effect in :mod:`.powers` or :mod:`.edicts`, never the rules.

    >>> ALIENS["void"].sv, ALIENS["void"].mandatory
    ('Vakuan', True)
    >>> len(CHALLENGE_CARDS), sum(1 for c in CHALLENGE_CARDS if c.kind == "attack")
    (64, 41)
"""
from __future__ import annotations

from typing import NamedTuple

# ----- boards and ships (SV l.12-14, 49-53) ---------------------------------
#: one black-hole hexagon in the middle and five star systems (SV l.12, 49-51)
HEXAGONS = 6
SYSTEMS = 5
PLANETS_PER_SYSTEM = 5
#: the sun colours, in seat order (SV l.67, 71). Yellow, then red to his left,
#: matches the worked example's seating (Red decides right after Yellow, SV
#: l.195; REF A7); white and orange follow, violet is left out with 4 players
#: as in the example (SV l.67).
COLOURS = ("yellow", "red", "white", "orange", "violet")
SHIPS_PER_COLOUR = 24        # SV l.14: 120 ships, 24 in each of five colours
SHIPS = 20                   # SV l.53: each player takes 20, the 4 others stay in the box
SHIPS_PER_PLANET = 4         # SV l.53: 4 on each home planet (5 x 4 = 20)
HAND = 7                     # SV l.65, 109: seven challenge cards
MAX_LAUNCH = 4               # SV l.167, 191: one to four ships, offence and allies
POWER_HOME_BASES = 3         # SV l.338: a power needs 3 home bases
POWER_HOME_BASES_TWO = 4     # SV l.346: with two players, 4
WIN_BASES = 5                # SV l.23, 79: five bases in other systems
DEAL_LOSS = 3                # SV l.258: no deal in 60 s, three ships each
DEAL_SECONDS = 60            # SV l.248
PLAGUE_SHIPS = 3             # Pest: ships lost (REF §3, FFG Plague; low)

# ----- the cards (SV l.16, 61-69, 107) --------------------------------------
TOTAL_CARDS = 88             # SV l.16
DESTINY_PER_COLOUR = 4       # SV l.67 "the four yellow star cards"; 5 x 4 = 20 (SV l.16)
DESTINY_CARDS = DESTINY_PER_COLOUR * len(COLOURS)
BLANKS = 4                   # SV l.16, 61: four blank spares, removed before play
COMPROMISES = 12             # SV l.16, 107: twelve identical compromise cards
ATTACKS = 41                 # SV l.16: 41 attack cards, values 4 to 30 (SV l.107, 201)
EDICTS = 11                  # SV l.16: eleven fate cards "of several kinds" (SV l.107)

#: attack value -> copies. RECONSTRUCTED (REF §1.2, low): no edition's list of
#: the Eon/Alga values was found. 41 cards from 4 to 30, skewed low; the values
#: the rulebook's example uses (6, 10, 12, above 15: SV l.141, 224, 228, 268) exist.
ATTACK_VALUES = {4: 3, 5: 3, 6: 5, 7: 3, 8: 5, 9: 2, 10: 4, 11: 1, 12: 3, 13: 1,
                 14: 2, 15: 2, 16: 1, 18: 1, 20: 2, 23: 1, 30: 2}
ATTACK_SOURCE = "REF §1.2 (count and range: SV l.16, 107, 201)"
ATTACK_CONFIDENCE = "low"


class Card(NamedTuple):
    """One challenge card in play (the numbered cards of :mod:`.deck`).

    ``kind`` is 'attack', 'compromise' or 'edict'; ``value`` the attack value
    (0 for the others); ``key`` 'attack', 'compromise' or the fate card's key
    in :data:`FATE_CARDS`.
    """

    kind: str
    value: int
    key: str
    source: str
    confidence: str


class FateCard(NamedTuple):
    """One kind of fate card (ödeskort), with how many of the 11 are of it.

    ``timing`` names when it may be played, in the words of :mod:`.hooks`:
    ``any`` (any moment, by anyone), ``own_turn`` (only the player on turn,
    SV l.316), ``challenge`` (any moment of a challenge under way) or
    ``reveal`` (after the challenge cards are turned).
    """

    key: str
    sv: str
    de: str
    en: str
    count: int
    timing: str
    text: dict
    source: str
    confidence: str
    origin: str = "named"   # 'named' by the rulebook, or 'reconstructed' (no source names it)


#: The 11 fate cards. The rulebook names four kinds and what they do (SV l.242,
#: 266, 292, 296, 316-318); their printed texts, the split of the 11 cards and
#: the fifth kind are RECONSTRUCTED (REF §3: 4 + 2 + 2 + 2 + 1).
FATE_CARDS = {
    "cosmic_zap": FateCard(
        "cosmic_zap", "Kosmisk strålning", "Kosmische Strahlung", "Cosmic Zap", 4, "any",
        {"sv": "Spela när som helst: en annan spelare du väljer kan inte använda sin specialegenskap "
               "förrän utmaningen är slut.",
         "de": "Jederzeit spielbar: ein anderer Spieler deiner Wahl kann seine besondere Fähigkeit bis zum "
               "Ende der Herausforderung nicht nutzen.",
         "en": "Play at any time: another player of your choice cannot use his alien power until the end "
               "of the challenge."},
        "SV l.242, 266, 296, 318 (effect); timing SV l.316; scope REF A9; count REF §3",
        "high (effect); low (scope: the rest of the challenge; count 4)"),
    "mobius_tubes": FateCard(
        "mobius_tubes", "Stjärnvirvel", "Sternenwirbel", "Mobius Tubes", 2, "own_turn",
        {"sv": "Spela endast under din egen tur, i början av en utmaning: alla spelares rymdskepp "
               "i det svarta hålet återvänder till sina ägares baser.",
         "de": "Nur in deinem eigenen Zug, zu Beginn einer Herausforderung: alle Raumschiffe aller "
               "Spieler im Schwarzen Loch kehren zu den Basen ihrer Besitzer zurück.",
         "en": "Play only on your own turn, at the start of a challenge: every player's ships in the "
               "black hole return to their owners' bases."},
        "SV l.292, 316, 318 (frees ships; own turn only); whose and how many: REF §3 (FFG Mobius Tubes)",
        "high (frees ships, own turn); low (all ships of all players; count 2)"),
    "ionic_gas": FateCard(
        "ionic_gas", "Stoftmoln", "Staubwolke", "Ionic Gas", 2, "challenge",
        {"sv": "Spela under en utmaning: ingen tar kompensation och defensivsidans allierade får "
               "ingen belöning i denna utmaning.",
         "de": "Während einer Herausforderung spielbar: in dieser Herausforderung nimmt niemand "
               "Entschädigung und die Verbündeten der Verteidigung erhalten keine Belohnung.",
         "en": "Play during a challenge: nobody takes compensation and the defensive allies get no "
               "rewards in this challenge."},
        "SV l.316 (stops compensation, by anyone, involved or not); ally rewards: REF §3 (FFG Ionic Gas)",
        "high (compensation); low (ally rewards; count 2)"),
    "plague": FateCard(
        "plague", "Pest", "Pest", "Plague", 2, "any",
        {"sv": "Spela när som helst: en spelare du väljer förlorar tre rymdskepp (han väljer vilka) "
               "till det svarta hålet och kastar ett anfallskort, ett fredsförhandlingskort och ett "
               "ödeskort om han har sådana.",
         "de": "Jederzeit spielbar: ein Spieler deiner Wahl verliert drei Raumschiffe (er wählt "
               "welche) an das Schwarze Loch und wirft je eine Angriffs-, Kompromiss- und "
               "Schicksalskarte ab, falls er solche hat.",
         "en": "Play at any time: a player of your choice loses three ships (his choice) to the black "
               "hole and discards one attack, one compromise and one fate card if he holds them."},
        "SV l.318 (named: 'a nasty surprise'); effect and timing RECONSTRUCTED from FFG Plague (REF §3)",
        "medium (identity); low (effect, timing, count 2)"),
    "emotion_control": FateCard(
        "emotion_control", "Känslokontroll", "Gefühlskontrolle", "Emotion Control", 1, "reveal",
        {"sv": "Spela när utmaningskorten har vänts: alla anfallskort i utmaningen räknas som "
               "fredsförhandlingskort.",
         "de": "Spielbar, wenn die Herausforderungskarten aufgedeckt sind: alle Angriffskarten der "
               "Herausforderung gelten als Kompromisskarten.",
         "en": "Play after the challenge cards are revealed: every attack card in the challenge counts "
               "as a compromise."},
        "RECONSTRUCTED: the rulebook does not name an eleventh card's kind; REF §3 proposes FFG Emotion Control",
        "low (RECONSTRUCTED)", "reconstructed"),
}


def _challenge_cards() -> list[Card]:
    cards = [Card("attack", value, "attack", ATTACK_SOURCE, ATTACK_CONFIDENCE)
             for value, copies in ATTACK_VALUES.items() for _ in range(copies)]
    cards += [Card("compromise", 0, "compromise", "SV l.16, 107", "high")] * COMPROMISES
    for fate in FATE_CARDS.values():
        cards += [Card("edict", 0, fate.key, fate.source, fate.confidence)] * fate.count
    return cards


#: the 64 challenge cards in play, attack cards (lowest first), compromises, fate cards
CHALLENGE_CARDS = tuple(_challenge_cards())


# ----- the 16 alien cards (SV l.15, 57, 322-342) ------------------------------
class Alien(NamedTuple):
    """One alien card.

    ``origin`` is 'named' for the 12 the rulebook names, 'reconstructed' for
    the four stand-ins; ``identity`` is the confidence that the card is in the
    Swedish set, ``confidence`` that of the text (what the power does).
    """

    key: str
    sv: str
    de: str
    en: str
    mandatory: bool
    text: dict
    source: str
    identity: str
    confidence: str
    origin: str = "named"


def _alien(key, sv, de, en, mandatory, text, source, identity, confidence, origin="named"):
    return key, Alien(key, sv, de, en, mandatory, text, source, identity, confidence, origin)


ALIENS = dict([
    _alien("amoeba", "Amöba", "Amöbe", "Amoeba", False,
           {"sv": "Som huvudspelare, när båda utmaningskorten valts men innan de vänts, får du ta "
                  "tillbaka några eller alla dina egna rymdskepp i utmaningen till dina baser, eller "
                  "lägga till hur många som helst från dina baser (även fler än fyra). Du måste ha "
                  "minst ett eget rymdskepp i utmaningen för att börja.",
            "de": "Als Hauptspieler darfst du, wenn beide Herausforderungskarten gewählt, aber noch "
                  "nicht aufgedeckt sind, einige oder alle deiner eigenen Raumschiffe in der "
                  "Herausforderung zu deinen Basen zurücknehmen oder beliebig viele aus deinen Basen "
                  "hinzufügen (auch mehr als vier). Dazu musst du mindestens ein eigenes Raumschiff "
                  "in der Herausforderung haben.",
            "en": "As a main player, after both challenge cards are chosen and before they are "
                  "revealed, you may take some or all of your own ships in the challenge back to your "
                  "bases, or add any number from your bases (even above four). You need at least one "
                  "own ship in the challenge to begin."},
           "SV l.332 (named); text REF §2.1 (Mayfair Amoeba)", "high", "medium"),
    _alien("empath", "Empat", "Empath", "Empath", True,
           {"sv": "Måste användas. När du är huvudspelare och ena sidan spelar ett "
                  "fredsförhandlingskort och den andra ett anfallskort, räknas anfallskortet som "
                  "fredsförhandling: ni måste försöka träffa ett avtal.",
            "de": "Muss genutzt werden. Bist du Hauptspieler und spielt eine Seite eine "
                  "Kompromisskarte, die andere eine Angriffskarte, gilt die Angriffskarte als "
                  "Kompromiss: ihr müsst versuchen, einen Handel zu schließen.",
            "en": "Mandatory. When you are a main player and one side plays a compromise while the "
                  "other plays an attack, the attack counts as a compromise: the two of you must try "
                  "to make a deal."},
           "SV l.328 (mandatory), 332 (named); text REF §2.1 proposal", "high", "low"),
    _alien("philanthropist", "Filantrop", "Philanthrop", "Philanthropist", False,
           {"sv": "En gång per utmaning, innan utmaningskorten väljs, får du ge ett kort från din hand "
                  "till vilken annan spelare som helst. Han måste behålla det tills han spelar det "
                  "eller blir av med det.",
            "de": "Einmal pro Herausforderung, bevor die Herausforderungskarten gewählt werden, darfst "
                  "du eine Karte aus deiner Hand einem beliebigen anderen Spieler geben. Er muss sie "
                  "behalten, bis er sie spielt oder loswird.",
            "en": "Once per challenge, before the challenge cards are chosen, you may give one card "
                  "from your hand to any other player. He must keep it until he plays it or gets rid "
                  "of it."},
           "SV l.141, 308 (gives cards away); limits REF A10", "high", "high (giving); low (once, 1 card, anyone)"),
    _alien("mind", "Hjärnan", "Gehirn", "Mind", False,
           {"sv": "En gång per utmaning, innan utmaningskorten väljs, får du titta på hela handen hos "
                  "en av huvudspelarna (som huvudspelare: din motspelares).",
            "de": "Einmal pro Herausforderung, bevor die Herausforderungskarten gewählt werden, darfst "
                  "du dir die ganze Hand eines Hauptspielers ansehen (als Hauptspieler: die deines "
                  "Gegners).",
            "en": "Once per challenge, before the challenge cards are chosen, you may look at the whole "
                  "hand of one main player (as a main player: your opponent's)."},
           "SV l.332 (named); text REF §2.1 (Eon descriptions, FFG Mind)", "high", "medium"),
    _alien("clone", "Klon", "Klon", "Clone", False,
           {"sv": "Som huvudspelare får du, när utmaningskorten vänts, behålla ditt utmaningskort i "
                  "stället för att kasta det. Det är tillbaka på din hand innan kompensation dras.",
            "de": "Als Hauptspieler darfst du, wenn die Herausforderungskarten aufgedeckt sind, deine "
                  "Herausforderungskarte behalten, statt sie abzuwerfen. Sie ist wieder auf deiner "
                  "Hand, bevor Entschädigung gezogen wird.",
            "en": "As a main player, after the challenge cards are revealed, you may keep your challenge "
                  "card instead of discarding it. It is back in your hand before compensation is drawn."},
           "SV l.332 (keeps the card; compensation may take it)", "high", "high (keeps); medium (timing)"),
    _alien("laser", "Laser", "Laser", "Laser", True,
           {"sv": "Måste användas. När du är huvudspelare väljer din motspelare inte sitt "
                  "utmaningskort: det dras på måfå bland hans anfalls- och fredsförhandlingskort.",
            "de": "Muss genutzt werden. Bist du Hauptspieler, wählt dein Gegner seine "
                  "Herausforderungskarte nicht: sie wird zufällig aus seinen Angriffs- und "
                  "Kompromisskarten gezogen.",
            "en": "Mandatory. When you are a main player, your opponent does not choose his challenge "
                  "card: it is drawn at random from his attack and compromise cards."},
           "SV l.328 (mandatory, named); text REF §2.1 (Eon description: opponents play at random)",
           "high", "low"),
    _alien("machine", "Maskinen", "Maschine", "Machine", False,
           {"sv": "Din tur är inte begränsad till två utmaningar: efter varje utmaning (lyckad eller "
                  "inte) får du göra en till, så länge du har ett anfalls- eller "
                  "fredsförhandlingskort.",
            "de": "Dein Zug ist nicht auf zwei Herausforderungen begrenzt: nach jeder Herausforderung "
                  "(erfolgreich oder nicht) darfst du eine weitere machen, solange du eine Angriffs- "
                  "oder Kompromisskarte hast.",
            "en": "Your turn is not limited to two challenges: after each challenge (successful or not) "
                  "you may make another one, as long as you hold an attack or compromise card."},
           "SV l.332 (named); text REF §2.1 (FFG Machine)", "high", "low"),
    _alien("mutant", "Mutant", "Mutant", "Mutant", False,
           {"sv": "Som huvudspelare med färre än sju kort får du, innan utmaningskorten väljs, dra ett "
                  "kort i taget, från högen eller på måfå från vilken annan spelares hand som helst, "
                  "upp till sju kort.",
            "de": "Als Hauptspieler mit weniger als sieben Karten darfst du, bevor die "
                  "Herausforderungskarten gewählt werden, eine Karte nach der anderen ziehen, vom "
                  "Stapel oder zufällig aus der Hand eines beliebigen anderen Spielers, bis zu sieben "
                  "Karten.",
            "en": "As a main player holding fewer than seven cards, before the challenge cards are "
                  "chosen, you may draw one card at a time, from the deck or at random from any other "
                  "player's hand, up to seven cards."},
           "SV l.71 (named); text REF §2.1 (Mayfair Mutant)", "high", "medium"),
    _alien("parasite", "Parasit", "Parasit", "Parasite", False,
           {"sv": "Du får gå med som allierad på vilken sida som helst, även utan att ha blivit "
                  "inbjuden (men aldrig på båda sidor).",
            "de": "Du darfst dich jeder Seite als Verbündeter anschließen, auch ohne Einladung (aber nie "
                  "beiden Seiten).",
            "en": "You may join either side as an ally, even without an invitation (never both sides)."},
           "SV l.187, 195 (allies uninvited)", "high", "high"),
    _alien("void", "Vakuan", "Leere", "Void", True,
           {"sv": "Måste användas. Alla rymdskepp på den sida som förlorar en utmaning mot dig tas "
                  "helt ur spelet i stället för att hamna i det svarta hålet; likaså din motspelares "
                  "tre rymdskepp om ni inte träffar ett avtal.",
            "de": "Muss genutzt werden. Alle Raumschiffe der Seite, die eine Herausforderung gegen dich "
                  "verliert, scheiden ganz aus dem Spiel aus, statt ins Schwarze Loch zu gehen; ebenso "
                  "die drei Raumschiffe deines Gegners, wenn ihr keinen Handel schließt.",
            "en": "Mandatory. All ships on the side that loses a challenge against you leave the game "
                  "instead of going to the black hole; so do your opponent's three ships when the two of "
                  "you make no deal."},
           "SV l.175, 224, 242, 294 (losers leave the game); failed deal: SV l.264 (dialogue), REF A4; "
           "main player only: REF A5", "high", "high (combat); medium (failed deal); low (main player only)"),
    _alien("vulch", "Vulch", "Geier", "Vulch", True,
           {"sv": "Måste användas. Du tar upp alla ödeskort som andra spelare spelar eller kastar. När "
                  "du drar en ny hand behåller du dina ödeskort.",
            "de": "Muss genutzt werden. Du nimmst alle Schicksalskarten auf, die andere Spieler spielen "
                  "oder abwerfen. Ziehst du eine neue Hand, behältst du deine Schicksalskarten.",
            "en": "Mandatory. You take every fate card other players play or discard. When you draw a new "
                  "hand you keep your fate cards."},
           "SV l.320 (takes every fate card others play or discard); new hand: REF A17 (FFG Vulch)",
           "high", "high (takes); low (keeps them on a new hand)"),
    _alien("zombie", "Zombie", "Zombie", "Zombie", True,
           {"sv": "Måste användas. Dina rymdskepp hamnar aldrig i det svarta hålet (och tas inte ur "
                  "spelet av en Vakuan): när du skulle förlora dem återvänder de till dina baser.",
            "de": "Muss genutzt werden. Deine Raumschiffe gehen nie ins Schwarze Loch (und die Leere "
                  "nimmt sie nicht aus dem Spiel): wenn du sie verlieren würdest, kehren sie zu deinen "
                  "Basen zurück.",
            "en": "Mandatory. Your ships never go to the black hole (nor does a Void remove them): when you "
                  "would lose them they return to your bases."},
           "SV l.294-296 (combat, also against Vakuan); failed deal and Pest: REF §2.1 (FFG wording)",
           "high", "high (combat); low (outside combat)"),
    # The four aliens the rulebook does not name: four optional Eon-era candidates (REF §2.1).
    _alien("trader", "Handlaren", "Händler", "Trader", False,
           {"sv": "Som huvudspelare får du, innan utmaningskorten väljs, byta hela din hand mot din "
                  "motspelares.",
            "de": "Als Hauptspieler darfst du, bevor die Herausforderungskarten gewählt werden, deine "
                  "ganze Hand mit der deines Gegners tauschen.",
            "en": "As a main player, before the challenge cards are chosen, you may swap your whole hand "
                  "with your opponent's."},
           "RECONSTRUCTED: not in the rulebook; REF §2.1 candidate (Eon-era Trader)", "low", "low",
           "reconstructed"),
    _alien("chronos", "Kronos", "Chronos", "Chronos", False,
           {"sv": "Som huvudspelare får du, en gång per utmaning, när utmaningskorten vänts: båda "
                  "huvudspelarna tar tillbaka sina kort och väljer nya (utmaningen spelas om).",
            "de": "Als Hauptspieler darfst du einmal pro Herausforderung, wenn die "
                  "Herausforderungskarten aufgedeckt sind, verlangen: beide Hauptspieler nehmen ihre "
                  "Karten zurück und wählen neu (die Herausforderung wird wiederholt).",
            "en": "As a main player, once per challenge, after the challenge cards are revealed, you may "
                  "have both main players take their cards back and choose again (the challenge is "
                  "replayed)."},
           "RECONSTRUCTED: not in the rulebook; REF §2.1 candidate (Eon-era Chronos, 'replays challenges')",
           "low", "low", "reconstructed"),
    _alien("filch", "Snattaren", "Langfinger", "Filch", False,
           {"sv": "Som huvudspelare får du, när utmaningen är avgjord, ta din motspelares spelade "
                  "utmaningskort från kasthögen till din hand.",
            "de": "Als Hauptspieler darfst du, wenn die Herausforderung entschieden ist, die gespielte "
                  "Herausforderungskarte deines Gegners vom Ablagestapel auf deine Hand nehmen.",
            "en": "As a main player, when the challenge is decided, you may take your opponent's played "
                  "challenge card from the discard pile into your hand."},
           "RECONSTRUCTED: not in the rulebook; REF §2.1 candidate (Eon-era Filch)", "low", "low",
           "reconstructed"),
    _alien("seeker", "Sökaren", "Sucher", "Seeker", False,
           {"sv": "Som huvudspelare får du, innan utmaningskorten väljs, ställa en ja/nej-fråga om din "
                  "motspelares hand (har du ett fredsförhandlingskort? ett ödeskort? ett anfallskort "
                  "på minst N?). Han måste svara sanningsenligt.",
            "de": "Als Hauptspieler darfst du, bevor die Herausforderungskarten gewählt werden, eine "
                  "Ja/Nein-Frage zur Hand deines Gegners stellen (hast du eine Kompromisskarte? eine "
                  "Schicksalskarte? eine Angriffskarte von mindestens N?). Er muss wahrheitsgemäß "
                  "antworten.",
            "en": "As a main player, before the challenge cards are chosen, you may ask one yes/no "
                  "question about your opponent's hand (do you hold a compromise? a fate card? an attack "
                  "card of at least N?). He must answer truthfully."},
           "RECONSTRUCTED: not in the rulebook; REF §2.1 candidate (Eon-era Seeker, a question answered "
           "truthfully; the questions are limited to the hand so that the engine can answer them)",
           "low", "low", "reconstructed"),
])

#: the five powers the rulebook says must be used (SV l.328)
MANDATORY = frozenset(key for key, alien in ALIENS.items() if alien.mandatory)
