"""Xeri in English and Greek: the game's title and settings, the labels of the
decisions, the sentences of the move log, the score lines and the hints.

Everything here turns facts (xeri/observation.py, and the AI's reasons) into
words through a `Voice` (pygame_core/words.py), which knows who "you" are.
"""

from __future__ import annotations

from ..errors import GameError, is_int
from .cards import code, parse
from .rules import card_points

_SUIT_SIGN = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card(code: str, lang: str = "en") -> str:
    """A card in short, as the cards' pictures show it (A K Q J in both languages): "7♥",
    "10♦", "Q♠". English text writes it so; Greek prose names it in words (`said`)."""
    return code[:-1] + _SUIT_SIGN[code[-1]]


def said(code: str, lang: str, spoken: bool = False, subject: bool = False) -> str:
    """A card inside a sentence: in short in English ("Q♠"), in full words for a screen
    reader; in Greek always in words with the article of its gender, as the object
    («την ντάμα μπαστούνι») or the subject («η ντάμα μπαστούνι»): nobody says «Q♠»."""
    if spoken or lang == "el":
        return card_name(code, lang, True, subject)
    return card(code, lang)


def it(code: str, lang: str) -> str:
    """The pronoun that stands for a card as an object: "it"; in Greek by its gender
    («παίξ' την» for a queen, «παίξ' τον» for a king, «παίξ' το» for an eight)."""
    return _CARD_NAMES[lang]["it"].get(code[:-1], _CARD_NAMES[lang]["it"][""])


def card_name(code: str, lang: str, article: bool = False, subject: bool = False) -> str:
    """A card in full words, for screen readers: "7 of hearts", "εφτάρι κούπα"; with its
    article as the object of a sentence: "the 7 of hearts", "το εφτάρι κούπα", or as its
    subject (or what the subject is): «ο άσος κούπα»."""
    names = _CARD_NAMES[lang]
    rank, suit = code[:-1], code[-1]
    text = names["form"].format(rank=names["ranks"].get(rank, rank), suit=names["suits"][suit])
    if not article:
        return text
    the = names["nom"] if subject else names["the"]
    if not subject:
        rank_word = names.get("objects", {}).get(rank, names["ranks"].get(rank, rank))
        text = names["form"].format(rank=rank_word, suit=names["suits"][suit])
    return f"{the.get(rank, the[''])} {text}"


def _card(code: str, v, subject: bool = False) -> str:
    return said(code, v.lang, v.spoken, subject)


_CARD_NAMES = {
    "en": {"form": "{rank} of {suit}", "the": {"": "the"}, "nom": {"": "the"},
           "other": {"": "other"}, "it": {"": "it"},
           "ranks": {"A": "ace", "J": "jack", "Q": "queen", "K": "king"},
           "suits": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}},
    # The accusative article and form: «έπαιξες τον άσο κούπα», «την ντάμα» (the ν stays
    # before ντ), «το εφτάρι»;
    # the nominative's for a subject: «το κάτω φύλλο είναι ο άσος κούπα».
    "el": {"form": "{rank} {suit}", "the": {"": "το", "A": "τον", "J": "τον", "Q": "την",
                                            "K": "τον"},
           # the subject's article, and "another" agreeing with the rank: «άλλη ντάμα»
           "nom": {"": "το", "A": "ο", "J": "ο", "Q": "η", "K": "ο"},
           "other": {"": "άλλο", "A": "άλλος", "J": "άλλος", "Q": "άλλη", "K": "άλλος"},
           # the pronoun after «παίξ'» and before «πάρει»: «παίξ' την», «να την πάρει»
           "it": {"": "το", "A": "τον", "J": "τον", "Q": "την", "K": "τον"},
           "ranks": {"A": "άσος", "2": "δυάρι", "3": "τριάρι", "4": "τεσσάρι", "5": "πεντάρι",
                     "6": "εξάρι", "7": "εφτάρι", "8": "οχτάρι", "9": "εννιάρι", "10": "δεκάρι",
                     "J": "βαλές", "Q": "ντάμα", "K": "ρήγας"},
           "objects": {"A": "άσο", "J": "βαλέ", "K": "ρήγα"},
           "suits": {"C": "σπαθί", "D": "καρό", "H": "κούπα", "S": "μπαστούνι"}},
}

# A scoring card's own share of a capture, by its rank: "with the jack itself", «μαζί με
# τον ίδιο τον βαλέ» (the accusative), «1 πόντος, ο ίδιος ο βαλές» (the nominative).
_OWN = {"en": {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "2": "two"},
        "el": {"A": "ο ίδιος ο άσος", "K": "ο ίδιος ο ρήγας", "Q": "η ίδια η ντάμα",
               "J": "ο ίδιος ο βαλές", "10": "το ίδιο το δεκάρι", "2": "το ίδιο το δυάρι"}}
_OWN_ACC = {"A": "τον ίδιο τον άσο", "K": "τον ίδιο τον ρήγα", "Q": "την ίδια την ντάμα",
            "J": "τον ίδιο τον βαλέ", "10": "το ίδιο το δεκάρι", "2": "το ίδιο το δυάρι"}

# A capture the lesson suggested, not made (the card on the pile a subject, yours an object).
MISSED_EN = {"one": "The card on the pile was {top}, and you had {card}, of the same rank: you"
                    " could have taken it.",
             "other": "The top card was {top}, and you had {card}, of the same rank: you could"
                      " have taken all {n} cards."}
MISSED_EL = {"one": "Στο τραπέζι ήταν {top} κι εσύ είχες {card}, ίδιο φύλλο: θα μάζευες το"
                    " φύλλο του τραπεζιού.",
             "other": "Το πάνω φύλλο του τραπεζιού ήταν {top} κι εσύ είχες {card}, ίδιο φύλλο:"
                      " θα μάζευες και τα {n} φύλλα."}

WORDS = {
    "en": {
        "title": "Xeri",
        "learn": "Learn Xeri in a guided game",
        "learn.menu": "Learn Xeri",
        "count.xeris": "Xeris",
        "blurb": "The Greek fishing game: take the pile by matching its top card, or with a jack.",
        "option.rounds": "Rounds",
        "option.bottom_card": "Bottom card shown",
        "option.bottom_card.note": "After the cut everyone sees the bottom card; the dealer"
                                   " gets it last.",
        "option.relaxed_initial_pile": "Relaxed first pile",
        "option.relaxed_initial_pile.note": "The first pile may have a jack on top, or a pair"
                                            " in its top two cards.",
        "option.dealer_last_no_xeri": "No xeri with the dealer's last card",
        "option.dealer_last_no_xeri.note": "The round's very last card still captures, but"
                                           " never scores a xeri.",
        "option.jack_xeri_25": "Jack xeri 25",
        "option.jack_xeri_25.note": "A jack taking a lone jack scores 25 instead of 20.",
        "option.target": "Play to a target",
        "option.target.note": "Points add up from round to round until a player or a team"
                              " reaches the target.",
        "option.target.value": "Target",
        # choices (imperative) from preview facts
        "do.cut": {"one": "Cut 1 card", "other": "Cut {n} cards"},
        "do.lay": "Play {card}",
        "refused.play": "{Who} plays {card} as move {n} of its record, which the rules do not"
                        " allow there",
        "do.new_pile": "Play {card} to start a new pile",
        "do.capture": {"one": "Play {card} and take 1 card", "other": "Play {card} and take"
                       " {n} cards"},
        "do.xeri": "Play {card} for a xeri: {points} points",
        "do.jack_xeri": "Play {card} for a jack xeri: {points} points",
        # the same decisions taken, in the past (a review of the game)
        "did.cut": {"one": "You cut 1 card", "other": "You cut {n} cards"},
        "did.lay": "You played {card}",
        "did.new_pile": "You played {card} to start a new pile",
        "did.capture": {"one": "You played {card} and took 1 card",
                        "other": "You played {card} and took {n} cards"},
        "did.xeri": "You played {card} for a xeri: {points} points",
        "did.jack_xeri": "You played {card} for a jack xeri: {points} points",
        # the same decisions as a review's verdict on them, and as a hint: each said whole
        # per case ("Better: Play 5♥…" glued a button's label into a sentence, issue 35)
        "better.cut": {"one": "Better to cut 1 card", "other": "Better to cut {n} cards"},
        "better.lay": "Better to play {card}",
        "better.new_pile": "Better to play {card} to start a new pile",
        "better.capture": {"one": "Better to play {card} and take 1 card",
                           "other": "Better to play {card} and take {n} cards"},
        "better.xeri": "Better to play {card} for a xeri: {points} points",
        "better.jack_xeri": "Better to play {card} for a jack xeri: {points} points",
        "same.cut": {"one": "Cutting 1 card was about as good",
                     "other": "Cutting {n} cards was about as good"},
        "same.lay": "Playing {card} was about as good",
        "same.new_pile": "Playing {card} to start a new pile was about as good",
        "same.capture": {"one": "Playing {card} and taking 1 card was about as good",
                         "other": "Playing {card} and taking {n} cards was about as good"},
        "same.xeri": "Playing {card} for a xeri, {points} points, was about as good",
        "same.jack_xeri": "Playing {card} for a jack xeri, {points} points, was about as good",
        "hint.cut": {"one": "Hint: a cut of 1 card", "other": "Hint: a cut of {n} cards"},
        "hint.lay": "Hint: lay {card} on the pile",
        "hint.new_pile": "Hint: lay {card} on the empty table",
        "hint.capture": {"one": "Hint: take 1 card with {card}",
                         "other": "Hint: take {n} cards with {card}"},
        "hint.xeri": "Hint: make a xeri with {card}, {points} points",
        "hint.jack_xeri": "Hint: make a jack xeri with {card}, {points} points",
        # news (past), from the seat on screen
        "news.first_dealer": {"you": "You are the first dealer",
                              "they": "{Who} is the first dealer"},
        "news.shuffle": "Round {round}: the deck is shuffled",
        "news.cut": {"you": {"one": "You cut 1 card", "other": "You cut {n} cards"},
                     "they": {"one": "{Who} cut 1 card", "other": "{Who} cut {n} cards"}},
        "news.bottom": "The bottom card is {card}",
        "news.bottom_jack": "The bottom card is {card}: a jack goes back into the deck",
        "news.pile": "The pile starts with {cards}",
        "list.and": " and ",    # before a list's last item
        "news.failed_pile": "The pile cannot start with {cards}: they go back and the deck"
                            " is shuffled again",
        "news.deal": "Deal {deal}: 6 more cards each",
        "news.lay": {"you": "You played {card}", "they": "{Who} played {card}"},
        "news.new_pile": {"you": "You played {card}", "they": "{Who} played {card}"},
        "news.capture": {"you": {"one": "You played {card} and took 1 card",
                                 "other": "You played {card} and took {n} cards"},
                         "they": {"one": "{Who} played {card} and took 1 card",
                                  "other": "{Who} played {card} and took {n} cards"}},
        "news.xeri": {"you": "You played {card}: xeri! {points} points",
                      "they": "{Who} played {card}: xeri! {points} points"},
        "news.jack_xeri": {"you": "You played {card}: jack xeri! {points} points",
                           "they": "{Who} played {card}: jack xeri! {points} points"},
        "news.sweep": {"one": "The last card of the pile goes {to}",
                       "other": "The last {n} cards of the pile go {to}"},
        "news.round_end": "Round {round} is over",
        "banner.xeri": "Xeri!",
        "banner.jack_xeri": "Jack xeri!",
        # the table
        "round.of": "Round {n} of {m}",
        "round.target": "Round {n} · target {target}",
        "totals": "{side}: {points}",
        "totals.wins": {"one": "{side}: {points} (1 round won)",
                        "other": "{side}: {points} ({n} rounds won)"},
        "stock": "Stock",
        "stock.left": {"one": "1 card left", "other": "{n} cards left"},
        "stock.empty": "The stock is empty",
        "stock.none": "no cards left to deal",
        "bottom": "Bottom card: {card}",
        "pile": "Pile",
        "pile.top": {"one": "Pile: {card}, 1 card", "other": "Pile: {card} on top, {n} cards"},
        "pile.empty": "The pile is empty",
        "hand": {"you": "Your hand", "they": "{Whose} hand"},
        "hand.of": {"one": "{Who}: 1 card", "other": "{Who}: {n} cards"},
        "captured": {"you": {"one": "You: 1 card taken", "other": "You: {n} cards taken"},
                     "they": {"one": "{Who}: 1 card taken", "other": "{Who}: {n} cards taken"}},
        "captured.count": {"one": "1 card", "other": "{n} cards"},
        "xeris": {"one": "1 xeri", "other": "{n} xeris"},
        "xeri.card": "Xeri with {card}",
        "jack_xeri.card": "Jack xeri with {card}",
        "cut.prompt": "Cut the deck: choose where (on the deck or with the slider), then press"
                      " the button",
        "last_capture": {"you": "You made the latest capture",
                         "they": "{Who} made the latest capture"},
        "peek": "Latest capture",
        "history.title": "Rounds",
        "history.round": "Round {n}",
        "history.points": "{points} · total {total}",
        "history.most_cards": "most cards {points}",
        "history.honours": "A K Q J 10: {points}",
        "history.two_of_clubs": "2♣ {points}",
        "history.ten_of_diamonds": "10♦ {points}",
        "history.xeris": {"one": "1 xeri: {points}", "other": "{n} xeris: {points}"},
        "history.jack_xeris": {"one": "1 jack xeri: {points}",
                               "other": "{n} jack xeris: {points}"},
        "prompt.play": "Your turn: play a card",
        # the end of a round
        "end.round": "Round {n} is over",
        "end.game": "Game over",
        "line.cards": "Cards taken",
        "line.most_cards": "Most cards (3)",
        "line.honours": "A K Q J 10 (1 each)",
        "line.two_of_clubs": "2♣ (1)",
        "line.ten_of_diamonds": "10♦ (1 more)",
        "line.xeris": "Xeris",
        "line.jack_xeris": "Jack xeris",
        # a line's cell: how many, what each gives, what they gave ("2 × 10 = 20")
        "line.count": "{n}\u202f×\u202f{each}\u202f=\u202f{points}",   # never broken
        "line.points": "Round points",
        "line.total": "Running total",
        "line.wins": "Rounds won",
        "line.decides": "Whoever wins more rounds wins the game.",
        "round.wins": {"you": "You won the round", "they": "{Who} won the round"},
        "round.tie": "The round is a tie",
        # the guided game (xeri/tutorial.py)
        "tut.first": {"one": "Welcome to a guided round of Xeri! You deal, so the computer cut"
                             " and played first. The face-up card in the middle is the pile,"
                             " {top}. Your {card} has the same rank: play it to take it.",
                      "other": "Welcome to a guided round of Xeri! You deal, so the computer cut"
                               " and played first. The face-up cards in the middle are the pile;"
                               " only its top card, {top}, counts. Your {card} has the same rank:"
                               " play it to take all {n} cards."},
        "tut.first_lay": "Welcome to a guided round of Xeri! You deal, so the computer cut and"
                         " played first. The face-up cards in the middle are the pile; only its"
                         " top card, {top}, counts: a card of the same rank, or a jack, would"
                         " take them all. Play a card.",
        "tut.first_empty": "Welcome to a guided round of Xeri! You deal, so the computer cut and"
                           " played first, and it has just taken the pile: any card you play"
                           " starts a new one.",
        "tut.capture": {"one": "Your {card} has the same rank as the card on the pile, {top}:"
                               " play it to take it.",
                        "other": "Your {card} has the same rank as the top card, {top}: play it"
                                 " to take all {n} cards."},
        "tut.jack": {"one": "A jack takes the whole pile, whatever its top card: your {card}"
                            " would take 1 card now. Many players keep a jack for a big pile, or"
                            " for a lone jack: that is a jack xeri, 20 points.",
                     "other": "A jack takes the whole pile, whatever its top card: your {card}"
                              " would take {n} cards now. Many players keep a jack for a big"
                              " pile, or for a lone jack: that is a jack xeri, 20 points."},
        "tut.xeri": "The pile is a single card, {lone}, and you hold {card}: play it for a xeri,"
                    " {points} points!",
        # a suggested card not played (guide.Tutor): what it would have done
        "tut.missed_first": MISSED_EN,
        "tut.missed_capture": MISSED_EN,
        "tut.missed_xeri": "The pile was a single card, {lone}, and you had {card}, of the"
                           " same rank: that would have been a xeri.",
        "tut.made_xeri": "Xeri! You took a lone card with one of the same rank: 10 points. It"
                         " lies face up on your taken cards.",
        "tut.their_xeri": "The computer made a xeri: it took a lone card with one of the same"
                          " rank. A single card left on the pile gives that chance.",
        "tut.their_capture": "The computer took the pile with {card}. The cards each of you"
                             " took lie beside the table, with their count; the score at the"
                             " top adds up the points in them so far.",
        "tut.deal": {"one": "Both hands were empty, so the dealer dealt 6 more cards each from"
                            " the stock: 1 card is left in it.",
                     "other": "Both hands were empty, so the dealer dealt 6 more cards each"
                              " from the stock: {n} cards are left in it."},
        "tut.deal_you": {"one": "Both hands were empty, so you, the dealer, dealt 6 more cards"
                                " each from the stock: 1 card is left in it.",
                         "other": "Both hands were empty, so you, the dealer, dealt 6 more"
                                  " cards each from the stock: {n} cards are left in it."},
        "tut.empty": "The pile is empty: your card starts a new one. If the computer holds one"
                     " of the same rank, it takes yours as a xeri, so a rank that has mostly"
                     " been played is safer.",
        "tut.last_deal": "The stock is used up: these are the last cards. Whatever is left on"
                         " the pile at the end goes to whoever captured last.",
        "tut.jack_big": "Your {card} would take all {n} cards of the pile now, whatever its top"
                        " card: this is the moment a jack is kept for.",
        "tut.jack_lone": "Your {card} would take the lone {lone}, but that is no xeri: a xeri is"
                         " made with a card of the same rank, or with a jack on a lone jack.",
        "tut.lone": "The pile is a single card, {lone}, and you hold none of its rank: no xeri"
                    " for you this time. Whatever you lay makes the pile 2 cards, and nobody can"
                    " make a xeri on that.",
        "tut.lay": "None of your cards takes the pile now, so lay one on it. Whoever takes the"
                   " pile next gets your card too: give away one that scores nothing, a 3 to a 9"
                   " or a 2 other than the 2♣.",
        "tut.big_pile": "The pile has grown to {n} cards. Whoever takes it gains a lot toward the"
                        " 3 points for most cards: a card of its top rank, or a jack, takes it"
                        " all.",
        "tut.safe": "Every other card of the same rank as your {card} has been played or is in"
                    " your hand, so nobody can take it with a xeri: it is the safest card to"
                    " start a new pile.",
        "tut.most_you": "You have taken {n} cards, more than half of the 52: the 3 points for"
                        " most cards are yours this round.",
        "tut.most_them": "The computer has taken {n} cards, more than half of the 52: the 3"
                         " points for most cards are its this round.",
        "tut.last_card_you": "Your last card. The cards left on the pile when the round ends go"
                             " to whoever captured last, and so far that is you.",
        "tut.last_card_them": "Your last card. The cards left on the pile when the round ends go"
                              " to whoever captured last, and so far that is the computer.",
        "tut.score": "That is how a round is scored: 3 points for most cards, 1 for each A, K,"
                     " Q, J and 10, 1 for the 2♣, 1 more for the 10♦ and 10 for each xeri."
                     " Rules has it all, whenever you want to read it again.",
        # hints
        "why.cut": "any cut is as good as another",
        "why.xeri": "{card} takes the lone {lone} as a xeri",
        "why.take_pile.none": "{card} takes the pile (no scoring cards in it)",
        # the card's own points named by its rank (issue 35: "1 point, counting itself")
        "why.take_pile": {"one": "{card} takes the pile: 1 point with the {own} itself",
                          "other": "{card} takes the pile: {n} points with the {own} itself"},
        "why.take_pile.own": {"one": "{card} takes the pile: 1 point, the {own} itself",
                              "other": "{card} takes the pile: {n} points, the {own} itself"},
        "why.take_pile.plain": {"one": "{card} takes the pile: 1 point",
                                "other": "{card} takes the pile: {n} points"},
        "why.safe_empty": "{card} is safe on an empty pile: no {other_rank} is left to come"
                          " against it",
        "why.start_pile": "{card} starts the pile with the least risk of a xeri",
        "why.least_to_take": "it is the safest card to play here",   # named before it
        "why.only_jack": "{card} is hard to take: no {other_rank} is left to play, only a"
                         " jack",
        "review.cost": {"one": "It cost you about {value} point over the round",
                        "other": "It cost you about {value} points over the round"},
        # the search's mean round margin on the last deal, for the seat asking: never
        # "-7.9 points", said as a player counting the cards left would
        "why.tail.for": ". With the cards still to play, this round should be yours",
        "why.tail.against": ". With the cards still to play, this round will be hard to turn"
                            " around",
    },
    "el": {
        "title": "Ξερή",
        "learn": "Μάθε την ξερή παίζοντας",
        "learn.menu": "Μάθε την ξερή",
        "count.xeris": "Ξερές",
        "blurb": "Ελληνικό παιχνίδι με τράπουλα: μαζεύεις τα φύλλα του τραπεζιού με φύλλο ίδιο"
                 " με το πάνω ή με βαλέ.",
        "option.rounds": "Γύροι",
        "option.bottom_card": "Φανερό το κάτω φύλλο",
        "option.bottom_card.note": "Μετά το κόψιμο όλοι βλέπουν το κάτω φύλλο· το παίρνει"
                                   " τελευταίο ο μοιραστής.",
        "option.relaxed_initial_pile": "Χαλαρός έλεγχος των πρώτων φύλλων",
        "option.relaxed_initial_pile.note": "Τα πρώτα φύλλα του τραπεζιού μπορεί να έχουν βαλέ"
                                            " από πάνω ή ζευγάρι στα δύο πάνω φύλλα.",
        "option.dealer_last_no_xeri": "Όχι ξερή με το τελευταίο φύλλο",
        "option.dealer_last_no_xeri.note": "Το τελευταίο φύλλο του γύρου μαζεύει, αλλά δεν"
                                           " κάνει ποτέ ξερή.",
        "option.jack_xeri_25": "Ξερή με βαλέ: 25",
        "option.jack_xeri_25.note": "Η ξερή με βαλέ σε βαλέ μετράει 25 πόντους αντί για 20.",
        "option.target": "Παρτίδα μέχρι στόχο",
        "option.target.note": "Οι πόντοι αθροίζονται από γύρο σε γύρο ώσπου ένας παίκτης ή μια"
                              " ομάδα να φτάσει τον στόχο.",
        "option.target.value": "Στόχος",
        "do.cut": {"one": "Κόψε 1 φύλλο", "other": "Κόψε {n} φύλλα"},
        "do.lay": "Παίξε {card}",
        "refused.play": "{who} παίζει {card} ως κίνηση {n} της καταγραφής του, κάτι που δεν"
                        " το επιτρέπουν εκεί οι κανόνες",
        "do.new_pile": "Παίξε {card} σε άδειο τραπέζι",
        "do.capture": {"one": "Παίξε {card} και μάζεψε 1 φύλλο",
                       "other": "Παίξε {card} και μάζεψε {n} φύλλα"},
        "do.xeri": "Παίξε {card} και κάνε ξερή: {points} πόντοι",
        "do.jack_xeri": "Παίξε {card} και κάνε ξερή με βαλέ: {points} πόντοι",
        "did.cut": {"one": "Έκοψες 1 φύλλο", "other": "Έκοψες {n} φύλλα"},
        "did.lay": "Έπαιξες {card}",
        "did.new_pile": "Έπαιξες {card} σε άδειο τραπέζι",
        "did.capture": {"one": "Έπαιξες {card} και μάζεψες 1 φύλλο",
                        "other": "Έπαιξες {card} και μάζεψες {n} φύλλα"},
        "did.xeri": "Έπαιξες {card} και έκανες ξερή: {points} πόντοι",
        "did.jack_xeri": "Έπαιξες {card} και έκανες ξερή με βαλέ: {points} πόντοι",
        "better.cut": {"one": "Καλύτερα να έκοβες 1 φύλλο",
                       "other": "Καλύτερα να έκοβες {n} φύλλα"},
        "better.lay": "Καλύτερα να έπαιζες {card}",
        "better.new_pile": "Καλύτερα να έπαιζες {card} σε άδειο τραπέζι",
        "better.capture": {"one": "Καλύτερα να έπαιζες {card} και να μάζευες 1 φύλλο",
                           "other": "Καλύτερα να έπαιζες {card} και να μάζευες {n} φύλλα"},
        "better.xeri": "Καλύτερα να έπαιζες {card} και να έκανες ξερή: {points} πόντοι",
        "better.jack_xeri": "Καλύτερα να έπαιζες {card} και να έκανες ξερή με βαλέ:"
                            " {points} πόντοι",
        "same.cut": {"one": "Σχεδόν το ίδιο καλό ήταν να έκοβες 1 φύλλο",
                     "other": "Σχεδόν το ίδιο καλό ήταν να έκοβες {n} φύλλα"},
        "same.lay": "Σχεδόν το ίδιο καλό ήταν να έπαιζες {card}",
        "same.new_pile": "Σχεδόν το ίδιο καλό ήταν να έπαιζες {card} σε άδειο τραπέζι",
        "same.capture": {"one": "Σχεδόν το ίδιο καλό ήταν να έπαιζες {card} και να μάζευες"
                                " 1 φύλλο",
                         "other": "Σχεδόν το ίδιο καλό ήταν να έπαιζες {card} και να μάζευες"
                                  " {n} φύλλα"},
        "same.xeri": "Σχεδόν το ίδιο καλό ήταν να έπαιζες {card} και να έκανες ξερή:"
                     " {points} πόντοι",
        "same.jack_xeri": "Σχεδόν το ίδιο καλό ήταν να έπαιζες {card} και να έκανες ξερή με"
                          " βαλέ: {points} πόντοι",
        "hint.cut": {"one": "Υπόδειξη: κόψε 1 φύλλο από την τράπουλα",
                     "other": "Υπόδειξη: κόψε {n} φύλλα από την τράπουλα"},
        "hint.lay": "Υπόδειξη: ρίξε {card} στο τραπέζι",
        "hint.new_pile": "Υπόδειξη: ρίξε {card} στο άδειο τραπέζι",
        "hint.capture": {"one": "Υπόδειξη: μάζεψε 1 φύλλο με {card}",
                         "other": "Υπόδειξη: μάζεψε {n} φύλλα με {card}"},
        "hint.xeri": "Υπόδειξη: κάνε ξερή με {card}, {points} πόντοι",
        "hint.jack_xeri": "Υπόδειξη: κάνε ξερή με {card}, {points} πόντοι",
        "news.first_dealer": {"you": "Πρώτη μοιρασιά: μοιράζεις εσύ",
                               "they": "Πρώτη μοιρασιά: μοιράζει {who}"},
        "news.shuffle": "Γύρος {round}: ανακατεύεται η τράπουλα",
        "news.cut": {"you": {"one": "Έκοψες 1 φύλλο", "other": "Έκοψες {n} φύλλα"},
                     "they": {"one": "{Who} έκοψε 1 φύλλο", "other": "{Who} έκοψε {n} φύλλα"}},
        "news.bottom": "Το κάτω φύλλο είναι {card}",
        "news.bottom_jack": "Το κάτω φύλλο είναι {card}: ο βαλές ξαναμπαίνει στην τράπουλα",
        "news.pile": "Τα πρώτα φύλλα στο τραπέζι: {cards}",
        "list.and": " και ",
        "news.failed_pile": "Το τραπέζι δεν μπορεί να ανοίξει με {cards}: τα φύλλα γυρίζουν"
                            " στην τράπουλα, που ανακατεύεται ξανά",
        "news.deal": "Μοιρασιά {deal}: άλλα 6 φύλλα στον καθένα",
        "news.lay": {"you": "Έπαιξες {card}", "they": "{Who} έπαιξε {card}"},
        "news.new_pile": {"you": "Έπαιξες {card}", "they": "{Who} έπαιξε {card}"},
        "news.capture": {"you": {"one": "Έπαιξες {card} και μάζεψες 1 φύλλο",
                                 "other": "Έπαιξες {card} και μάζεψες {n} φύλλα"},
                         "they": {"one": "{Who} έπαιξε {card} και μάζεψε 1 φύλλο",
                                  "other": "{Who} έπαιξε {card} και μάζεψε {n} φύλλα"}},
        "news.xeri": {"you": "Έπαιξες {card}: ξερή! {points} πόντοι",
                      "they": "{Who} έπαιξε {card}: ξερή! {points} πόντοι"},
        "news.jack_xeri": {"you": "Έπαιξες {card}: ξερή με βαλέ! {points} πόντοι",
                           "they": "{Who} έπαιξε {card}: ξερή με βαλέ! {points} πόντοι"},
        "news.sweep": {"one": "Το τελευταίο φύλλο του τραπεζιού πάει {to}",
                       "other": "Τα τελευταία {n} φύλλα του τραπεζιού πάνε {to}"},
        "news.round_end": "Τέλος του γύρου {round}",
        "banner.xeri": "Ξερή!",
        "banner.jack_xeri": "Ξερή με βαλέ!",
        "round.of": "Γύρος {n} από {m}",
        "round.target": "Γύρος {n} · στόχος {target}",
        "totals": "{side}: {points}",
        "totals.wins": {"one": "{side}: {points} (1 νίκη)",
                        "other": "{side}: {points} ({n} νίκες)"},
        "stock": "Τράπουλα",
        "stock.left": {"one": "μένει 1 φύλλο", "other": "μένουν {n} φύλλα"},
        "stock.empty": "Η τράπουλα τελείωσε",
        "stock.none": "μοιράστηκαν όλα τα φύλλα",
        "bottom": "Κάτω φύλλο: {card}",
        "pile": "Τραπέζι",
        "pile.top": {"one": "Στο τραπέζι: {card}, 1 φύλλο",
                     "other": "Στο τραπέζι: {card} από πάνω, {n} φύλλα"},
        "pile.empty": "Το τραπέζι είναι άδειο",
        "hand": {"you": "Τα φύλλα σου", "they": "Τα φύλλα {whose}"},
        "hand.of": {"one": "{Who}: 1 φύλλο", "other": "{Who}: {n} φύλλα"},
        "captured": {"you": {"one": "Εσύ: 1 φύλλο μαζεμένο", "other": "Εσύ: {n} φύλλα μαζεμένα"},
                     "they": {"one": "{Who}: 1 φύλλο μαζεμένο",
                              "other": "{Who}: {n} φύλλα μαζεμένα"}},
        "captured.count": {"one": "1 φύλλο", "other": "{n} φύλλα"},
        "xeris": {"one": "1 ξερή", "other": "{n} ξερές"},
        "xeri.card": "Ξερή με {card}",
        "jack_xeri.card": "Ξερή με βαλέ: {card}",
        "cut.prompt": "Κόψε την τράπουλα: διάλεξε πού (πάτα πάνω στην τράπουλα ή σύρε τον"
                      " δείκτη) και πάτα το κουμπί",
        "last_capture": {"you": "Το πιο πρόσφατο μάζεμα το έκανες εσύ",
                         "they": "Το πιο πρόσφατο μάζεμα το έκανε {who}"},
        "peek": "Τελευταίο μάζεμα",
        "history.title": "Γύροι",
        "history.round": "Γύρος {n}",
        "history.points": "{points} · σύνολο {total}",
        "history.most_cards": "περισσότερα φύλλα {points}",
        # the ranks in words, as the end panel's line says them (not "Α Ρ Ν Β 10")
        "history.honours": "άσοι, ρηγάδες, ντάμες, βαλέδες, δεκάρια: {points}",
        "history.two_of_clubs": "δυάρι σπαθί {points}",
        "history.ten_of_diamonds": "δεκάρι καρό {points}",
        "history.xeris": {"one": "1 ξερή: {points}", "other": "{n} ξερές: {points}"},
        "history.jack_xeris": {"one": "1 ξερή με βαλέ: {points}",
                               "other": "{n} ξερές με βαλέ: {points}"},
        "prompt.play": "Σειρά σου: παίξε ένα φύλλο",
        "end.round": "Τέλος του γύρου {n}",
        "end.game": "Τέλος παρτίδας",
        "line.cards": "Μαζεμένα φύλλα",
        "line.most_cards": "Τα περισσότερα φύλλα (3)",
        "line.honours": "Άσοι, ρηγάδες, ντάμες, βαλέδες, δεκάρια (από 1)",
        "line.two_of_clubs": "Δυάρι σπαθί (1)",
        "line.ten_of_diamonds": "Δεκάρι καρό (1\u00a0ακόμα)",
        "line.xeris": "Ξερές",
        "line.jack_xeris": "Ξερές με βαλέ",
        "line.count": "{n}\u202f×\u202f{each}\u202f=\u202f{points}",   # never broken
        "line.points": "Πόντοι γύρου",
        "line.total": "Σύνολο",
        "line.wins": "Κερδισμένοι γύροι",
        "line.decides": "Την παρτίδα την κερδίζει όποιος κερδίσει τους περισσότερους γύρους.",
        "round.wins": {"you": "Κέρδισες τον γύρο", "they": "Τον γύρο κέρδισε {who}"},
        "round.tie": "Ο γύρος έληξε ισόπαλος",
        "tut.first": {"one": "Καλώς ήρθες σε έναν γύρο ξερής με οδηγίες! Μοιράζεις εσύ, οπότε"
                             " ο υπολογιστής έκοψε και έπαιξε πρώτος. Το ανοιχτό φύλλο στη μέση,"
                             " {top}, είναι το φύλλο του τραπεζιού. Έχεις {card}, ίδιο φύλλο:"
                             " παίξ' {it} και το μαζεύεις.",
                      "other": "Καλώς ήρθες σε έναν γύρο ξερής με οδηγίες! Μοιράζεις εσύ, οπότε"
                               " ο υπολογιστής έκοψε και έπαιξε πρώτος. Τα ανοιχτά φύλλα στη μέση"
                               " είναι τα φύλλα του τραπεζιού· μετράει μόνο το πάνω, {top}."
                               " Έχεις {card}, ίδιο φύλλο: παίξ' {it} και μαζεύεις και τα {n}"
                               " φύλλα."},
        "tut.first_lay": "Καλώς ήρθες σε έναν γύρο ξερής με οδηγίες! Μοιράζεις εσύ, οπότε ο"
                         " υπολογιστής έκοψε και έπαιξε πρώτος. Τα ανοιχτά φύλλα στη μέση είναι"
                         " τα φύλλα του τραπεζιού· μετράει μόνο το πάνω, {top}: ίδιο φύλλο ή"
                         " βαλές θα τα μάζευε όλα. Παίξε ένα φύλλο.",
        "tut.first_empty": "Καλώς ήρθες σε έναν γύρο ξερής με οδηγίες! Μοιράζεις εσύ, οπότε ο"
                           " υπολογιστής έκοψε και έπαιξε πρώτος, και μόλις μάζεψε τα φύλλα:"
                           " όποιο φύλλο παίξεις ανοίγει ξανά το τραπέζι.",
        "tut.capture": {"one": "Στο τραπέζι είναι {top} κι εσύ έχεις {card}, ίδιο φύλλο: παίξ'"
                               " {it} και το μαζεύεις.",
                        "other": "Το πάνω φύλλο του τραπεζιού είναι {top} κι εσύ έχεις {card},"
                                 " ίδιο φύλλο: παίξ' {it} και μαζεύεις και τα {n} φύλλα."},
        "tut.jack": {"one": "Ο βαλές μαζεύει όλα τα φύλλα, ό,τι κι αν είναι το πάνω: με {card}"
                            " θα μάζευες τώρα ένα φύλλο. Συνήθως τον κρατάμε για όταν μαζευτούν"
                            " πολλά φύλλα ή για μοναχό βαλέ: αυτό είναι ξερή με βαλέ, 20 πόντοι.",
                     "other": "Ο βαλές μαζεύει όλα τα φύλλα, ό,τι κι αν είναι το πάνω: με"
                              " {card} θα μάζευες τώρα {n} φύλλα. Συνήθως τον κρατάμε για όταν"
                              " μαζευτούν πολλά φύλλα ή για μοναχό βαλέ: αυτό είναι ξερή με"
                              " βαλέ, 20 πόντοι."},
        "tut.xeri": "Στο τραπέζι υπάρχει ένα μόνο φύλλο, {lone}, κι εσύ έχεις {card}: παίξ' {it}"
                    " και κάνεις ξερή, {points} πόντοι!",
        "tut.missed_first": MISSED_EL,
        "tut.missed_capture": MISSED_EL,
        "tut.missed_xeri": "Στο τραπέζι υπήρχε ένα μόνο φύλλο, {lone}, κι εσύ είχες {card},"
                           " ίδιο φύλλο: θα έκανες ξερή.",
        "tut.made_xeri": "Ξερή! Μάζεψες μοναχό φύλλο με ίδιο: 10 πόντοι. Το φύλλο μπαίνει"
                         " ανοιχτό πάνω στα μαζεμένα σου.",
        "tut.their_xeri": "Ο υπολογιστής έκανε ξερή: μάζεψε μοναχό φύλλο με ίδιο. Ένα μόνο"
                          " φύλλο στο τραπέζι δίνει αυτή την ευκαιρία.",
        "tut.their_capture": "Ο υπολογιστής μάζεψε τα φύλλα με {card}. Τα μαζεμένα φύλλα του"
                             " καθενός είναι στο πλάι του τραπεζιού· η βαθμολογία στο πάνω"
                             " μέρος μετράει τους πόντους που έχουν ως τώρα.",
        "tut.deal": {"one": "Άδειασαν και τα δύο χέρια, οπότε ο μοιραστής έδωσε άλλα 6 φύλλα"
                            " στον καθένα: στην τράπουλα μένει 1 φύλλο.",
                     "other": "Άδειασαν και τα δύο χέρια, οπότε ο μοιραστής έδωσε άλλα 6 φύλλα"
                              " στον καθένα: στην τράπουλα μένουν {n} φύλλα."},
        "tut.deal_you": {"one": "Άδειασαν και τα δύο χέρια, οπότε μοίρασες άλλα 6 φύλλα στον"
                                " καθένα: στην τράπουλα μένει 1 φύλλο.",
                         "other": "Άδειασαν και τα δύο χέρια, οπότε μοίρασες άλλα 6 φύλλα στον"
                                  " καθένα: στην τράπουλα μένουν {n} φύλλα."},
        "tut.empty": "Το τραπέζι είναι άδειο: το φύλλο σου το ανοίγει ξανά. Αν ο"
                     " υπολογιστής έχει ίδιο, το μαζεύει με ξερή· πιο ασφαλές είναι ένα φύλλο"
                     " που έχουν ήδη πέσει σχεδόν όλα τα ίδια του.",
        "tut.last_deal": "Η τράπουλα τελείωσε: αυτά είναι τα τελευταία φύλλα. Όσα μείνουν στο"
                         " τραπέζι στο τέλος πάνε σε όποιον μάζεψε τελευταίος.",
        "tut.jack_big": "Με {card} θα μάζευες τώρα και τα {n} φύλλα του τραπεζιού, ό,τι κι"
                        " αν είναι το πάνω: γι' αυτή τη στιγμή κρατάμε τον βαλέ.",
        "tut.jack_lone": "Με {card} θα μάζευες το μοναχό φύλλο, {lone}, αλλά αυτό δεν είναι"
                         " ξερή: ξερή γίνεται με ίδιο φύλλο, ή με βαλέ πάνω σε μοναχό βαλέ.",
        "tut.lone": "Στο τραπέζι υπάρχει ένα μόνο φύλλο, {lone}, κι εσύ δεν έχεις ίδιο: αυτή"
                    " τη φορά δεν έχεις ξερή. Ό,τι κι αν ρίξεις, στο τραπέζι θα είναι 2 φύλλα, και"
                    " πάνω σε αυτά κανείς δεν κάνει ξερή.",
        "tut.lay": "Κανένα φύλλο σου δεν μαζεύει τώρα, οπότε ρίξε ένα στο τραπέζι. Όποιος"
                   " μαζέψει μετά θα πάρει και το δικό σου: ρίξε ένα που δεν μετράει πόντους,"
                   " από το τριάρι ως το εννιάρι ή ένα δυάρι εκτός από το δυάρι σπαθί.",
        "tut.big_pile": "Στο τραπέζι μαζεύτηκαν {n} φύλλα. Όποιος τα μαζέψει πλησιάζει πολύ τους"
                        " 3 πόντους για τα περισσότερα φύλλα: τα παίρνει όλα ένα φύλλο ίδιο με"
                        " το πάνω ή ένας βαλές.",
        "tut.safe": "Όλα τα ίδια με {card} έχουν παιχτεί ή τα έχεις εσύ, οπότε κανείς δεν"
                    " μπορεί να {it} πάρει με ξερή: είναι το πιο ασφαλές φύλλο για να ανοίξεις"
                    " ξανά το τραπέζι.",
        "tut.most_you": "Έχεις μαζέψει {n} φύλλα, πάνω από τα μισά από τα 52: οι 3 πόντοι για"
                        " τα περισσότερα φύλλα είναι δικοί σου σε αυτόν τον γύρο.",
        "tut.most_them": "Ο υπολογιστής έχει μαζέψει {n} φύλλα, πάνω από τα μισά από τα 52: οι"
                         " 3 πόντοι για τα περισσότερα φύλλα είναι δικοί του σε αυτόν τον γύρο.",
        "tut.last_card_you": "Το τελευταίο σου φύλλο. Όσα φύλλα μείνουν στο τραπέζι στο τέλος"
                             " του γύρου πάνε σε όποιον μάζεψε τελευταίος· ως τώρα, αυτός είσαι"
                             " εσύ.",
        "tut.last_card_them": "Το τελευταίο σου φύλλο. Όσα φύλλα μείνουν στο τραπέζι στο τέλος"
                              " του γύρου πάνε σε όποιον μάζεψε τελευταίος· ως τώρα, αυτός είναι"
                              " ο υπολογιστής.",
        "tut.score": "Έτσι μετράμε τους πόντους του γύρου: 3 πόντοι για τα περισσότερα"
                     " φύλλα, 1 για κάθε άσο, ρήγα, ντάμα, βαλέ και δεκάρι, 1 για το δυάρι"
                     " σπαθί, 1 ακόμα για το"
                     " δεκάρι καρό και 10 για κάθε ξερή. Όλα αυτά τα ξαναβρίσκεις στους"
                     " «Κανόνες».",
        "why.cut": "όπου κι αν κόψεις, το ίδιο κάνει",
        # {the_card}: the card as the subject («ο ρήγας καρό», «η ντάμα μπαστούνι»),
        # {card_acc} as the object («τον ρήγα καρό»), {other_rank}: «άλλη ντάμα»
        "why.xeri": "{the_card} παίρνει {lone_acc}, το μόνο φύλλο στο τραπέζι, και κάνει ξερή",
        "why.take_pile.none": "{the_card} μαζεύει το τραπέζι (δεν έχει φύλλα με πόντους)",
        # the card's own points named by its rank («μαζί με τον ίδιο» alone was not
        # understood, review 5; «μετράει και το ίδιο το φύλλο» read as a fragment, issue 35)
        "why.take_pile": {"one": "{the_card} μαζεύει το τραπέζι: 1 πόντος μαζί με {own_acc}",
                          "other": "{the_card} μαζεύει το τραπέζι: {n} πόντοι μαζί με"
                                   " {own_acc}"},
        "why.take_pile.own": {"one": "{the_card} μαζεύει το τραπέζι: 1 πόντος, {own}",
                              "other": "{the_card} μαζεύει το τραπέζι: {n} πόντοι, {own}"},
        "why.take_pile.plain": {"one": "{the_card} μαζεύει το τραπέζι: 1 πόντος",
                                "other": "{the_card} μαζεύει το τραπέζι: {n} πόντοι"},
        "why.safe_empty": "{the_card} δεν κινδυνεύει σε άδειο τραπέζι: δεν έχει μείνει"
                          " {other_rank}",
        "why.start_pile": "{the_card} ανοίγει το τραπέζι με τον μικρότερο κίνδυνο για ξερή",
        "why.least_to_take": "είναι το πιο ασφαλές φύλλο εδώ",
        "why.only_jack": "{the_card} μαζεύεται δύσκολα: δεν έχει μείνει {other_rank}, μόνο"
                         " βαλές",
        "review.cost": {"one": "Σου κόστισε περίπου {value} πόντο στον γύρο",
                        "other": "Σου κόστισε περίπου {value} πόντους στον γύρο"},
        "why.tail.for": ". Με τα φύλλα που μένουν, ο γύρος μάλλον είναι δικός σου",
        "why.tail.against": ". Με τα φύλλα που μένουν, τον γύρο δύσκολα θα τον γυρίσεις",
    },
}

def choice(fact: dict, v, form: str = "do") -> str:
    """The label of a decision the seat on screen may take; form "did": the decision it took
    (a review); "better", "same": a review's verdict on a decision it did not take (better,
    about as good); "hint": a hint's advice; "ask": a study's question, the card alone
    (what it takes is the answer)."""
    if form == "ask":
        form, fact = "do", {**fact, "outcome": "lay"} if fact["kind"] == "play" else fact
    if fact["kind"] == "cut":
        return v.t(f"{form}.cut", n=fact["n"])
    return v.t(f"{form}.{fact['outcome']}", card=_card(fact["card"], v), n=fact["taken"],
               points=fact.get("points"))


def refused(event: dict, v, n: int) -> str | None:
    """Why a record's event, a play made as move `n`, is refused, in words: who plays which
    card (embed.refusal); None for an event of another kind."""
    card, p = event.get("play"), event.get("player")
    if not isinstance(card, str) or not is_int(p) or not 0 <= p < len(v.names):
        return None
    try:
        card = code(parse(card))
    except GameError:
        return None
    return v.of("refused.play", p, card=said(card, v.lang), n=n)


def narrate(fact: dict, v) -> str | None:
    """A move-log sentence for a fact, or None for one the log leaves out."""
    kind = fact["kind"]
    if kind == "play":
        return v.of(f"news.{fact['outcome']}", fact["player"], card=_card(fact["card"], v),
                    n=fact["taken"], points=fact.get("points"))
    if kind in ("cut", "first_dealer"):
        return v.of(f"news.{kind}", fact["player"], n=fact.get("n"))
    if kind == "sweep":
        return v.of_side("news.sweep", fact["player"] % 2, n=fact["n"])
    if kind in ("bottom", "bottom_jack"):    # what the bottom card is: a subject's form
        return v.t(f"news.{kind}", card=_card(fact["card"], v, subject=True))
    if kind in ("pile", "failed_pile"):     # «Τα πρώτα φύλλα στο τραπέζι: ο άσος…», «με τον άσο»
        cards = [_card(c, v, subject=kind == "pile") for c in fact["cards"]]
        # «…, τον ρήγα μπαστούνι και την ντάμα σπαθί» (a list said with no «και», review 5)
        return v.t(f"news.{kind}", cards=v.t("list.and").join(
            [", ".join(cards[:-1]), cards[-1]] if len(cards) > 1 else cards))
    if kind == "shuffle":
        return v.t("news.shuffle", round=fact["round"])
    if kind == "deal":
        return v.t("news.deal", deal=fact["deal"]) if fact["deal"] > 1 else None
    if kind == "round_end":
        return v.t("news.round_end", round=fact["round"])
    return None


def _cards(params: dict, v) -> dict:
    """Facts' params with their cards (codes) written in the voice's language: the card
    played as an object, the pile's `top` and `lone` card as a subject; `it`, the pronoun
    for the card played."""
    out = {k: said(val, v.lang, subject=k != "card") if k in ("card", "lone", "top") else val
           for k, val in params.items()}
    if "card" in params:
        out["it"] = it(params["card"], v.lang)
    return out


def note(key: str, params: dict, v) -> str:
    """A note of the guided game (xeri/tutorial.py)."""
    return v.t(f"tut.{key}", **_cards(params, v))


def _agreeing(params: dict, lang: str) -> dict:
    """The words that agree with a card's rank (Greek: its gender): the card as a subject
    (`the_card`) and as an object (`card_acc`, `lone_acc`), "another" of the rank in words
    (`other_rank`)."""
    names = _CARD_NAMES[lang]
    out = {}
    for key, case, name in (("card", "nom", "the_card"), ("card", "the", "card_acc"),
                            ("lone", "the", "lone_acc")):
        if key in params:
            rank = params[key][:-1]
            out[name] = said(params[key], lang, subject=case == "nom") if lang == "el" else \
                f"{names[case].get(rank, names[case][''])} {card(params[key], lang)}"
    if "rank" in params:
        rank = params["rank"]
        out["other_rank"] = (f"{names['other'].get(rank, names['other'][''])}"
                             f" {names['ranks'].get(rank, rank)}")
    return out


CLEAR = 3.0  # the outlook is said only when it is clear: 3 points or more either way


def reason(why: dict, v) -> str:
    """A hint's reason, from the AI's facts (xeri/explain.py `why`)."""
    facts = {k: val for k, val in why.items() if k not in ("key", "tail")}
    params = {**_cards(facts, v), **_agreeing(facts, v.lang)}
    key = why["key"]
    if key == "why.take_pile" and facts.get("n") == 0:
        key = "why.take_pile.none"
    elif key == "why.take_pile" and not card_points(parse(facts["card"])):  # a 9: none its own
        key = "why.take_pile.plain"
    elif key == "why.take_pile":    # all the points the card's own, or the card's among more
        rank = facts["card"][:-1]
        own = card_points(parse(facts["card"]))
        key = "why.take_pile.own" if facts["n"] <= own else key
        params.update(own=_OWN[v.lang][rank], own_acc=_OWN_ACC[rank])
    text = v.t(key, **params)
    tail = why.get("tail")
    if tail and abs(tail["value"]) >= CLEAR:   # in words: a player cannot use "3.1 points"
        text += v.t("why.tail.for" if tail["value"] > 0 else "why.tail.against")
    return text[:1].upper() + text[1:]
