"""What the table says, in English and Greek: move labels, the move log and hint reasons.

The engines describe an event as data (`XeriState.facts`, `XixState.facts`: what
a move does, e.g. "captures 3 cards" or "xeri"), and the AI describes why a hint
is good as data (`ai.xeri.why`, `ai.xix.why`); this module turns those facts into
sentences. The engines' own English `label()` (for the command line) is unchanged;
the AI's English `reason()` is `reason(why, "en")` from here.
"""

from __future__ import annotations

LANGS = ("en", "el")

_SUIT = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card(c) -> str:
    """A card for people: "7♥" for Xeri, the number for XIX."""
    if isinstance(c, str) and c[-1:] in _SUIT:
        return c[:-1] + _SUIT[c[-1]]
    return str(c)


def _cards(n: int, lang: str) -> str:
    if lang == "el":
        return "1 φύλλο" if n == 1 else f"{n} φύλλα"
    return "1 card" if n == 1 else f"{n} cards"


def _check(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (en or el)")
    return lang


# --- move labels ----------------------------------------------------------------
_XERI_PLAY = {
    "en": {"lay": "Play {card}", "new_pile": "Play {card} — starts a new pile",
           "xeri": "Play {card} — xeri! ({points} points)",
           "jack_xeri": "Play {card} — jack xeri! ({points} points)",
           "capture": "Play {card} — captures {cards}"},
    "el": {"lay": "Παίξε {card}", "new_pile": "Παίξε {card} — ξεκινά νέα στοίβα",
           "xeri": "Παίξε {card} — ξερή! ({points} πόντοι)",
           "jack_xeri": "Παίξε {card} — ξερή με βαλέ! ({points} πόντοι)",
           "capture": "Παίξε {card} — μαζεύει {cards}"},
}

_XIX = {
    "en": {"shuffle_deal": "Shuffle and deal", "first_leader": "Player {player} leads first",
           "play": "Play {card} ({hand} hand)", "raise": "Raise the stakes and play on",
           "abandon": "Abandon the exchange (opponent scores {points})",
           "draft": "Take {card}",
           "trade": "Give {give} ({hand} hand, goes {lands}) for {slot} "
                    "at strike-row place {place}",
           "open": "open", "closed": "closed", "up": "face up", "down": "face down",
           "slot.face_up": "the face-up {slot_card}", "slot.yours": "your face-down {slot_card}",
           "slot.hidden": "a face-down card"},
    "el": {"shuffle_deal": "Ανακάτεμα και μοίρασμα",
           "first_leader": "Ο παίκτης {player} παίζει πρώτος",
           "play": "Παίξε {card} ({hand} χέρι)", "raise": "Ανέβασε το ποντάρισμα και συνέχισε",
           "abandon": "Εγκατάλειψε τον γύρο (ο αντίπαλος παίρνει {points})",
           "draft": "Πάρε το {card}",
           "trade": "Δώσε {give} ({hand} χέρι, μπαίνει {lands}) για {slot} στη θέση {place} "
                    "της σειράς ποινών",
           "open": "ανοιχτό", "closed": "κλειστό", "up": "ανοιχτό", "down": "κλειστό",
           "slot.face_up": "το ανοιχτό {slot_card}", "slot.yours": "το κλειστό σου {slot_card}",
           "slot.hidden": "ένα κλειστό φύλλο"},
}

_XERI_OTHER = {
    "en": {"cut": "Cut {cards}", "shuffle": "Shuffle the deck", "reshuffle": "Reshuffle the stock",
           "first_dealer": "First dealer: player {player}"},
    "el": {"cut": "Κόψε {cards}", "shuffle": "Ανακάτεμα της τράπουλας",
           "reshuffle": "Ξανά ανακάτεμα της τράπουλας",
           "first_dealer": "Πρώτος μοιράζει ο παίκτης {player}"},
}


def label(game: str, facts: dict, lang: str = "en") -> str:
    """A move label from an engine's facts, e.g. "Play 7♥ — captures 3 cards"."""
    lang = _check(lang)
    kind = facts.get("kind")
    if game == "xeri":
        if kind == "play":
            return _XERI_PLAY[lang][facts["outcome"]].format(
                card=card(facts["card"]), points=facts.get("points", 0),
                cards=_cards(facts.get("n", 0), lang))
        text = _XERI_OTHER[lang].get(kind)
        if text is None:
            return "?"
        return text.format(cards=_cards(facts.get("n", 0), lang), player=facts.get("player"))
    words = _XIX[lang]
    text = words.get(kind)
    if text is None:
        return "?"
    params = dict(facts)
    if kind == "play":
        params["hand"] = words[facts["hand"]]
    elif kind == "trade":
        params["hand"] = words[facts["hand"]]
        params["lands"] = words["up" if facts["lands_face_up"] else "down"]
        params["slot"] = words[f"slot.{facts['slot']}"].format(slot_card=facts["slot_card"])
        params["place"] = facts["position"] + 1
    return text.format(**params)


# --- hint reasons ---------------------------------------------------------------
_REASONS = {
    "en": {
        "cut": "cut {cards}: any cut is as good as another",
        "xeri.xeri": "{card} takes the lone {lone} as a xeri",
        "xeri.take_pile": "{card} takes the pile: {cards}, {points} points",
        "xeri.safe_empty": "{card} is safe on an empty pile: no other {rank} is out",
        "xeri.start_pile": "{card} starts the pile with the least risk of a xeri",
        "xeri.least_to_take": "{card} gives the next player the least to take",
        "xeri.tail": " (about {value:+.1f} round points from here, over {samples} sampled deals)",
        "xix.takes_trick": "{card} takes the trick against {lead}",
        "xix.gives_up": "{card} gives up the trick cheaply against {lead}",
        "xix.no_threat": "nothing the other player can hold beats a lead of {card}",
        "xix.cheap_lead": "leading {card} costs little if the trick is lost",
        "xix.strong_lead.one": "{card} is a strong lead: only 1 unplaced card beats it",
        "xix.strong_lead": "{card} is a strong lead: only {n} unplaced cards beat it",
        "xix.raise": "raising the stakes is worth the risk here",
        "xix.abandon": "abandoning now costs less than playing on",
        "xix.draft_last": "{card} is the last card of the draft",
        "xix.draft_strongest": "{card} is the strongest card left in the draft",
        "xix.draft_best": "{card} does most for this hand in the sampled games",
        "xix.trade.face_up": "trading {give} for the face-up {slot_card} at position {position}"
                             " helps most",
        "xix.trade.face_down": "trading {give} for the face-down card at position {position}"
                               " helps most",
        "xix.tail": " (best of {choices} choices over {samples} sampled deals,"
                    " expected result {value:+.2f} on a -1..+1 scale)",
    },
    "el": {
        "cut": "κόψε {cards}: κάθε κόψιμο είναι το ίδιο καλό",
        "xeri.xeri": "το {card} παίρνει το μοναχό {lone} και κάνει ξερή",
        "xeri.take_pile": "το {card} μαζεύει τη στοίβα: {cards}, {points} πόντοι",
        "xeri.safe_empty": "το {card} είναι ασφαλές σε άδεια στοίβα: δεν μένει άλλο {rank}",
        "xeri.start_pile": "το {card} ξεκινά τη στοίβα με τον μικρότερο κίνδυνο για ξερή",
        "xeri.least_to_take": "το {card} αφήνει στον επόμενο τα λιγότερα να μαζέψει",
        "xeri.tail": " (περίπου {value:+.1f} πόντοι γύρου από εδώ,"
                     " σε {samples} δοκιμαστικές μοιρασιές)",
        "xix.takes_trick": "το {card} παίρνει τη λεβέ απέναντι στο {lead}",
        "xix.gives_up": "το {card} χάνει τη λεβέ φτηνά απέναντι στο {lead}",
        "xix.no_threat": "τίποτα απ' όσα μπορεί να έχει ο αντίπαλος δεν κερδίζει το {card}",
        "xix.cheap_lead": "αν χαθεί η λεβέ, το {card} κοστίζει λίγο",
        "xix.strong_lead.one": "το {card} είναι δυνατό άνοιγμα: μόνο 1 φύλλο που δεν έχει φανεί"
                               " το κερδίζει",
        "xix.strong_lead": "το {card} είναι δυνατό άνοιγμα: μόνο {n} φύλλα που δεν έχουν φανεί"
                           " το κερδίζουν",
        "xix.raise": "το ανέβασμα του πονταρίσματος αξίζει το ρίσκο εδώ",
        "xix.abandon": "η εγκατάλειψη τώρα κοστίζει λιγότερο από τη συνέχεια",
        "xix.draft_last": "το {card} είναι το τελευταίο φύλλο της μοιρασιάς",
        "xix.draft_strongest": "το {card} είναι το δυνατότερο φύλλο που έμεινε",
        "xix.draft_best": "το {card} βοηθά περισσότερο αυτό το χέρι στις δοκιμαστικές παρτίδες",
        "xix.trade.face_up": "η ανταλλαγή του {give} με το ανοιχτό {slot_card} στη θέση {position} "
                             "βοηθά περισσότερο",
        "xix.trade.face_down": "η ανταλλαγή του {give} με το κλειστό φύλλο στη θέση {position} "
                               "βοηθά περισσότερο",
        "xix.tail": " (η καλύτερη από {choices} επιλογές σε {samples} δοκιμαστικές μοιρασιές,"
                    " αναμενόμενο αποτέλεσμα {value:+.2f} σε κλίμακα -1..+1)",
    },
}


_CARD_PARAMS = ("card", "lone", "give", "slot_card", "lead")


def reason(why: dict, lang: str = "en", signs: bool = False) -> str:
    """A hint's one-line reason from the AI's facts `{"key": ..., ...params, "tail": {...}}`;
    `signs` writes Xeri cards with suit signs ("7♥", for the table) instead of codes ("7H")."""
    words = _REASONS[_check(lang)]
    params = {k: v for k, v in why.items() if k not in ("key", "tail")}
    if signs:
        params.update({k: card(v) for k, v in params.items() if k in _CARD_PARAMS})
    if "n_cards" in params:
        params["cards"] = _cards(params.pop("n_cards"), lang)
    text = words[why["key"]].format(**params)
    tail = why.get("tail")
    if tail:
        text += words[tail["key"]].format(**{k: v for k, v in tail.items() if k != "key"})
    return text
