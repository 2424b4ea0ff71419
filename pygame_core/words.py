"""Words, in English and Greek as equals: one source for the engine and the page.

Each game's package has a `words` module with its own table (`WORDS[lang][key]`);
this module holds what every game shares: the voice (who is "you", how the
others are named in each case), plurals, numbers, and `CHROME`, the words the
page's JavaScript writes itself (menus, the loading panel, storage notices),
which build.py writes into the site as app/words.js.

A template is a string with `{name}` slots, or a dict that picks one:
`{"you": ..., "they": ...}` by the subject (the seat on screen, or someone
else), `{"one": ..., "other": ...}` by the count `n` (CLDR plural categories;
English and Greek both have one and other). Greek sentences are written per
subject so that articles, cases and verbs agree: `{who}` is a name in the
nominative ("ο υπολογιστής"), `{whom}` the accusative, `{whose}` the genitive,
`{to}` the name after "to" ("στον υπολογιστή": Greek fuses σε with the article),
and `{Who}` the nominative with a capital, to open a sentence.
"""

from __future__ import annotations

from .errors import ConfigError, shown

LANGS = ("en", "el")


def check_lang(lang) -> str:
    if lang not in LANGS:
        raise ConfigError(f"unknown language {shown(lang)} (en or el)")
    return lang


def plural(n, lang: str, digits: int = 0) -> str:
    """The CLDR plural category of a count shown with `digits` decimals: "one" or "other".
    Whole counts: the same rule in en and el; a decimal is "other" in English ("1.0
    points") and "one" at 1 in Greek ("1,0 πόντος")."""
    if digits and lang == "en":
        return "other"
    return "one" if n == 1 else "other"


def number(x, lang: str, digits: int = 1) -> str:
    """A number as people write it: "3.5" in English, "3,5" in Greek."""
    text = f"{x:.{digits}f}"
    return text.replace(".", ",") if lang == "el" else text


# --- names: how a seat or a side is called, from the seat on screen ----------------
# Each name has its forms: nom (subject), acc (object), gen (of), label (on its own).
_NAMES = {
    "en": {
        "you": {"nom": "you", "acc": "you", "gen": "your", "to": "to you", "label": "You"},
        "computer": {"nom": "the computer", "acc": "the computer", "gen": "the computer's",
                     "to": "to the computer", "label": "Computer"},
        "computer_n": {"nom": "Computer {n}", "acc": "Computer {n}", "gen": "Computer {n}'s",
                       "to": "to Computer {n}", "label": "Computer {n}"},
        "partner": {"nom": "your partner", "acc": "your partner", "gen": "your partner's",
                    "to": "to your partner", "label": "Your partner"},
        "player": {"nom": "Player {n}", "acc": "Player {n}", "gen": "Player {n}'s",
                   "to": "to Player {n}", "label": "Player {n}"},
        "your_team": {"nom": "your team", "acc": "your team", "gen": "your team's",
                      "to": "to your team", "label": "Your team"},
        "other_team": {"nom": "the other team", "acc": "the other team",
                       "gen": "the other team's", "to": "to the other team",
                       "label": "The other team"},
        "team": {"nom": "Team {n}", "acc": "Team {n}", "gen": "Team {n}'s", "to": "to Team {n}",
                 "label": "Team {n}"},
    },
    # "to" is σε with the accusative, fused with the article: «στον υπολογιστή», «σε σένα».
    "el": {
        "you": {"nom": "εσύ", "acc": "εσένα", "gen": "σου", "to": "σε σένα", "label": "Εσύ"},
        "computer": {"nom": "ο υπολογιστής", "acc": "τον υπολογιστή", "gen": "του υπολογιστή",
                     "to": "στον υπολογιστή", "label": "Υπολογιστής"},
        "computer_n": {"nom": "ο Υπολογιστής {n}", "acc": "τον Υπολογιστή {n}",
                       "gen": "του Υπολογιστή {n}", "to": "στον Υπολογιστή {n}",
                       "label": "Υπολογιστής {n}"},
        "partner": {"nom": "ο συμπαίκτης σου", "acc": "τον συμπαίκτη σου",
                    "gen": "του συμπαίκτη σου", "to": "στον συμπαίκτη σου",
                    "label": "Συμπαίκτης"},
        "player": {"nom": "ο Παίκτης {n}", "acc": "τον Παίκτη {n}", "gen": "του Παίκτη {n}",
                   "to": "στον Παίκτη {n}", "label": "Παίκτης {n}"},
        "your_team": {"nom": "η ομάδα σου", "acc": "την ομάδα σου", "gen": "της ομάδας σου",
                      "to": "στην ομάδα σου", "label": "Η ομάδα σου"},
        "other_team": {"nom": "η άλλη ομάδα", "acc": "την άλλη ομάδα", "gen": "της άλλης ομάδας",
                       "to": "στην άλλη ομάδα", "label": "Η άλλη ομάδα"},
        "team": {"nom": "η Ομάδα {n}", "acc": "την Ομάδα {n}", "gen": "της Ομάδας {n}",
                 "to": "στην Ομάδα {n}", "label": "Ομάδα {n}"},
    },
}


class Name:
    """One seat or side as the seat on screen calls it."""

    __slots__ = ("you", "forms")

    def __init__(self, lang: str, kind: str, n: int | None = None):
        self.you = kind == "you"
        # a name and its number never part at the end of a line: "Player\u00a02"
        self.forms = {k: v.replace(" {n}", "\u00a0{n}").format(n=n)
                      for k, v in _NAMES[lang][kind].items()}

    @property
    def label(self) -> str:
        return self.forms["label"]


def seat_names(lang: str, humans: list[bool], viewer: int | None, side_of) -> list[Name]:
    """The name of every seat: "you" for the viewer, "your partner" when one person plays
    with the computer, "the computer" (or "Computer N" when there are several) for a
    computer's seat (in the room's words too, `viewer` None, at a table with people), "Player
    N" for the people of a hot-seat game and for everyone in replays."""
    players = len(humans)
    alone = viewer is not None and sum(humans) == 1 and humans[viewer]
    computers = players - sum(humans)
    out = []
    for p in range(players):
        if p == viewer and humans[p]:
            out.append(Name(lang, "you"))
        elif alone and side_of(p) == side_of(viewer):
            out.append(Name(lang, "partner"))
        elif not humans[p] and any(humans):
            out.append(Name(lang, "computer") if computers == 1 else
                       Name(lang, "computer_n", p + 1))
        else:
            out.append(Name(lang, "player", p + 1))
    return out


def side_names(lang: str, names: list[Name], viewer: int | None, sides: list[list[int]],
               hot_seat: bool) -> list[Name]:
    """A side is its player when it has one; a team is "your team" / "the other team"
    from a player's seat, else "Team N"."""
    out = []
    for i, members in enumerate(sides):
        if len(members) == 1:
            out.append(names[members[0]])
        elif viewer is not None and not hot_seat:
            out.append(Name(lang, "your_team" if viewer in members else "other_team"))
        else:
            out.append(Name(lang, "team", i + 1))
    return out


class Voice:
    """Sentences for one seat in one language: a game's word table, and the names."""

    def __init__(self, lang: str, table: dict, names: list[Name], side_names: list[Name],
                 spoken: bool = False, seat_order: bool = False):
        self.lang = check_lang(lang)
        self.words = table
        self.table = table[lang]
        self.shared = SHARED[lang]
        self.names = names
        self.sides = side_names
        self.spoken = spoken    # for a screen reader: cards named in full words
        self.seat_order = seat_order    # hot-seat: scores in seat order (`order`)

    def aloud(self) -> Voice:
        """The same voice for a screen reader."""
        return Voice(self.lang, self.words, self.names, self.sides, True, self.seat_order)

    def order(self, mine: int) -> list[int]:
        """The two sides (or players) in the order the score lines give them: the seat on
        screen's first; at a table several people share (hot-seat), seat order, so that the
        status line, the cover between turns and the end panel never swap them."""
        return [0, 1] if self.seat_order else [mine, 1 - mine]

    def name(self, p: int) -> str:
        return self.names[p].label

    def side(self, s: int) -> str:
        return self.sides[s].label

    def t(self, key: str, who: Name | None = None, **params) -> str:
        """The sentence `key`, for the subject `who` (a Name) and the count `n`."""
        text = self.table.get(key)
        if text is None:
            text = self.shared[key]
        if isinstance(text, dict) and "you" in text:
            text = text["you" if who is not None and who.you else "they"]
        if isinstance(text, dict):
            text = text[plural(params.get("n"), self.lang, params.get("digits", 0))]
        if who is not None:
            nom, gen = who.forms["nom"], who.forms["gen"]
            params.update(who=nom, Who=nom[:1].upper() + nom[1:], whom=who.forms["acc"],
                          whose=gen, Whose=gen[:1].upper() + gen[1:], to=who.forms["to"])
        return text.format(**params)

    def of(self, key: str, p: int, **params) -> str:
        """`t` with seat `p` as the subject."""
        return self.t(key, self.names[p], **params)

    def of_side(self, key: str, s: int, **params) -> str:
        return self.t(key, self.sides[s], **params)

    def number(self, x, digits: int = 1) -> str:
        return number(x, self.lang, digits)


# --- words every game's table uses ---------------------------------------------------
SHARED = {
    "en": {
        "turn.you": "Your turn",
        "turn.thinking": {"you": "Your turn", "they": "{Who} is thinking…"},
        "turn.person": "{Whose} turn",
        "turn.finished": "Game over",
        "turn.review": "Review: before your decision",
        "handover.title": "Pass the device",
        "handover.text": "Pass the device {to}. Everyone else, look away.",
        "handover.ready": "I'm {who}: show my cards",
        "cards": {"one": "1 card", "other": "{n} cards"},
        "points": {"one": "1 point", "other": "{n} points"},
        "dealer": "dealer",
        "verdict.you_win": "You win!",
        "verdict.you_lose": "You lose",
        "verdict.team_wins": "Your team wins!",
        "verdict.team_loses": "Your team loses",
        "verdict.wins": "{Who} wins!",
        "verdict.draw": "The game is a draw",
        "hint": "Hint: {label}. {reason}",
        "review.title": "Review of your game",
        "review.working": "Looking again at each of your decisions…",
        "review.progress": {"one": "{done} of 1 decision", "other": "{done} of {n} decisions"},
        "review.cancel": "Cancel",
        "review.prev": "Previous",
        "review.next": "Next",
        "review.close": "Back to the table",
        "review.step": "Decision {i} of {n} worth a second look",
        "review.found": {"one": "1 decision worth a second look",
                         "other": "{n} decisions worth a second look"},
        "review.none": "No decision cost you much: well played.",
        "review.better": "Better: {label}",
        "help": "What the rules say here",
        "card.back": "a card face down",
        "tut.stop": "End the lesson",
        "refused.turn": "It is not your turn.",
        "refused.over": "The game is over.",
        "refused.move": "That move is not allowed here.",
        "refused.undo": "There is nothing to undo.",
        "offer.text": "New to these games? Learn one by playing: notes explain each moment as"
                      " it comes.",
        "rules.title": "Rules of {game}",
        "rules.games": "The rules of each game",
        "rules.contents": "Contents",
        "rules.explainer": "See each rule played out on a live table (the explainer page)",
        "about.title": "About",
        "about.text": "Xeri and XIX, two card games for your browser: play against the computer"
                      " or with friends on this device. After the first visit they work"
                      " without a connection, and your game is kept when you close the page.",
        "about.versions": "Version {version}",
        "setup.title": "New game",
        "setup.game": "Game",
        "setup.players": "Players",
        "setup.players.n": "{n} players",
        "setup.players.teams": "{n} players, two teams",
        "setup.seats": "Seats",
        "setup.seat": "Seat {n}",
        "setup.seat.team": "Seat {n} · Team {team}",
        "setup.you": "You",
        "setup.person": "A person on this device",
        "setup.ai.easy": "Computer, easy",
        "setup.ai.medium": "Computer, medium",
        "setup.ai.hard": "Computer, hard",
        "setup.options": "Variations",
        "setup.start": "Start",
        "setup.back.current": "Back to your game",
        "setup.back.replaced": "Bring back the game you replaced",
        "stats.title": "Your games against the computer",
        "stats.games": "Games",
        "stats.wins": "Wins",
        "stats.rate": "Won",
        "stats.streak": "Streak now / best",
        "stats.best_round": "Best round",
        "stats.xeris": "Xeris",
        "stats.mode": "{game}, {players} players, {level}",
        "stats.earlier": "{game}, earlier games",
        "stats.level.easy": "easy",
        "stats.level.medium": "medium",
        "stats.level.hard": "hard",
        "stats.level.mixed": "mixed levels",
        "stats.none": "No games against the computer yet.",
        "stats.reset": "Reset statistics",
        "log.empty": "No moves yet.",
        "copies.title": "Copies put aside",
        "copies.item": "{what}, put aside {at}",
        "copies.game": "A saved game",
        "copies.replaced": "A replaced game",
        "copies.settings": "Settings",
        "copies.stats": "Statistics",
        "copies.restore": "Put back",
        "copies.export": "Export",
        "copies.delete": "Delete",
        "copies.none": "No copies are put aside.",
        "import.button": "Open a game file…",
        "import.note": "A game record (.json), played on from where it stops with the seats above.",
        "lang.name": "Ελληνικά",
        "lang.switch": "Switch to Greek",
        "menu.label": "Game menu",
        "menu.new": "New game",
        "menu.undo": "Undo",
        "menu.hint": "Hint",
        "menu.log": "Moves",
        "menu.rules": "Rules",
        "menu.export": "Export",
        "menu.sound": "Sound",
        "menu.learn": "Learn to play",
        "menu.about": "About",
        "menu.more": "More",
        "speed.label": "Computer speed",
        "speed.slow": "Slow",
        "speed.normal": "Normal",
        "speed.fast": "Fast",
        "speed.instant": "Instant",
    },
    "el": {
        "turn.you": "Σειρά σου",
        "turn.thinking": {"you": "Σειρά σου", "they": "{Who} σκέφτεται…"},
        "turn.person": "Σειρά {whose}",
        "turn.finished": "Τέλος παρτίδας",
        "turn.review": "Ανάλυση: πριν από την απόφασή σου",
        "handover.title": "Δώσε τη συσκευή",
        "handover.text": "Δώσε τη συσκευή {to}. Οι υπόλοιποι, μην κοιτάτε.",
        "handover.ready": "Είμαι {who}: δείξε μου τα φύλλα μου",
        "cards": {"one": "1 φύλλο", "other": "{n} φύλλα"},
        "points": {"one": "1 πόντος", "other": "{n} πόντοι"},
        "dealer": "μοιράζει",
        "verdict.you_win": "Κέρδισες!",
        "verdict.you_lose": "Έχασες",
        "verdict.team_wins": "Κέρδισε η ομάδα σου!",
        "verdict.team_loses": "Έχασε η ομάδα σου",
        "verdict.wins": "Κέρδισε {who}!",
        "verdict.draw": "Η παρτίδα έληξε ισόπαλη",
        "hint": "Υπόδειξη: {label}. {reason}",
        "review.title": "Ανάλυση της παρτίδας σου",
        "review.working": "Ξανακοιτάζω κάθε απόφασή σου…",
        "review.progress": {"one": "{done} από 1 απόφαση", "other": "{done} από {n} αποφάσεις"},
        "review.cancel": "Ακύρωση",
        "review.prev": "Προηγούμενη",
        "review.next": "Επόμενη",
        "review.close": "Πίσω στο τραπέζι",
        "review.step": "Απόφαση {i} από {n} που αξίζει να ξαναδείς",
        "review.found": {"one": "1 απόφαση που αξίζει να ξαναδείς",
                         "other": "{n} αποφάσεις που αξίζει να ξαναδείς"},
        "review.none": "Καμία απόφασή σου δεν κόστισε πολύ: έπαιξες καλά.",
        "review.better": "Καλύτερα: {label}",
        "help": "Τι λένε οι κανόνες εδώ",
        "card.back": "ένα κλειστό φύλλο",
        "tut.stop": "Τέλος μαθήματος",
        "refused.turn": "Δεν είναι η σειρά σου.",
        "refused.over": "Η παρτίδα τελείωσε.",
        "refused.move": "Αυτή η κίνηση δεν επιτρέπεται εδώ.",
        "refused.undo": "Δεν υπάρχει κίνηση για αναίρεση.",
        "offer.text": "Πρώτη φορά εδώ; Μάθε ένα από τα δύο παιχνίδια παίζοντας: σημειώσεις"
                      " εξηγούν κάθε στιγμή μόλις έρθει.",
        "rules.title": "Κανόνες: {game}",
        "rules.games": "Οι κανόνες κάθε παιχνιδιού",
        "rules.contents": "Περιεχόμενα",
        "rules.explainer": "Δες κάθε κανόνα να παίζεται σε ζωντανό τραπέζι (η σελίδα με τις"
                           " εξηγήσεις)",
        "about.title": "Σχετικά",
        "about.text": "Ξερή και XIX, δύο παιχνίδια με τράπουλα για τον φυλλομετρητή σου: παίζεις"
                      " με τον υπολογιστή ή με φίλους σε αυτή τη συσκευή. Μετά την πρώτη επίσκεψη"
                      " παίζουν και χωρίς σύνδεση, και η παρτίδα σου μένει όταν κλείνεις τη"
                      " σελίδα.",
        "about.versions": "Έκδοση {version}",
        "setup.title": "Νέα παρτίδα",
        "setup.game": "Παιχνίδι",
        "setup.players": "Παίκτες",
        "setup.players.n": "{n} παίκτες",
        "setup.players.teams": "{n} παίκτες, δύο ομάδες",
        "setup.seats": "Θέσεις",
        "setup.seat": "Θέση {n}",
        "setup.seat.team": "Θέση {n} · Ομάδα {team}",
        "setup.you": "Εσύ",
        "setup.person": "Άλλος παίκτης σε αυτή τη συσκευή",
        "setup.ai.easy": "Υπολογιστής, εύκολος",
        "setup.ai.medium": "Υπολογιστής, μέτριος",
        "setup.ai.hard": "Υπολογιστής, δύσκολος",
        "setup.options": "Παραλλαγές",
        "setup.start": "Ξεκίνα",
        "setup.back.current": "Πίσω στην παρτίδα σου",
        "setup.back.replaced": "Φέρε πίσω την παρτίδα που άφησες",
        "stats.title": "Οι παρτίδες σου με τον υπολογιστή",
        "stats.games": "Παρτίδες",
        "stats.wins": "Νίκες",
        "stats.rate": "Ποσοστό",
        "stats.streak": "Σερί τώρα / καλύτερο",
        "stats.best_round": "Καλύτερος γύρος",
        "stats.xeris": "Ξερές",
        "stats.mode": "{game}, {players} παίκτες, {level}",
        "stats.earlier": "{game}, παλαιότερες παρτίδες",
        "stats.level.easy": "εύκολος",
        "stats.level.medium": "μέτριος",
        "stats.level.hard": "δύσκολος",
        "stats.level.mixed": "ανάμεικτα επίπεδα",
        "stats.none": "Καμία παρτίδα με τον υπολογιστή ακόμα.",
        "stats.reset": "Μηδένισε τα στατιστικά",
        "log.empty": "Καμία κίνηση ακόμα.",
        "copies.title": "Αντίγραφα στην άκρη",
        "copies.item": "{what}, στην άκρη από {at}",
        "copies.game": "Αποθηκευμένη παρτίδα",
        "copies.replaced": "Παρτίδα που αντικαταστάθηκε",
        "copies.settings": "Ρυθμίσεις",
        "copies.stats": "Στατιστικά",
        "copies.restore": "Επαναφορά",
        "copies.export": "Εξαγωγή",
        "copies.delete": "Διαγραφή",
        "copies.none": "Δεν υπάρχουν αντίγραφα στην άκρη.",
        "import.button": "Άνοιγμα αρχείου παρτίδας…",
        "import.note": "Μια καταγραμμένη παρτίδα (.json): συνεχίζει από εκεί που σταματά, με τις"
                       " θέσεις που διάλεξες.",
        "lang.name": "English",
        "lang.switch": "Αλλαγή σε αγγλικά",
        "menu.label": "Μενού παρτίδας",
        "menu.new": "Νέα παρτίδα",
        "menu.undo": "Αναίρεση",
        "menu.hint": "Υπόδειξη",
        "menu.log": "Κινήσεις",
        "menu.rules": "Κανόνες",
        "menu.export": "Εξαγωγή",
        "menu.sound": "Ήχος",
        "menu.learn": "Μάθε να παίζεις",
        "menu.about": "Σχετικά",
        "menu.more": "Περισσότερα",
        "speed.label": "Ταχύτητα υπολογιστή",
        "speed.slow": "Αργή",
        "speed.normal": "Κανονική",
        "speed.fast": "Γρήγορη",
        "speed.instant": "Άμεση",
    },
}

# --- words the page writes itself (build.py makes app/words.js of them) -------------
CHROME = {
    "en": {
        "app.title": "Xeri & XIX",
        "menu.close": "Close",
        "boot.loading": "Loading the game…",
        "boot.download": "Downloading the game…",
        "boot.mb": "{done} of {total} MB",
        "boot.decimal": ".",
        "boot.starting": "Starting the game…",
        "boot.failed": "The game could not start",
        "boot.retry": "Try again",
        "boot.network": "A part of the game could not be downloaded. Check your connection and"
                        " try again.",
        "boot.stalled": "Loading stopped: nothing has arrived for a while. Check your connection"
                        " and try again.",
        "boot.broken": "The game's files are damaged or incomplete. Try again; if it keeps"
                       " happening, clear this site's data in your browser and reload the page.",
        "boot.details": "Details for a bug report (technical)",
        "boot.no_wasm": "This browser cannot run the game: it is too old, or a setting turns off"
                        " what the game runs on. Try a current Chrome, Firefox, Edge or Safari.",
        "boot.no_worker": "This browser cannot run the game: it is too old, or a setting turns"
                          " off what the game runs on. Try a current Chrome, Firefox, Edge or"
                          " Safari.",
        "end.continue": "Continue",
        "end.again": "Play again",
        "end.new": "New game",
        "end.export": "Export",
        "end.review": "Review",
        # a question's title is the question; its body says what the answer brings
        "ask.replace": "Start another game?",
        "ask.replace.text": "The game you are playing is put aside: you can bring it back once"
                            " from the new-game screen.",
        "ask.replace.yes": "Start the new game",
        "ask.reset": "Reset your statistics?",
        "ask.reset.text": "They cannot be brought back.",
        "ask.reset.yes": "Reset",
        "ask.no": "Cancel",
        "log.title": "Moves",
        "import.bad": "{file} was not opened: {reason}",
        "import.big": "the file is larger than 2 MB",
        "import.json": "it is not a game file",
        "import.game": "its game ({game}) is not played here",
        "import.config": "it has settings the game does not have",
        "import.move": "move {n} cannot be played at that point of the game",
        "import.chance": "it has a shuffle or draw that cannot happen",
        "import.seat": "its seats do not fit the game",
        "export.done": "Saved the game as {file}.",
        "save.failed": {"one": "Your game is saved only up to move 1: this device's storage is"
                               " full. The rest stays in this tab; export the game to keep it.",
                        "other": "Your game is saved only up to move {n}: this device's storage"
                                 " is full. The rest stays in this tab; export the game to keep"
                                 " it."},
        "resume.done": {"one": "Your game goes on where you left it, after move 1.",
                        "other": "Your game goes on where you left it, after move {n}."},
        "tab.other": "This game is open in another tab, which plays it. Here you can watch it.",
        "tab.here": "Play here",
        "storage.game": "Your saved game",
        "storage.settings": "Your settings",
        "storage.stats": "Your statistics",
        "storage.notice": "{what} could not be read ({reason}) and was set aside; everything"
                          " else is kept.",
        "storage.dismiss": "Dismiss",
        "storage.copies": "Copies put aside",
        "storage.replaced": "The game you replaced",
        "storage.damaged": "the game in it is damaged",
        "update.ready": "A new version is ready.",
        "update.reload": "Reload",
        "error.engine": "Something went wrong and the game could not do that. Try again, or"
                        " start a new game.",
        "embed.play": "▶ Play from here",
        "embed.replay": "▶ Step through",
        "embed.review": "▶ Review the game",
        "embed.demo": "▶ Watch",
        "embed.note": "Starts the game in your browser",
        "embed.controls": "Table controls",
        "embed.first": "First position",
        "embed.prev": "Back one move",
        "embed.next": "Forward one move",
        "embed.last": "Last position",
        "embed.auto": "Play the moves",
        "embed.pause": "Pause",
        "embed.restart": "Start again",
        "embed.pos": "Move {n} of {m}",
        "embed.placeholder": "{game} table",
        "embed.err.param": "The table's address has a setting it does not know: \"{name}\".",
        "embed.err.choice": "\"{key}\" can be: {options} (not \"{value}\").",
        "embed.err.number": "\"{key}\" must be a whole number from {low} to {high}, not"
                            " \"{value}\".",
        "embed.err.variation": "There is no variation \"{value}\" (there are {known}).",
        "embed.err.plain": "This game is played without variations (not \"{value}\").",
        "embed.err.levels": "\"ai\" needs one level for each of the {n} players, not {count}.",
        "embed.err.origin": "\"origin\" must be a site's address like https://rules.example, not"
                            " \"{value}\".",
        "embed.err.inline": "The scenario written into the table's address cannot be read.",
        "embed.err.offsite": "A scenario from another site must be written into the table's"
                             " address, not linked.",
        "embed.err.replay": "A replay or a review needs a scenario.",
        "embed.err.colour": "\"{key}\" must be a colour like #1f6b45, not \"{value}\".",
        "embed.err.load": "The scenario {name} could not be loaded (error {status}).",
        "embed.err.json": "The scenario {name} cannot be read.",
        "embed.err.game": "The scenario is a game of {game}, not of {other}.",
        "embed.err.engine": "This table could not start: its settings or its scenario are not"
                            " valid.",
        "embed.err.card": "The scenario has a card this game does not have: \"{value}\".",
        "embed.err.field": "The scenario's \"{key}\" must be a whole number from {low} to {high},"
                           " not \"{value}\".",
        "embed.err.command": "This table has no command \"{name}\".",
        "embed.err.started": "\"{name}\" works once the table has started.",
        "embed.err.mode": "\"{name}\" is not for this kind of table.",
        "embed.err.frame": "There is no position {value}: they go from 0 to {high}.",
        "embed.err.stopped": "The table stopped working. Try again.",
        "embed.err.network": "The table could not be downloaded. Check your connection and try"
                             " again.",
        "embed.retry": "Try again",
        "embed.open": "Open in the game",
        "embed.full": "Full screen",
        "open.bad": "The table could not be opened here: {reason}.",
    },
    "el": {
        "app.title": "Ξερή & XIX",
        "menu.close": "Κλείσιμο",
        "boot.loading": "Το παιχνίδι φορτώνει…",
        "boot.download": "Το παιχνίδι κατεβαίνει…",
        "boot.mb": "{done} από {total} MB",
        "boot.decimal": ",",
        "boot.starting": "Το παιχνίδι ξεκινά…",
        "boot.failed": "Το παιχνίδι δεν μπόρεσε να ξεκινήσει",
        "boot.retry": "Δοκίμασε ξανά",
        "boot.network": "Ένα κομμάτι του παιχνιδιού δεν κατέβηκε. Έλεγξε τη σύνδεσή σου και"
                        " δοκίμασε ξανά.",
        "boot.stalled": "Η φόρτωση σταμάτησε: εδώ και ώρα δεν έρχεται τίποτα. Έλεγξε τη σύνδεσή"
                        " σου και δοκίμασε ξανά.",
        "boot.broken": "Τα αρχεία του παιχνιδιού είναι χαλασμένα ή ελλιπή. Δοκίμασε ξανά· αν"
                       " συνεχίσει, σβήσε τα δεδομένα αυτού του ιστότοπου στον φυλλομετρητή σου και"
                       " ξαναφόρτωσε τη σελίδα.",
        "boot.details": "Λεπτομέρειες για αναφορά προβλήματος (τεχνικές, στα αγγλικά)",
        "boot.no_wasm": "Αυτός ο φυλλομετρητής δεν μπορεί να τρέξει το παιχνίδι: είναι παλιός ή"
                        " κάποια ρύθμιση έχει κλείσει ό,τι χρειάζεται. Δοκίμασε έναν σύγχρονο"
                        " Chrome, Firefox, Edge ή Safari.",
        "boot.no_worker": "Αυτός ο φυλλομετρητής δεν μπορεί να τρέξει το παιχνίδι: είναι παλιός"
                          " ή κάποια ρύθμιση έχει κλείσει ό,τι χρειάζεται. Δοκίμασε έναν"
                          " σύγχρονο Chrome, Firefox, Edge ή Safari.",
        "end.continue": "Συνέχεια",
        "end.again": "Ξανά",
        "end.new": "Νέα παρτίδα",
        "end.export": "Εξαγωγή",
        "end.review": "Ανάλυση",
        "ask.replace": "Να ξεκινήσει άλλη παρτίδα;",
        "ask.replace.text": "Η παρτίδα που παίζεις μπαίνει στην άκρη: μπορείς να τη φέρεις πίσω"
                            " μία φορά από την οθόνη νέας παρτίδας.",
        "ask.replace.yes": "Ξεκίνα τη νέα παρτίδα",
        "ask.reset": "Να μηδενιστούν τα στατιστικά σου;",
        "ask.reset.text": "Δεν θα μπορείς να τα φέρεις πίσω.",
        "ask.reset.yes": "Μηδένισε",
        "ask.no": "Άκυρο",
        "log.title": "Κινήσεις",
        "import.bad": "Το {file} δεν άνοιξε: {reason}",
        "import.big": "το αρχείο είναι μεγαλύτερο από 2 MB",
        "import.json": "δεν είναι αρχείο παρτίδας",
        "import.game": "το παιχνίδι του ({game}) δεν παίζεται εδώ",
        "import.config": "έχει ρυθμίσεις που δεν υπάρχουν στο παιχνίδι",
        "import.move": "η κίνηση {n} δεν μπορεί να παιχτεί σε εκείνο το σημείο της παρτίδας",
        "import.chance": "έχει ανακάτεμα ή κλήρωση που δεν μπορεί να γίνει",
        "import.seat": "οι θέσεις του δεν ταιριάζουν στην παρτίδα",
        "export.done": "Η παρτίδα αποθηκεύτηκε ως {file}.",
        "save.failed": {"one": "Η παρτίδα σου είναι αποθηκευμένη μόνο ως την κίνηση 1: ο χώρος"
                               " της συσκευής γέμισε. Τα υπόλοιπα μένουν σε αυτή την καρτέλα·"
                               " κάνε εξαγωγή για να την κρατήσεις.",
                        "other": "Η παρτίδα σου είναι αποθηκευμένη μόνο ως την κίνηση {n}: ο"
                                 " χώρος της συσκευής γέμισε. Τα υπόλοιπα μένουν σε αυτή την"
                                 " καρτέλα· κάνε εξαγωγή για να την κρατήσεις."},
        "resume.done": {"one": "Η παρτίδα σου συνεχίζει από εκεί που σταμάτησε, μετά την κίνηση 1.",
                        "other": "Η παρτίδα σου συνεχίζει από εκεί που σταμάτησε, μετά την"
                                 " κίνηση {n}."},
        "tab.other": "Αυτή η παρτίδα είναι ανοιχτή σε άλλη καρτέλα, που την παίζει. Εδώ μπορείς να"
                     " τη βλέπεις.",
        "tab.here": "Παίξε εδώ",
        "storage.game": "Η αποθηκευμένη παρτίδα σου",
        "storage.settings": "Οι ρυθμίσεις σου",
        "storage.stats": "Τα στατιστικά σου",
        "storage.notice": "{what}: δεν διαβάστηκε ({reason}) και φυλάχτηκε στην άκρη· όλα τα"
                          " άλλα κρατήθηκαν.",
        "storage.dismiss": "Κλείσιμο",
        "storage.copies": "Αντίγραφα στην άκρη",
        "storage.replaced": "Η παρτίδα που αντικατέστησες",
        "storage.damaged": "η παρτίδα μέσα του είναι χαλασμένη",
        "update.ready": "Μια νέα έκδοση είναι έτοιμη.",
        "update.reload": "Ανανέωση",
        "error.engine": "Κάτι πήγε στραβά και το παιχνίδι δεν μπόρεσε να το κάνει. Δοκίμασε ξανά"
                        " ή ξεκίνα νέα παρτίδα.",
        "embed.play": "▶ Παίξε από εδώ",
        "embed.replay": "▶ Βήμα βήμα",
        "embed.review": "▶ Ανάλυση της παρτίδας",
        "embed.demo": "▶ Δες",
        "embed.note": "Ξεκινά το παιχνίδι στον φυλλομετρητή σου",
        "embed.controls": "Χειριστήρια τραπεζιού",
        "embed.first": "Αρχή",
        "embed.prev": "Μία κίνηση πίσω",
        "embed.next": "Μία κίνηση μπροστά",
        "embed.last": "Τέλος",
        "embed.auto": "Παίξε τις κινήσεις",
        "embed.pause": "Παύση",
        "embed.restart": "Από την αρχή",
        "embed.pos": "Κίνηση {n} από {m}",
        "embed.placeholder": "Τραπέζι: {game}",
        "embed.err.param": "Η διεύθυνση του τραπεζιού έχει ρύθμιση που δεν υπάρχει: «{name}».",
        "embed.err.choice": "Το «{key}» μπορεί να είναι: {options} (όχι «{value}»).",
        "embed.err.number": "Το «{key}» πρέπει να είναι ακέραιος από {low} έως {high}, όχι"
                            " «{value}».",
        "embed.err.variation": "Δεν υπάρχει παραλλαγή «{value}» (υπάρχουν: {known}).",
        "embed.err.plain": "Αυτό το παιχνίδι παίζεται χωρίς παραλλαγές (όχι «{value}»).",
        "embed.err.levels": "Το «ai» χρειάζεται ένα επίπεδο για καθέναν από τους {n} παίκτες,"
                            " όχι {count}.",
        "embed.err.origin": "Το «origin» πρέπει να είναι διεύθυνση ιστότοπου, όπως"
                            " https://rules.example, όχι «{value}».",
        "embed.err.inline": "Το σενάριο που είναι γραμμένο στη διεύθυνση του τραπεζιού δεν"
                            " διαβάζεται.",
        "embed.err.offsite": "Σενάριο από άλλον ιστότοπο πρέπει να γραφτεί μέσα στη διεύθυνση του"
                             " τραπεζιού, όχι να δοθεί ως σύνδεσμος.",
        "embed.err.replay": "Η επανάληψη και η ανάλυση χρειάζονται σενάριο.",
        "embed.err.colour": "Το «{key}» πρέπει να είναι χρώμα όπως #1f6b45, όχι «{value}».",
        "embed.err.load": "Το σενάριο {name} δεν φορτώθηκε (σφάλμα {status}).",
        "embed.err.json": "Το σενάριο {name} δεν διαβάζεται.",
        "embed.err.game": "Το σενάριο είναι για {game}, όχι για {other}.",
        "embed.err.engine": "Αυτό το τραπέζι δεν μπόρεσε να ξεκινήσει: οι ρυθμίσεις ή το σενάριό"
                            " του δεν είναι σωστά.",
        "embed.err.card": "Το σενάριο έχει φύλλο που δεν υπάρχει σε αυτό το παιχνίδι:"
                          " «{value}».",
        "embed.err.field": "Το «{key}» του σεναρίου πρέπει να είναι ακέραιος από {low} έως {high},"
                           " όχι «{value}».",
        "embed.err.command": "Αυτό το τραπέζι δεν έχει εντολή «{name}».",
        "embed.err.started": "Η εντολή «{name}» λειτουργεί αφού ξεκινήσει το τραπέζι.",
        "embed.err.mode": "Η εντολή «{name}» δεν είναι για αυτό το είδος τραπεζιού.",
        "embed.err.frame": "Δεν υπάρχει θέση {value}: οι θέσεις είναι από 0 έως {high}.",
        "embed.err.stopped": "Το τραπέζι σταμάτησε να λειτουργεί. Δοκίμασε ξανά.",
        "embed.err.network": "Το τραπέζι δεν κατέβηκε. Έλεγξε τη σύνδεσή σου και δοκίμασε ξανά.",
        "embed.retry": "Δοκίμασε ξανά",
        "embed.open": "Άνοιξέ το στο παιχνίδι",
        "embed.full": "Πλήρης οθόνη",
        "open.bad": "Το τραπέζι δεν άνοιξε εδώ: {reason}.",
    },
}


# --- the embed kit (kit.html: pygame_core/kit.py draws it at build time) -------------
KIT = {
    "en": {
        "title": "Put a table on your page",
        "intro": "Choose what the table shows and how; the preview is what your readers get."
                 " Copy one of the two codes below into your page.",
        "examples": "Tables on a page of rules:",
        "explain": "Xeri & XIX explained",
        "lang": "Language of this page",
        "what": "What the table shows",
        "scenario": "Scenario",
        "fresh": "A new deal",
        "seat": "The reader's seat",
        "seat.own": "As in the scenario",
        "seed": "Deal number",
        # Empty: embed.FRESH_DEAL, the deal the preview shows, unless variations or rounds
        # are chosen (then the embed's picture is a plain one and each reader gets a deal).
        "seed.note": "The same number gives the same deal and the same computer moves. Empty:"
                     " every reader gets the deal the preview shows, and moves that differ;"
                     " with variations or more rounds, each reader gets a new deal.",
        "mode": "Mode",
        "mode.play": "Play: the reader plays on against the computer",
        "mode.replay": "Replay: the reader steps through the moves",
        "mode.demo": "Demo: the computer plays every seat",
        "mode.review": "Review: the seat's costly decisions and what was better",
        "ai": "The computer",
        "autoplay": "Play the moves at once when started",
        "caption": "Hide the scenario's title and text",
        "look": "Look",
        "table_lang": "Language of the table",
        "theme": "Theme",
        "theme.auto": "As the reader's system",
        "theme.light": "Light",
        "theme.dark": "Dark",
        "height": "Height (px)",
        "height.note": "Empty: as high as the table needs (the iframe code then takes the"
                       " most its game needs at any width).",
        "preview": "Preview",
        "code.element": "One tag: <xeri-table>",
        "code.element.note": "Loads the table's script from this site; the table takes the height"
                             " it needs and passes its events to your page.",
        "code.iframe": "Or a plain iframe",
        "code.iframe.note": "No script on your page; a fixed height, and no events.",
        "copy": "Copy",
        "copied": "Copied",
    },
    "el": {
        "title": "Βάλε ένα τραπέζι στη σελίδα σου",
        "intro": "Διάλεξε τι δείχνει το τραπέζι και πώς· η προεπισκόπηση είναι ό,τι θα δουν οι"
                 " αναγνώστες σου. Αντίγραψε έναν από τους δύο κώδικες στη σελίδα σου.",
        "examples": "Τραπέζια σε μια σελίδα κανόνων:",
        "explain": "Η Ξερή και το XIX με ζωντανά τραπέζια",
        "lang": "Γλώσσα αυτής της σελίδας",
        "what": "Τι δείχνει το τραπέζι",
        "scenario": "Σενάριο",
        "fresh": "Νέα μοιρασιά",
        "seat": "Η θέση του αναγνώστη",
        "seat.own": "Όπως στο σενάριο",
        "seed": "Αριθμός μοιρασιάς",
        "seed.note": "Ο ίδιος αριθμός δίνει την ίδια μοιρασιά και τις ίδιες κινήσεις του"
                     " υπολογιστή. Κενό: κάθε αναγνώστης παίρνει τη μοιρασιά που δείχνει η"
                     " προεπισκόπηση, με κινήσεις που αλλάζουν· με παραλλαγές ή περισσότερους"
                     " γύρους, κάθε αναγνώστης παίρνει νέα μοιρασιά.",
        "mode": "Τρόπος",
        "mode.play": "Παιχνίδι: ο αναγνώστης παίζει με τον υπολογιστή",
        "mode.replay": "Επανάληψη: ο αναγνώστης βλέπει τις κινήσεις βήμα βήμα",
        "mode.demo": "Επίδειξη: ο υπολογιστής παίζει σε όλες τις θέσεις",
        "mode.review": "Ανάλυση: οι αποφάσεις της θέσης που κόστισαν και τι ήταν καλύτερο",
        "ai": "Ο υπολογιστής",
        "autoplay": "Οι κινήσεις παίζονται μόλις ξεκινήσει",
        "caption": "Χωρίς τον τίτλο και το κείμενο του σεναρίου",
        "look": "Εμφάνιση",
        "table_lang": "Γλώσσα του τραπεζιού",
        "theme": "Θέμα",
        "theme.auto": "Όπως το σύστημα του αναγνώστη",
        "theme.light": "Φωτεινό",
        "theme.dark": "Σκοτεινό",
        "height": "Ύψος (px)",
        "height.note": "Κενό: όσο ψηλό χρειάζεται το τραπέζι (ο κώδικας με iframe παίρνει τότε"
                       " το μεγαλύτερο ύψος που θέλει το παιχνίδι σε κάθε πλάτος).",
        "preview": "Προεπισκόπηση",
        "code.element": "Μία ετικέτα: <xeri-table>",
        "code.element.note": "Φορτώνει τον κώδικα του τραπεζιού από αυτόν τον ιστότοπο· το"
                             " τραπέζι παίρνει το ύψος που χρειάζεται και στέλνει τα γεγονότα"
                             " του στη σελίδα σου.",
        "code.iframe": "Ή ένα απλό iframe",
        "code.iframe.note": "Χωρίς JavaScript στη σελίδα σου· σταθερό ύψος, χωρίς γεγονότα.",
        "copy": "Αντιγραφή",
        "copied": "Αντιγράφηκε",
    },
}
