"""XIX's rules for players, in English and Greek (written in each language, not
translated word for word): what the Rules panel, the "?" buttons and the guided
game show. docs/rules-xix.md is the developers' version, with the rule labels.

The format is xeri/rulebook.py's; a card picture is its number (None: face down).
"""

from __future__ import annotations

from .rules import STAKES

_LADDER = [str(n) for n in range(1, len(STAKES))], [str(p) for p in STAKES[1:]]


def stakes_sentence(lang: str, stakes=STAKES) -> str:
    """What the stakes table (N5) means trick by trick, made from its own numbers so that
    the two cannot disagree: the first trick's stakes, then each later trick's."""
    first, *rest, last = stakes[1:]
    later = ", ".join(str(n) for n in rest)
    if lang == "el":
        worth = "1 πόντο" if first == 1 else f"{first} πόντους"
        return (f"Δηλαδή με την πρώτη λεβέ ο γύρος αξίζει {worth}, και κάθε επόμενη λεβέ"
                f" ανεβάζει τους πόντους: σε {later} και το πολύ σε {last}.")
    worth = "1 point" if first == 1 else f"{first} points"
    return (f"So the first trick of an exchange makes it worth {worth}, and each trick after"
            f" it raises the stakes, to {later} and at most {last}.")


RULES = {
    "en": [
        {"id": "xix-goal", "title": "What you play for", "body": [
            "XIX is a game for two, played with 18 cards numbered 1 to 18. A game is a series"
            " of exchanges; in each exchange you play tricks, and whoever wins the exchange"
            " scores points.",
            "After each exchange: if the two scores add up to exactly 19, the game ends and the"
            " player with fewer points wins (even at 19 to 0: the player with 0 wins). Otherwise,"
            " once someone has 19 points or more, the game ends and the player with more points"
            " wins.",
        ]},
        {"id": "xix-hands", "title": "Your cards", "body": [
            "Each player gets six cards: the closed hand, which only its owner sees. Five more"
            " lie face down in a row in the middle: the strike row. The last card is put aside,"
            " unseen, for the whole game.",
            ("cards", [None, None, None, None, None], "The strike row at the start."),
            "Later you also have an open hand: cards face up in front of you, which both"
            " players see. When you play, any card of either hand will do.",
        ]},
        {"id": "xix-trick", "title": "Tricks", "body": [
            "One player leads a card; the other, having seen it, plays one too. The higher card"
            " takes the trick, unless the two cards add up to 19: then the lower card takes it."
            " Whoever takes a trick leads the next one; who leads the very first is drawn by"
            " lot.",
            ("cards", [12, "+", 5], "12 and 5 make 17: the higher card, 12, takes the trick."),
            ("cards", [12, "+", 7], "12 and 7 make 19: the lower card, 7, takes the trick."),
        ]},
        {"id": "xix-strike", "title": "Strikes", "body": [
            "Whoever loses a trick gets a strike: a card of the strike row slides toward them to"
            " keep count. A third strike in the same exchange loses the exchange.",
        ]},
        {"id": "xix-raise", "title": "Raise or abandon", "body": [
            "After a strike (unless it is the third), the player who got it decides at once:",
            ("list", [
                "Abandon: the exchange ends, and the other player scores the stakes as they are"
                " now.",
                "Raise: play goes on. The next trick gives another strike, and the stakes go up"
                " one step.",
            ]),
            "The stakes depend on how many strikes both players together have had in the"
            " exchange:",
            ("table", ["Strikes in total", *_LADDER[0]], [["Stakes (points)",
                                                                  *_LADDER[1]]]),
            stakes_sentence("en"),
            "Whoever wins the exchange, because the other abandoned or took a third strike,"
            " scores the stakes.",
        ]},
        {"id": "xix-draft", "title": "The draft", "body": [
            "If the game goes on, the cards played in the exchange are laid out face up and you"
            " take them one at a time, in turn, the loser of the exchange first. Each card taken"
            " goes to its taker's open hand.",
            "It matters because these are the cards you will play with: take the ones that win"
            " tricks for you, and remember that the other player sees your open hand, as you"
            " see theirs.",
        ]},
        {"id": "xix-trade", "title": "The strike-row trade", "body": [
            "After the draft, the loser of the exchange must trade: give one card of either hand"
            " and take one card of the strike row in its place.",
            ("list", [
                "The card you take: a face-down one goes to your closed hand, a face-up one to"
                " your open hand.",
                "The card you give takes its place in the row: face down if it came from your"
                " closed hand (only you know what it is), face up if it came from your open"
                " hand.",
            ]),
            "The places of the row are numbered 1 to 5, from the left.",
        ]},
        {"id": "xix-next", "title": "The next exchange", "body": [
            "Cards not played stay where they are. Each exchange starts with no strikes and with"
            " six cards for each player, closed and open together; whoever took the last trick"
            " leads.",
        ]},
    ],
    "el": [
        {"id": "xix-goal", "title": "Ο σκοπός", "body": [
            "Το XIX παίζεται από δύο παίκτες με 18 φύλλα, αριθμημένα από το 1 ως το 18. Η"
            " παρτίδα χωρίζεται σε γύρους· σε κάθε γύρο παίζετε λεβέδες, και όποιος κερδίσει τον"
            " γύρο παίρνει πόντους.",
            "Μετά από κάθε γύρο: αν οι δύο βαθμολογίες κάνουν μαζί ακριβώς 19, η παρτίδα"
            " τελειώνει και κερδίζει όποιος έχει τους λιγότερους πόντους (ακόμα και στο 19 με 0"
            " κερδίζει όποιος έχει 0). Αλλιώς, μόλις κάποιος φτάσει τους 19 πόντους ή τους"
            " ξεπεράσει, η παρτίδα τελειώνει και κερδίζει όποιος έχει τους περισσότερους.",
        ]},
        {"id": "xix-hands", "title": "Τα φύλλα σου", "body": [
            "Κάθε παίκτης παίρνει έξι φύλλα στο χέρι του, που τα βλέπει μόνο αυτός."
            " Άλλα πέντε μπαίνουν κλειστά σε μια σειρά στη μέση: η σειρά ποινών. Το τελευταίο"
            " φύλλο μπαίνει στην άκρη, κλειστό, για όλη την παρτίδα.",
            ("cards", [None, None, None, None, None], "Η σειρά ποινών στην αρχή."),
            "Αργότερα έχεις και ανοιχτά φύλλα: φύλλα ανοιχτά μπροστά σου, που τα βλέπετε και οι"
            " δύο. Όταν παίζεις, μπορείς να ρίξεις όποιο φύλλο θέλεις, από το χέρι σου ή από τα"
            " ανοιχτά σου.",
        ]},
        {"id": "xix-trick", "title": "Οι λεβέδες", "body": [
            "Ο ένας ανοίγει ένα φύλλο· ο άλλος, αφού το δει, ρίχνει κι αυτός ένα. Τη λεβέ την"
            " παίρνει το μεγαλύτερο φύλλο, εκτός αν τα δύο φύλλα κάνουν μαζί 19: τότε την"
            " παίρνει το μικρότερο. Όποιος πάρει τη λεβέ ανοίγει την επόμενη· την πρώτη λεβέ"
            " της παρτίδας την ανοίγει όποιος βγει στον κλήρο.",
            ("cards", [12, "+", 5], "Το 12 και το 5 κάνουν 17: τη λεβέ την παίρνει το μεγαλύτερο,"
                                    " το 12."),
            ("cards", [12, "+", 7], "Το 12 και το 7 κάνουν 19: τη λεβέ την παίρνει το μικρότερο,"
                                    " το 7."),
        ]},
        {"id": "xix-strike", "title": "Οι ποινές", "body": [
            "Όποιος χάνει μια λεβέ παίρνει ποινή: ένα φύλλο της σειράς ποινών γλιστράει προς το"
            " μέρος του, για να φαίνεται πόσες ποινές έχει. Με την τρίτη ποινή στον ίδιο γύρο"
            " χάνεις τον γύρο.",
        ]},
        {"id": "xix-raise", "title": "Ανεβάζεις ή εγκαταλείπεις", "body": [
            "Μετά από κάθε ποινή (εκτός αν είναι η τρίτη), αυτός που την πήρε αποφασίζει"
            " αμέσως:",
            ("list", [
                "Εγκαταλείπει: ο γύρος τελειώνει και ο αντίπαλος παίρνει τους πόντους που"
                " παίζονται εκείνη τη στιγμή.",
                "Ανεβάζει: το παιχνίδι συνεχίζεται. Η επόμενη λεβέ δίνει κι άλλη ποινή και οι"
                " πόντοι ανεβαίνουν ένα σκαλί.",
            ]),
            "Οι πόντοι που παίζονται εξαρτώνται από το πόσες ποινές έχουν πάρει και οι δύο"
            " παίκτες μαζί σε αυτόν τον γύρο:",
            ("table", ["Ποινές και των δύο", *_LADDER[0]], [["Πόντοι που παίζονται",
                                                           *_LADDER[1]]]),
            stakes_sentence("el"),
            "Όποιος κερδίσει τον γύρο, επειδή ο άλλος εγκατέλειψε ή πήρε τρίτη ποινή, παίρνει"
            " τους πόντους.",
        ]},
        {"id": "xix-draft", "title": "Η επιλογή φύλλων", "body": [
            "Αν η παρτίδα συνεχίζεται, τα φύλλα που παίχτηκαν στον γύρο απλώνονται ανοιχτά και τα"
            " παίρνετε εναλλάξ, ένα-ένα, πρώτος όποιος έχασε τον γύρο. Κάθε φύλλο μπαίνει στα"
            " ανοιχτά φύλλα όποιου το παίρνει.",
            "Έχει σημασία, γιατί με αυτά τα φύλλα θα παίξεις: πάρε όσα σου κερδίζουν λεβέδες, και"
            " θυμήσου ότι ο αντίπαλος βλέπει τα ανοιχτά φύλλα σου, όπως κι εσύ τα δικά του.",
        ]},
        {"id": "xix-trade", "title": "Η ανταλλαγή με τη σειρά ποινών", "body": [
            "Μετά την επιλογή φύλλων, όποιος έχασε τον γύρο πρέπει να κάνει ανταλλαγή: δίνει"
            " ένα φύλλο του, από το χέρι ή από τα ανοιχτά του, και παίρνει στη θέση του ένα"
            " φύλλο της σειράς ποινών.",
            ("list", [
                "Το φύλλο που παίρνεις: αν είναι κλειστό, πάει στο χέρι σου· αν είναι"
                " ανοιχτό, στα ανοιχτά σου.",
                "Το φύλλο που δίνεις μπαίνει στη θέση του στη σειρά: κλειστό αν ήταν από το"
                " χέρι σου (μόνο εσύ ξέρεις ποιο είναι), ανοιχτό αν ήταν από τα ανοιχτά σου.",
            ]),
            "Οι θέσεις της σειράς μετριούνται από το 1 ως το 5, από τα αριστερά.",
        ]},
        {"id": "xix-next", "title": "Ο επόμενος γύρος", "body": [
            "Τα φύλλα που δεν παίχτηκαν μένουν όπου είναι. Κάθε γύρος ξεκινά χωρίς ποινές και"
            " με έξι φύλλα για τον καθένα, στο χέρι και ανοιχτά μαζί· ανοίγει όποιος πήρε την"
            " τελευταία λεβέ.",
        ]},
    ],
}
