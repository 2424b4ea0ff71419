"""The words every game shares, in English (words_el.py: the same keys in Greek; words.py:
how templates, forms and plurals are used)."""

# --- names: how a seat or a side is called (words.Name): its forms nom (subject), acc
# (object), gen (of), to (after "to") and label (on its own)
NAMES = {
    "you": {"nom": "you", "acc": "you", "gen": "your", "to": "to you", "label": "You"},
    "computer": {"nom": "the computer", "acc": "the computer", "gen": "the computer's",
                 "to": "to the computer", "label": "Computer"},
    "computer_n": {"nom": "Computer {n}", "acc": "Computer {n}", "gen": "Computer {n}'s",
                   "to": "to Computer {n}", "label": "Computer {n}"},
    "left": {"nom": "your left opponent", "acc": "your left opponent",
             "gen": "your left opponent's", "to": "to your left opponent",
             "label": "Left opponent"},
    "right": {"nom": "your right opponent", "acc": "your right opponent",
              "gen": "your right opponent's", "to": "to your right opponent",
              "label": "Right opponent"},
    "partner": {"nom": "your partner", "acc": "your partner", "gen": "your partner's",
                "to": "to your partner", "label": "Your partner"},
    "player": {"nom": "Player {n}", "acc": "Player {n}", "gen": "Player {n}'s",
               "to": "to Player {n}", "label": "Player {n}"},
    "your_team": {"nom": "your team", "acc": "your team", "gen": "your team's",
                  "to": "to your team", "label": "Your team"},
    "other_team": {"nom": "the other team", "acc": "the other team",
                   "gen": "the other team's", "to": "to the other team",
                   "label": "The other team"},
    "named": {"nom": "{name}", "acc": "{name}", "gen": "{name}'s", "to": "to {name}",
              "label": "{name}"},
    "team": {"nom": "Team {n}", "acc": "Team {n}", "gen": "Team {n}'s", "to": "to Team {n}",
             "label": "Team {n}"},
}


# --- words every game's table uses (a game's own table comes first: words.Voice.t)
SHARED = {
    # a team shown with its players, at a table people share
    "team.of": "Team\u00a0{n} ({names})",
    "pair": "{} and {}",
    "turn.you": "Your turn",
    "turn.thinking": {"you": "Your turn", "they": "{Who} is thinking…"},
    "turn.person": "{Whose} turn",
    "turn.finished": "Game over",
    "turn.review": "Review: before your decision",
    "handover.title": "Pass the device",
    # n: the other people in the room, who must not see the hand
    "handover.text": {"one": "Pass the device {to}. No one else should look.",
                      "other": "Pass the device {to}. Everyone else, look away."},
    "handover.ready": "I'm {who}: show my cards",
    "cards": {"one": "1 card", "other": "{n} cards"},
    "points": {"one": "1 point", "other": "{n} points"},
    "dealer": {"you": "dealer", "they": "dealer"},
    "verdict.you_win": "You win!",
    "verdict.you_lose": "You lose",
    "verdict.team_wins": "Your team wins!",
    "verdict.team_loses": "Your team loses",
    "verdict.wins": "{Who} wins!",
    "verdict.pair_win": "{First} and {second} win!",
    "verdict.draw": "The game is a draw",
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
    "review.none.both": "No decision cost you much: well played. Here are your best decisions"
                        " and the closest calls.",
    "review.none.best": "No decision cost you much: well played. Here are your best"
                        " decisions.",
    "review.none.close": "No decision cost you much: well played. Here are the closest calls.",
    "review.step.best": "One of your best decisions ({i} of {n})",
    "review.step.close": "A close call ({i} of {n})",
    # a hot-seat table's review: everyone's decisions, each person's steps by name
    "review.title.all": "Review of the game",
    "review.working.all": "Looking again at each decision…",
    "review.step.named": "{name}: decision {i} of {n} worth a second look",
    "review.step.best.named": "{name}: one of your best decisions ({i} of {n})",
    "review.step.close.named": "{name}: a close call ({i} of {n})",
    "review.found.named": {"one": "{name}: 1 decision worth a second look",
                           "other": "{name}: {n} decisions worth a second look"},
    "review.none.named": "{name}: no decision cost much, well played",
    "review.best_choice": "The best choice here",
    "help": "Rules: {topic}",
    "card.back": "a card face down",
    "tut.stop": "End the lesson",
    "tut.suggested": "{label} (suggested)",
    "refused.turn": "It is not your turn.",
    "refused.over": "The game is over.",
    "refused.move": "That move is not allowed here.",
    "refused.undo": "There is nothing to undo.",
    "undo.done": "Your last move was taken back",
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
    "setup.name": "Name",
    "setup.name.seat": "Name of the person in seat {n}",
    "setup.name.none": "Player {n}",
    "setup.name.rule": "Up to 20 letters, digits or spaces",
    "setup.options": "Variations",
    "setup.start": "Start",
    "setup.back.current": "Back to your game",
    "setup.back.replaced": "Bring back the game you replaced",
    "stats.title": "Your games against the computer",
    "stats.games": "Games",
    "stats.wins": "Wins",
    "stats.rate": "Win rate",
    "stats.streak": "Wins in a row: now / best",
    "stats.best_round": "Best round (points)",
    "stats.mode": "{game}, {players} players, {level}",
    "stats.mode.pair": "{game}, {players} players, {level}, with a partner at this device",
    "stats.mode.fixed": "{game}, {level}",
    "stats.earlier": "{game}, earlier games",
    "stats.level.easy": "easy",
    "stats.level.medium": "medium",
    "stats.level.hard": "hard",
    "stats.level.mixed": "mixed levels",
    "stats.none": "No games against the computer yet.",
    "stats.reset": "Reset statistics",
    "log.empty": "No moves yet.",
    "copies.title": "Copies put aside",
    "copies.item": "{what}, put aside on {at}",
    "copies.game": "A saved game",
    "copies.replaced": "A replaced game",
    "copies.settings": "Settings",
    "copies.stats": "Statistics",
    "copies.restore": "Put back",
    "copies.export": "Export",
    "copies.delete": "Delete",
    "copies.none": "No copies are put aside.",
    "import.button": "Open a game file…",
    "import.note": "Continue a saved game (.json file) from where it stopped, with the seats"
                   " chosen above.",
    "lang.name": "Ελληνικά",
    "lang.switch": "Switch to Greek",
    "menu.label": "Game menu",
    "menu.new": "New game",
    "menu.undo": "Undo",
    "menu.hint": "Hint",
    "menu.log": "Moves",
    "menu.rules": "Rules",
    "menu.review": "Review the game",
    "menu.export": "Export",
    "menu.stats": "Statistics",
    "menu.sound": "Sound",     # the switch's name; aria-pressed says whether it is on
    "menu.sound.on": "Sound: on",
    "menu.sound.off": "Sound: off",
    "menu.about": "About",
    "menu.more": "More",
    "speed.label": "Computer speed",
    "menu.speed": "Speed",
    "speed.slow": "Slow",
    "speed.normal": "Normal",
    "speed.fast": "Fast",
    "speed.instant": "Instant",
}


# --- words the page writes itself: build.py writes them into app/catalog.js as WORDS
CHROME = {
    "app.title": "Xeri & XIX",
    "menu.close": "Close",
    "boot.loading": "Loading the game…",
    "boot.download": "Downloading the game…",
    "boot.mb": "{done} of {total} MB",
    "boot.decimal": ".",
    "boot.starting": "Starting the game…",
    "boot.still": "The game is still starting: on a busy device this can take a minute."
                  " Keep waiting, or try again.",
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
    "ask.replace.text": "The game you are playing is put aside: you can bring it back (one"
                        " time only) from the new-game screen.",
    "ask.replace.yes": "Start the new game",
    "ask.reset": "Reset your statistics?",
    "ask.reset.text": "They cannot be brought back.",
    "ask.reset.yes": "Reset",
    "ask.lesson": "End the lesson?",
    "ask.lesson.text": "Its game is not kept: you go back to the new-game screen.",
    "ask.lesson.yes": "End the lesson",
    "ask.no": "Cancel",
    "log.title": "Moves",
    "import.bad": "{file} was not opened: {reason}",
    "import.big": "the file is larger than 2 MB",
    "import.json": "it is not a game file",
    "import.cut": "it is cut short or damaged",
    "import.format": "it is from a version of the game this one does not know",
    "import.event": "move {n} in it is damaged",
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
    "save.none": "Your game is not saved: this device's storage is full. It stays in this tab;"
                 " export the game to keep it.",
    "save.replaced": "The game you replaced could not be stored: this device's storage is"
                     " full. It is kept in this tab: bring it back from the new-game screen"
                     " before you close the tab.",
    "save.stats": {"one": "The result of 1 finished game is not in your statistics yet: this"
                          " device's storage is full. It is kept in this tab and added when"
                          " there is room.",
                   "other": "The results of {n} finished games are not in your statistics"
                            " yet: this device's storage is full. They are kept in this tab"
                            " and added when there is room."},
    "resume.over": "Your last game is over: here is how it ended.",
    "resume.start": "Your game goes on where you left it, before the first move.",
    "resume.done": {"one": "Your game goes on where you left it, after move 1.",
                    "other": "Your game goes on where you left it, after move {n}."},
    "tab.other": "This game is open in another tab, which plays it. Here you can watch it.",
    "tab.here": "Play here",
    "storage.dismiss": "Dismiss",
    "storage.copies": "Copies put aside",
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
    "embed.file.move": "{title} - move {n}",   # a picture's file name (no extension)
    "embed.file.step": "{title} - step {n}",
    # a study's question and the verdict on its answer (studio.py)
    "study.ask": "Your move: what would you play?",
    "study.only": "There was only one choice here. {did}.",
    "study.answered": "Answered: see the note",
    # {did}: the move made, a sentence ("You played 2♣"); {better}: the best move as advice,
    # a sentence composed per kind of move ("Better to play 5♥ for a xeri: 10 points")
    "study.best": "Well played! {did}. {reason}.",
    "study.good": "Good, though not the best. {did}. {better}. {reason}.",
    "study.better": "Not quite. {did}. {better}. {reason}.",
    "embed.placeholder": "{game} table",
    "embed.err.param": "The table does not know the setting \"{name}\" (an attribute of its"
                       " element, or a parameter of its address): check how it is spelt.",
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
    "embed.err.missing": "The scenario {name} could not be loaded (error {status}): it is not"
                         " on the table's site.",
    "embed.err.long": "The table's address is too long (over {most} characters). Make the"
                      " lesson in the table's embed kit (kit.html), which packs it small, or"
                      " give it fewer or shorter steps; or put the lesson's file on your own"
                      " site, beside the article: <xeri-table lesson=\"lesson.json\">.",
    "embed.err.json": "The scenario {name} cannot be read.",
    "embed.err.lesson": "The lesson {name} could not be read from this page's site: check its"
                        " address, and that the page's policy lets it fetch its own files"
                        " (connect-src 'self').",
    "embed.err.game": "The scenario is a game of {game}, not of {other}.",
    "embed.err.engine": "This table could not start: {reason}.",
    "embed.why.event": "event {n} of its record is not one the rules allow there",
    "embed.why.record": "its record has a format or settings the game does not take (\"{name}\")",
    "embed.why.record.plain": "its record has a format or settings the game does not take",
    "embed.why.scenario": "the scenario or the settings have a value the game does not take"
                          " (\"{name}\")",
    "embed.why.scenario.plain": "the scenario or the settings have a value the game does not"
                                " take",
    "embed.err.card": "The scenario has a card this game does not have: \"{value}\".",
    "embed.err.field": "The scenario's \"{key}\" must be a whole number from {low} to {high},"
                       " not \"{value}\".",
    "embed.err.start": "\"start\" must be a move from 0 to {high} of this scenario, not"
                       " \"{value}\".",
    "embed.err.fresh": "\"start\" needs a scenario: a new game starts from its deal.",
    "embed.err.command": "This table has no command \"{name}\".",
    "embed.err.started": "\"{name}\" works once the table has started.",
    "embed.err.mode": "\"{name}\" is not for this kind of table.",
    "embed.err.frame": "There is no position {value}: they go from 0 to {high}.",
    "embed.err.stopped": "The table stopped working. Try again.",
    "embed.err.network": "The table could not be downloaded. Check your connection and try"
                         " again.",
    "embed.lost": "The table could not be loaded: you seem to be offline, or its site is not"
                  " answering.",
    "embed.retry": "Try again",
    "embed.open": "Open in the game",
    "embed.full": "Full screen",
    "open.bad": "The table could not be opened here: {reason}.",
}


# --- a stored document set aside (stored.stored_notice): a sentence per document and reason
_GAME = {
    "not_json": "it is not readable", "not_document": "it is not a stored document",
    "older": "it is from an older version of the game",
    "unknown_format": "it is from a version of the game this one does not know",
    "too_big": "it is too large", "no_game": "there is no game in it",
    "bad_game": "the game in it is damaged",
}
_THEY = {
    "not_json": "they are not readable", "not_document": "they are not a stored document",
    "older": "they are from an older version of the game",
    "unknown_format": "they are from a version of the game this one does not know",
    "too_big": "they are too large",
}
STORED = {
    "game": {k: f"Your saved game could not be read ({v}) and was set aside."
             for k, v in _GAME.items()},
    "replaced": {k: f"The game you replaced could not be read ({v}) and was set aside."
                 for k, v in _GAME.items()},
    "settings": {k: f"Your settings could not be read ({v}) and were set aside." for k, v in
                 {**_THEY, "bad_setting": "a setting in them is damaged"}.items()},
    "stats": {k: f"Your statistics could not be read ({v}) and were set aside." for k, v in
              {**_THEY, "bad_stats": "their counts are damaged"}.items()},
    "kept": "Everything else is kept.",
}


# --- the embed kit (kit.html: pygame_core/kit.py draws it at build time)
KIT = {
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
    "height.note": "Empty: as high as the table needs, in both codes (the iframe code loads"
                   " our element's script for that).",
    "picture.svg": "Picture of the preview's position (SVG)",
    "picture.png": "Picture of the preview's position (PNG)",
    "author.picture.svg": "Picture of the move shown on this table (SVG)",
    "author.picture.png": "Picture of the move shown on this table (PNG)",
    "preview": "Preview",
    "code.element": "One tag: <xeri-table>",
    "code.element.note": "Loads the table's script from this site; the table takes the height"
                         " it needs and passes its events to your page.",
    "code.iframe": "Or a plain iframe",
    "code.iframe.note": "A plain iframe, with no events for your page. Without a height, our"
                        " element's script makes it as high as its table; where that script"
                        " cannot run, it keeps the most its game needs.",
    "copy": "Copy",
    "copied": "Copied",
    # the studio: a deal of the author's own, played out, and a study (author.py)
    "author": "Your own deal, and a study",
    "author.intro": "Deal the cards a lesson needs (empty places are dealt at random by the"
                    " deal number), play every seat's moves on the table, and add steps with"
                    " words, cards to highlight and a question. The lesson is kept in this"
                    " browser as you work, and Undo takes back any change. It goes into the"
                    " codes below, or download it and host it beside your article.",
    "author.deal.legend": "1. Deal",
    "author.play.legend": "2. Play and annotate",
    "author.open": "Or open a lesson",
    "author.open.file": "A lesson's file",
    "author.open.code": "Or its code: z:…, or a table's code that holds one",
    "author.open.button": "Open",
    "author.hand": "Hand: {name}",
    "author.pile": "First pile, bottom to top",
    "author.bottom": "Bottom card (V1)",
    "author.stock": "Rest of the stock, top first",
    "author.row": "Strike row",
    "author.aside": "Set-aside card",
    "author.first": "Plays first",
    "author.deal": "Deal",
    "author.busy": "One moment…",    # on a studio button while the engine works (starts)
    "author.undo": "Undo",
    "author.back": "Take back a move",
    "author.start": "The table starts here",
    "author.title": "Title",
    "author.text": "Text",
    "author.step": "A step's words",
    "author.highlight": "Cards to highlight",
    "author.ask": "Ask the reader for their move here (your words are the question; without"
                  " words: “Your move: what would you play?”)",
    "author.add": "Add a step here",
    "author.download": "Download the lesson",
    "author.untitled": "My lesson",
    "author.own": "yours",
    "author.step.at": "Move {n}",
    "author.step.save": "Save this step",
    "author.step.remove": "Remove this step",
    "author.asks": "a question",
    "author.moves": "Moves played: {n}",
    "author.at": "The table starts at move {n}.",
    "author.at.step": "The table starts at move {n}, the first step (The table starts here"
                      " marks another move).",
    "author.size": "Characters in the address: {n}",
    "author.size.long": "Over {most} characters: many servers refuse so long an address."
                        " Download the lesson, put its file beside your article and name it"
                        " in the element: lesson=\"my-lesson.json\".",
    "author.kept": "Kept in this browser: reloading the page brings this lesson back.",
    "author.replaced": "A new lesson: your last one, «{title}», is kept in your lessons below.",
    "author.lessons": "Your lessons in this browser",
    "author.lesson.item": "{title} · {game} · steps: {n}",
    "author.lesson.here": "open here: its title above renames it",
    "author.lesson.open": "Open «{title}»",
    "author.lesson.download": "Download «{title}»",
    "author.lesson.delete": "Delete «{title}»",
    "author.lesson.open.short": "Open",
    "author.lesson.download.short": "Download",
    "author.lesson.delete.short": "Delete",
    "author.lesson.confirm": "Delete the lesson «{title}» from this browser? Only a file you"
                             " downloaded keeps it then.",
    "author.code.long": "No code for this lesson: packed, its address would be over {most}"
                        " characters, more than a table's frame takes (and many servers refuse"
                        " an address over 8,000). Shorten its steps' words, or make it two"
                        " lessons.",
    "author.restoring": "Bringing back your lesson…",
    "author.other": "Your lesson «{title}» is a lesson of {game}: choose {game} above to go on"
                    " with it. A Deal here starts a new lesson beside it.",
    "author.full": "This browser did not keep the lesson (its storage is full or off):"
                   " download it to keep it, or delete a lesson you have downloaded.",
    "author.removed": "This also removed the step at move {n}: Undo brings it back.",
    "author.step.field": "Move {n}: {field}",
    "author.err.seat": "There is no {name} in a game of {n} players.",
    "author.prev": "◀ Look a move back",
    "author.next": "Look a move on ▶",
    "author.looking": "Looking at move {n} of {m}: Add a step here and The table starts here"
                      " act on it. Moves are played at the end (Look a move on).",
    "author.err.prev": "This is the deal as dealt: there is no earlier move to look at.",
    "author.err.next": "This is the last move: there is nothing further to look at.",
    "author.replay": "The codes are set to Replay, where a study's steps are shown.",
    "author.err.first": "Deal the cards first, or open a lesson.",
    "author.err.back": "There is no move to take back.",
    "author.err.undo": "There is nothing to undo.",
    "author.err.step": "There is no step {n}.",
    "author.err.ask": "Here {mover} is to play, not the reader ({reader}): a question can only"
                      " be asked on the reader's move.",
    "author.err.over": "The game is over here: a question needs the reader's move.",
    "author.err.hidden": "“{card}” is not in sight at this move as the reader ({reader}) sees"
                         " the table: only cards in sight can be highlighted.",
    "author.err.card": "“{card}” is not a card for {game}.",
    "author.err.lesson": "This is not a lesson the kit can open: {reason}.",
    "author.err.kept": "Your last lesson could not be opened again ({reason}): it is kept aside"
                       " in this browser, and a new lesson does not replace it.",
    "author.err.nothing": "Choose a lesson's file, or paste its code, first.",
    "deal.in.hand": "in {whose} hand",
    "deal.in.pile": "in the first pile",
    "deal.in.bottom": "as the bottom card",
    "deal.in.stock": "in the rest of the stock",
    "deal.in.row": "in the strike row",
    "deal.in.aside": "as the set-aside card",
    "deal.card": "“{card}” {place} is not a card for {game}.",
    "deal.twice": "{card} is written twice {place}.",
    "deal.both": "{card} is written both {place} and {other}.",
    "deal.many.one": "Only 1 card goes {place}, not {m}.",
    "deal.many.other": "Only {n} cards go {place}, not {m}.",
    "deal.again": "The rules do not take this deal: they have the cards dealt again.",
    "deal.moved": "The rules change what is written {place}: they deal {cards} there.",
    "deal.place": "There is no place “{name}” in this deal.",
    "author.lang.en": "English",
    "author.lang.el": "Greek",
}
