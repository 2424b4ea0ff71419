"""Xeri's rules for players, in English and Greek (written in each language, not
translated word for word): what the Rules panel, the "?" buttons and the guided
game show. docs/rules-xeri.md is the developers' version, with the rule labels.

Each language has a list of sections `{"id", "title", "body"}`; a block of the body
is a paragraph (a string), `("cards", [card | text, ...], caption)` (small card
pictures), `("table", head, rows)` or `("list", [items])` (see pygame_core/guide.py).
The variations' titles are the new-game form's names for them (xeri/words.py).
"""

from __future__ import annotations

from .words import WORDS, said

_V = ("bottom_card", "relaxed_initial_pile", "dealer_last_no_xeri", "jack_xeri_25", "target")


# The capture pictured under "Your turn": the pile, and the card that takes it.
_PILE, _TAKER = ["3C", "9D", "KS"], "KH"


def _capture(lang: str, caption: str) -> tuple:
    """The capture's picture; its caption counts the pile's cards and names the cards."""
    return ("cards", [*_PILE, "→", _TAKER], caption.format(
        top=said(_PILE[-1], lang, subject=True), card=said(_TAKER, lang), n=len(_PILE)))


def _variations(lang: str, texts: list[str]) -> list[dict]:
    return [{"id": f"xeri-V{i}", "title": WORDS[lang][f"option.{key}"], "body": [text]}
            for i, (key, text) in enumerate(zip(_V, texts, strict=True), start=1)]


RULES = {
    "en": [
        {"id": "xeri-goal", "title": "What you play for", "body": [
            "Xeri is played with an ordinary 52-card deck, by two players or by four in two"
            " teams (partners sit across from each other). You take cards from the table by"
            " matching its top card, and you score points for the cards you take: most of all"
            " for a xeri, taking a single card with one of the same rank.",
            "A game lasts the number of rounds chosen on the new-game screen; whoever wins more"
            " rounds wins the game.",
        ]},
        {"id": "xeri-cut", "title": "Shuffle, cut and deal", "body": [
            "At the start of each round the dealer shuffles and the other player cuts (with four"
            " players, the player to the dealer's right): the cards above the point chosen go"
            " to the bottom of the deck.",
            "The dealer gives six cards to each player, one at a time, and lays four cards face"
            " up in the middle: the pile. Only its top card counts. If two of those four cards"
            " have the same rank, or the top one is a jack, they go back into the deck, which is"
            " shuffled again.",
            "The rest of the deck is the stock. When everyone has played their six cards, the"
            " dealer deals six more to each (none to the pile): a round has four deals with two"
            " players, two with four. The next round is dealt by the player to the dealer's"
            " left.",
        ]},
        {"id": "xeri-play", "title": "Playing and capturing", "body": [
            "The player to the dealer's left plays first, then the turn goes round to the left."
            " On your turn you play one card from your hand onto the pile.",
            "If your card has the same rank as the top card of the pile (a seven on a seven, a"
            " queen on a queen), you take the whole pile. A jack takes the whole pile, whatever"
            " its top card. The cards you take are kept face down beside you.",
            _capture("en", "The top card is {top}: your {card} takes all {n} cards."),
            ("cards", ["5H", "2S", "→", "JD"], "A jack takes any pile."),
            "Otherwise your card stays on the pile and becomes its top card. On an empty table"
            " any card starts a new pile; a jack played there takes nothing.",
        ]},
        {"id": "xeri-xeri", "title": "Xeri and jack xeri", "body": [
            "When the pile is a single card and you take it with a card of the same rank, that"
            " is a xeri: 10 points. The card is laid face up across your taken cards, where"
            " everyone can count it.",
            ("cards", ["8C", "→", "8H"], "A lone 8♣ taken with 8♥: a xeri, 10 points."),
            "A jack taking a lone jack is a jack xeri: 20 points. A jack taking a lone card that"
            " is not a jack makes an ordinary capture, not a xeri.",
            ("cards", ["JS", "→", "JH"], "A jack on a lone jack: a jack xeri, 20 points."),
            "So think twice before you leave a single card on the table: the next player may"
            " hold one like it.",
        ]},
        {"id": "xeri-end", "title": "The end of a round", "body": [
            "When the stock is used up and every card has been played, the cards still on the"
            " pile go to the player or team that made the round's last capture. That last"
            " sweep is never a xeri.",
        ]},
        {"id": "xeri-scoring", "title": "Scoring", "body": [
            "After each round each player, or each team, counts the cards they took:",
            ("table", ["", "Points"], [
                ["Most cards (27 or more)", "3"],
                ["Each ace, king, queen, jack and ten", "1"],
                ["The 2♣", "1"],
                ["The 10♦", "1 more (2 in all)"],
                ["Each xeri", "10"],
                ["Each jack xeri", "20"],
            ]),
            ("cards", ["AS", "KH", "QD", "JC", "10S", "2C", "10D"], "Cards that score points."),
            "With 26 cards each, nobody scores for most cards. Without xeris a round gives out"
            " 25 points in all.",
            "The one with more points wins the round; if the points are equal, nobody wins it."
            " After the last round, whoever has won more rounds wins the game; if you have won"
            " the same number of rounds, the game is a draw.",
        ]},
        {"id": "xeri-variations", "title": "Variations", "body": [
            "You can switch each of these on for a game on the new-game screen, alone or"
            " with any of the others.",
        ]},
        *_variations("en", [
            "After the cut everyone sees the bottom card of the deck: it is the last card the"
            " dealer will get. If it is a jack, it goes back into the middle of the deck (26th"
            " from the top) and the new bottom card is shown.",
            "The first four cards of the pile are dealt again only when two of them have the same"
            " rank and they are not the top two. So the top two may pair, and a jack may lie"
            " on top.",
            "The very last card of the round, which the dealer plays, still captures, but it"
            " never counts as a xeri.",
            "A jack xeri scores 25 points instead of 20.",
            "Instead of a fixed number of rounds, points add up from round to round until a"
            " player or a team reaches the target (151 unless you choose another). If both"
            " reach it in the same round, the target goes up by 100 (251, 351, …) and play"
            " goes on.",
        ]),
    ],
    "el": [
        {"id": "xeri-goal", "title": "Ο σκοπός", "body": [
            "Η ξερή παίζεται με κανονική τράπουλα 52 φύλλων, από δύο παίκτες ή από τέσσερις σε"
            " δύο ομάδες (οι συμπαίκτες κάθονται απέναντι). Μαζεύεις φύλλα από το τραπέζι"
            " ρίχνοντας φύλλο ίδιο με το πάνω, και κερδίζεις πόντους για όσα μαζεύεις:"
            " πιο πολλούς για την ξερή, όταν μαζεύεις ένα μοναχό φύλλο με ένα ίδιο.",
            "Η παρτίδα κρατά όσους γύρους διάλεξες στη νέα παρτίδα· κερδίζει όποιος κερδίσει"
            " τους περισσότερους γύρους.",
        ]},
        {"id": "xeri-cut", "title": "Ανακάτεμα, κόψιμο, μοιρασιά", "body": [
            "Στην αρχή κάθε γύρου ο μοιραστής ανακατεύει και ο άλλος παίκτης κόβει (με τέσσερις"
            " παίκτες, αυτός που κάθεται δεξιά από τον μοιραστή): τα φύλλα πάνω από το σημείο"
            " που διαλέγεις πάνε στο κάτω μέρος της τράπουλας.",
            "Ο μοιραστής δίνει έξι φύλλα στον καθένα, ένα-ένα, και ανοίγει τέσσερα φύλλα στη"
            " μέση: τα φύλλα του τραπεζιού. Μετράει μόνο το πάνω φύλλο. Αν δύο από τα τέσσερα"
            " είναι ίδια ή αν το πάνω είναι βαλές, γυρίζουν στην τράπουλα, που ανακατεύεται"
            " ξανά.",
            "Τα υπόλοιπα φύλλα μένουν στην τράπουλα. Όταν όλοι παίξουν τα έξι φύλλα τους, ο"
            " μοιραστής δίνει άλλα έξι στον καθένα (στο τραπέζι δεν ανοίγει άλλα): με δύο"
            " παίκτες ο γύρος έχει τέσσερις μοιρασιές, με τέσσερις δύο. Τον επόμενο γύρο"
            " μοιράζει ο παίκτης στα αριστερά.",
        ]},
        {"id": "xeri-play", "title": "Παίξιμο και μάζεμα", "body": [
            "Πρώτος παίζει αυτός που κάθεται αριστερά από τον μοιραστή, και η σειρά πηγαίνει"
            " προς τα αριστερά. Στη σειρά σου ρίχνεις ένα φύλλο από το χέρι σου πάνω στα φύλλα"
            " του τραπεζιού.",
            "Αν το φύλλο σου είναι ίδιο με το πάνω φύλλο (εφτάρι σε εφτάρι, ντάμα σε ντάμα),"
            " μαζεύεις όλα τα φύλλα του τραπεζιού. Ο βαλές τα μαζεύει όλα, ό,τι κι αν είναι το"
            " πάνω φύλλο. Τα φύλλα που μαζεύεις τα κρατάς κλειστά δίπλα σου.",
            _capture("el", "Πάνω είναι {top}: με {card} σου μαζεύεις και τα {n} φύλλα."),
            ("cards", ["5H", "2S", "→", "JD"], "Ο βαλές μαζεύει ό,τι υπάρχει στο τραπέζι."),
            "Αλλιώς το φύλλο σου μένει στο τραπέζι και γίνεται το νέο πάνω φύλλο. Σε άδειο"
            " τραπέζι οποιοδήποτε φύλλο το ανοίγει ξανά· βαλές εκεί δεν μαζεύει"
            " τίποτα.",
        ]},
        {"id": "xeri-xeri", "title": "Ξερή και ξερή με βαλέ", "body": [
            "Όταν στο τραπέζι υπάρχει ένα μόνο φύλλο και το μαζεύεις με ίδιο φύλλο, κάνεις"
            " ξερή: 10 πόντοι. Το φύλλο μπαίνει ανοιχτό και πλάγια πάνω στα μαζεμένα σου, για"
            " να φαίνεται.",
            ("cards", ["8C", "→", "8H"], "Μοναχό οχτάρι σπαθί, και το μαζεύεις με το οχτάρι"
                                              " κούπα: ξερή, 10 πόντοι."),
            "Βαλές που μαζεύει μοναχό βαλέ κάνει ξερή με βαλέ: 20 πόντοι. Βαλές που μαζεύει"
            " μοναχό φύλλο που δεν είναι βαλές κάνει απλό μάζεμα, όχι ξερή.",
            ("cards", ["JS", "→", "JH"], "Βαλές σε μοναχό βαλέ: ξερή με βαλέ, 20 πόντοι."),
            "Σκέψου λοιπόν πριν αφήσεις ένα μόνο φύλλο στο τραπέζι: ο επόμενος μπορεί να έχει"
            " ίδιο.",
        ]},
        {"id": "xeri-end", "title": "Το τέλος του γύρου", "body": [
            "Όταν τελειώσει η τράπουλα και παιχτούν όλα τα φύλλα, όσα έχουν μείνει στο τραπέζι"
            " τα παίρνει ο παίκτης ή η ομάδα που μάζεψε τελευταία στον γύρο. Αυτό το τελευταίο"
            " μάζεμα δεν είναι ποτέ ξερή.",
        ]},
        {"id": "xeri-scoring", "title": "Οι πόντοι", "body": [
            "Στο τέλος κάθε γύρου κάθε παίκτης, ή κάθε ομάδα, μετράει τα φύλλα που μάζεψε:",
            ("table", ["", "Πόντοι"], [
                ["Τα περισσότερα φύλλα (27 ή παραπάνω)", "3"],
                ["Κάθε άσος, ρήγας, ντάμα, βαλές και δεκάρι", "1"],
                ["Το δυάρι σπαθί (το «καλό δυάρι»)", "1"],
                ["Το δεκάρι καρό (το «καλό δεκάρι»)", "1 ακόμα (2 συνολικά)"],
                ["Κάθε ξερή", "10"],
                ["Κάθε ξερή με βαλέ", "20"],
            ]),
            ("cards", ["AS", "KH", "QD", "JC", "10S", "2C", "10D"], "Φύλλα που φέρνουν πόντους."),
            "Με 26 φύλλα ο καθένας, κανείς δεν παίρνει τους πόντους για τα περισσότερα φύλλα."
            " Χωρίς ξερές ένας γύρος μοιράζει συνολικά 25 πόντους.",
            "Τον γύρο τον κερδίζει όποιος έχει τους περισσότερους πόντους (με ίσους πόντους,"
            " κανείς). Μετά τον τελευταίο γύρο κερδίζει την παρτίδα όποιος κέρδισε τους"
            " περισσότερους γύρους· με ίσους γύρους η παρτίδα είναι ισόπαλη.",
        ]},
        {"id": "xeri-variations", "title": "Παραλλαγές", "body": [
            "Καθεμιά μπορείς να την ενεργοποιήσεις στη νέα παρτίδα, μόνη της ή μαζί με όποιες"
            " άλλες θέλεις.",
        ]},
        *_variations("el", [
            "Μετά το κόψιμο όλοι βλέπουν το κάτω φύλλο της τράπουλας: είναι το τελευταίο φύλλο"
            " που θα πάρει ο μοιραστής. Αν είναι βαλές, μπαίνει στη μέση της τράπουλας (26ο από"
            " πάνω) και φαίνεται το νέο κάτω φύλλο.",
            "Τα πρώτα τέσσερα φύλλα του τραπεζιού ξαναμοιράζονται μόνο όταν δύο από αυτά είναι"
            " ίδια και δεν είναι τα δύο πάνω. Τα δύο πάνω φύλλα λοιπόν μπορεί να είναι ίδια, και"
            " επιτρέπεται βαλές από πάνω.",
            "Το τελευταίο φύλλο του γύρου, που το παίζει ο μοιραστής, μαζεύει κανονικά αλλά"
            " δεν μετράει ποτέ για ξερή.",
            "Η ξερή με βαλέ μετράει 25 πόντους αντί για 20.",
            "Αντί για σταθερό αριθμό γύρων, οι πόντοι αθροίζονται από γύρο σε γύρο ώσπου ένας"
            " παίκτης ή μια ομάδα να φτάσει τον στόχο (151, αν δεν διαλέξεις άλλον). Αν τον"
            " φτάσουν και οι δύο στον ίδιο γύρο, ο στόχος ανεβαίνει κατά 100 (251, 351, …) και"
            " το παιχνίδι συνεχίζεται.",
        ]),
    ],
}
