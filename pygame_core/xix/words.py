"""XIX in English and Greek: the game's title, the labels of the decisions, the
sentences of the move log, the table's words and the hints.

Everything here turns facts (xix/observation.py, and the AI's reasons) into
words through a `Voice` (pygame_core/words.py), which knows who "you" are.
Strike-row places are numbered from 1 for people (the record counts from 0).
"""

from __future__ import annotations

from ..errors import is_int
from .rules import CARDS, TARGET, game_end


def card_name(card: int, lang: str) -> str:
    return str(card)


WORDS = {
    "en": {
        "title": "XIX",
        "learn": "Learn XIX in a guided game",
        "learn.menu": "Learn XIX",
        "blurb": "An 18-card trick game for two: the higher card takes the trick, but when the"
                 " two cards add up to 19, the lower one does.",
        "rules.short": "First to 19 points wins, but if the two scores add up to exactly 19,"
                       " the player with fewer points wins.",
        "hand.open": "open hand",
        "hand.closed": "closed hand",
        "card.the": "{card}",
        # choices
        "do.play": "Play {card} from your {hand}",
        "refused.play": "{Who} plays {card} as move {n} of its record, which the rules do not"
                        " allow there",
        # N5: the stakes follow the strikes: what a raise plays for comes with the next one
        "do.raise": {"one": "Raise: now 1 point, {next} with the next strike",
                     "other": "Raise: now {n} points, {next} with the next strike"},
        "do.abandon": {"one": "Abandon: {who} scores 1 point",
                       "other": "Abandon: {who} scores {n} points"},
        "do.draft": "Take {card} into your open hand",
        "do.trade": "Give {give} from your {hand} for {slot} in place {place}; your {give}"
                    " goes there {lands}",
        # the same decisions taken, in the past (a review of the game)
        "did.play": "You played {card} from your {hand}",
        "did.raise": {"one": "You raised: it was 1 point, {next} with the next strike",
                      "other": "You raised: it was {n} points, {next} with the next strike"},
        "did.abandon": {"one": "You abandoned: {who} scored 1 point",
                        "other": "You abandoned: {who} scored {n} points"},
        "did.draft": "You took {card} into your open hand",
        "did.trade": "You gave {give} from your {hand} for {slot} in place {place}; your {give}"
                     " went there {lands}",
        # the same decisions as a review's verdict on them, and as a hint: each said whole
        # per case ("Better: Raise: now 1 point…" glued a button's label in, issue 35)
        "better.play": "Better to play {card} from your {hand}",
        "better.raise": {"one": "Better to raise: it was 1 point, {next} with the next strike",
                         "other": "Better to raise: it was {n} points, {next} with the next"
                                  " strike"},
        "better.abandon": {"one": "Better to abandon: {who} would have scored 1 point",
                           "other": "Better to abandon: {who} would have scored {n} points"},
        "better.draft": "Better to take {card} into your open hand",
        "better.trade": "Better to give {give} from your {hand} for {slot} in place {place};"
                        " your {give} would have gone there {lands}",
        "same.play": "Playing {card} from your {hand} was about as good",
        "same.raise": {"one": "Raising was about as good: it was 1 point, {next} with the next"
                              " strike",
                       "other": "Raising was about as good: it was {n} points, {next} with the"
                                " next strike"},
        "same.abandon": {"one": "Abandoning was about as good: {who} would have scored 1 point",
                         "other": "Abandoning was about as good: {who} would have scored {n}"
                                  " points"},
        "same.draft": "Taking {card} into your open hand was about as good",
        "same.trade": "Giving {give} from your {hand} for {slot} in place {place} was about as"
                      " good; your {give} would have gone there {lands}",
        "hint.play": "Hint: play {card} from your {hand}",
        "hint.raise": {"one": "Hint: raise; now 1 point, {next} with the next strike",
                       "other": "Hint: raise; now {n} points, {next} with the next strike"},
        "hint.abandon": {"one": "Hint: abandon; {who} scores 1 point",
                         "other": "Hint: abandon; {who} scores {n} points"},
        "hint.draft": "Hint: take {card} into your open hand",
        "hint.trade": "Hint: give {give} from your {hand} for {slot} in place {place}; your"
                      " {give} goes there {lands}",
        "lands.up": "face up",
        "lands.down": "face down",
        "slot.face_up": "the face-up {slot_card}",
        "slot.yours": "your face-down {slot_card}",
        "slot.hidden": "the face-down card",
        # news
        "news.first_leader": {"you": "You lead the first trick",
                              "they": "{Who} leads the first trick"},
        "news.play": {"you": "You played {card} from your {hand}",
                      "they": "{Who} played {card} from their {hand}"},
        "news.trick": {"you": {"one": "You took the trick: a strike {loser}; stakes 1 point",
                               "other": "You took the trick: a strike {loser}; stakes {n} points"},
                       "they": {"one": "{Who} took the trick: a strike {loser}; stakes 1 point",
                                "other": "{Who} took the trick: a strike {loser}; stakes {n}"
                                         " points"}},
        "news.raise": {"you": "You raised: play goes on", "they": "{Who} raised: play goes on"},
        "news.abandon": {"you": "You abandoned the exchange",
                         "they": "{Who} abandoned the exchange"},
        "news.forced_abandon": {"you": "Your third strike ends the exchange",
                                "they": "{Whose} third strike ends the exchange"},
        "news.exchange": {"you": {"one": "You won the exchange: 1 point",
                                  "other": "You won the exchange: {n} points"},
                          "they": {"one": "{Who} won the exchange: 1 point",
                                   "other": "{Who} won the exchange: {n} points"}},
        # the exchange that ends the game, with the winner's total (N6 decides on it)
        "news.exchange.last": {"you": {"one": "You won the exchange: 1 point, {total} in all",
                                       "other": "You won the exchange: {n} points, {total} in"
                                                " all"},
                               "they": {"one": "{Who} won the exchange: 1 point, {total} in all",
                                        "other": "{Who} won the exchange: {n} points, {total}"
                                                 " in all"}},
        "news.draft": {"you": "You took {card}", "they": "{Who} took {card}"},
        "news.trade": {"you": "You gave {give} and took {taken} from place {place}",
                       "they": "{Who} gave {give} and took {taken} from place {place}"},
        "news.given.hidden": "a face-down card",
        "news.taken.hidden": "the face-down card",
        # N6 as a verdict on this game: who wins, and why
        "news.game_over.exact_19": {"you": "The scores add up to exactly {target}, so the player"
                                           " with fewer points wins: you win the game",
                                    "they": "The scores add up to exactly {target}, so the"
                                            " player with fewer points wins: {who} wins the"
                                            " game"},
        "news.game_over.reached_19": {"you": "You have {target} points or more and win the game",
                                      "they": "{Who} has {target} points or more and wins the"
                                              " game"},
        # the end panel's verdict, with the scores that decided it
        "verdict.exact_19": {"you": "{high} + {low} = 19, so the player with fewer points wins:"
                                    " you win the game",
                             "they": "{high} + {low} = 19, so the player with fewer points"
                                     " wins: {who} wins the game"},
        "verdict.reached_19": {"you": "You reached {high} points: you win the game",
                               "they": "{Who} reached {high} points and wins the game"},
        # the table
        "exchange": "Exchange {n}",
        "stakes": {"one": "Stakes: 1 point", "other": "Stakes: {n} points"},
        "stakes.none": "No strikes yet",
        "score": "{side}: {points}",
        "strikes": {"one": "1 strike", "other": "{n} strikes"},
        "strikes.marks": "strikes",
        "closed": "Closed hand",
        "open": "Open hand",
        "hand.none": "none yet",
        "closed.of": {"one": "{Whose} closed hand: 1 card",
                      "other": "{Whose} closed hand: {n} cards"},
        "trick": "Trick",
        "row": "Strike row",
        # under the row, for a player who has not had the lesson (N4, N8)
        "row.caption": "Strike row: each strike slides one of its cards toward the player who"
                       " got it; the loser of the exchange trades a card with it",
        "row.place": "Place {place}: {card}",
        "row.facedown": "face down",
        "row.faceup": "{card}, face up",
        "row.take": "Take {card} from place {place} of the row",
        "row.take.facedown": "Take the face-down card from place {place} of the row",
        "trade.give.open": "Give {card} from your open hand",
        "trade.give.closed": "Give {card} from your closed hand",
        "row.yours": "{card}, face down, placed by you",
        "last_trick": {"you": "You took the last trick", "they": "{Who} took the last trick"},
        "last_trick.card": {"you": "Your {card}", "they": "{Whose} {card}"},
        "peek": "Last trick",
        "score.line": "{name}: {points}, {strikes}",
        "history.title": "Exchanges",
        "history.exchange": "Exchange {n}",
        "history.winner": "Won by",
        "history.strikes": "Strikes",
        "history.stakes": "Points",
        "history.scores": "Score after",
        "draft.pool": "Cards to take",
        "prompt.decide": {"one": "You got your first strike: abandon this exchange, or raise"
                                 " the stakes and play on?",
                          "other": "You now have {n} strikes: abandon this exchange, or raise"
                                   " the stakes and play on?"},
        "ladder.strikes": "Strikes in total",
        "ladder.points": "Stakes (points)",
        "ladder.now": "now",
        "decide.note": {"one": "Abandon: the exchange ends now and {who} scores 1 point."
                               " Raise: the next trick gives its loser a strike and the stakes"
                               " go up; whoever wins the exchange scores them. A third strike"
                               " ends the exchange.",
                        "other": "Abandon: the exchange ends now and {who} scores {n} points."
                                 " Raise: the next trick gives its loser a strike and the stakes"
                                 " go up; whoever wins the exchange scores them. A third strike"
                                 " ends the exchange."},
        # the raise-or-abandon question as heard (the live region), the stakes in it
        "say.decide": {"one": "Will you abandon the exchange now, and {who} scores 1 point, or"
                              " raise and play on, for {next} points with the next strike?",
                       "other": "Will you abandon the exchange now, and {who} scores {n} points,"
                                " or raise and play on, for {next} points with the next strike?"},
        "prompt.lead": "You lead: play a card from either hand",
        "prompt.lead.closed": "You lead: play a card from your hand",
        "prompt.follow": "Answer the {lead}: the higher card takes the trick, unless the two"
                         " add up to 19",
        "prompt.draft": "The draft: take the cards of this exchange one at a time, the"
                        " loser of the exchange first",
        "draft.note": "Each card goes face up to its taker's open hand, where you can both see"
                      " it. High cards take tricks; a low card beats a high one when the two"
                      " make 19.",
        "prompt.trade": "You lost the exchange, so you trade: pick a card of yours, then the"
                        " strike-row card to take",
        "trade.note": "A card from your closed hand goes into the row face down (only you will"
                      " know it); one from your open hand goes face up. A face-down row card"
                      " comes into your closed hand, a face-up one into your open hand.",
        "trade.picked": "You give {card} from your {hand}: it goes into the row {lands}. Now"
                        " pick the strike-row card to take.",
        "end.exchange": "Exchange {n} is over",
        "end.game": "Game over",
        "line.strikes": "Strikes received",
        "line.stakes": "Points won",
        "line.scores": "Score",
        # the guided game (xix/tutorial.py)
        "tut.first_lead": "Welcome to a guided game of XIX! Your six cards are your closed hand; "
                          "the five face-down cards in the middle are the strike row. The higher "
                          "card takes a trick, unless the two cards add up to 19: then the lower "
                          "one does. You lead: play any card.",
        "tut.first_follow": "Welcome to a guided game of XIX! Your six cards are your closed hand;"
                            " the five face-down cards in the middle are the strike row. The "
                            "higher card takes a trick, unless the two cards add up to 19: then "
                            "the lower one does. The computer led {lead}: now you play.",
        "tut.first_nineteen": "Welcome to a guided game of XIX! Your six cards are your closed "
                              "hand; the five face-down cards in the middle are the strike row. "
                              "The higher card takes a trick, unless the two cards add up to 19: "
                              "then the lower one does. The computer led {lead}: {card} + {lead} "
                              "= 19, so your {card}, the lower card, would take this trick.",
        "tut.nineteen_win": "{card} and {lead} add up to 19, and then the lower card takes the"
                            " trick: your {card} would win it.",
        "tut.nineteen_lose": "Careful: {card} and {lead} add up to 19, and then the lower card,"
                             " {lead}, takes the trick.",
        # a suggested card not played (guide.Tutor): what it would have done
        "tut.missed_first_nineteen": "Your {card} would have taken that trick: {card} + {lead} ="
                                     " 19, and then the lower card takes it.",
        "tut.missed_nineteen_win": "Your {card} would have taken that trick: {card} + {lead} ="
                                   " 19, and then the lower card takes it.",
        "tut.their_strike": {"one": "You took the trick, so the computer got a strike: a"
                                    " strike-row card slid toward it. The stakes are now 1 point.",
                             "other": "You took the trick, so the computer got a strike: a"
                                      " strike-row card slid toward it. The stakes are now {n}"
                                      " points."},
        "tut.their_raise": "The computer raised: play goes on, and the next strike raises the"
                           " stakes again.",
        "tut.decide": {"one": "You lost the trick, so you got a strike. Decide now: abandon,"
                              " and the computer scores 1 point at once; or raise and play on,"
                              " and the next trick makes the stakes {next} points. The table"
                              " shows the stakes for every number of strikes.",
                       "other": "You lost the trick, so you got a strike. Decide now: abandon,"
                                " and the computer scores {n} points at once; or raise and play"
                                " on, and the next trick makes the stakes {next} points. The"
                                " table shows the stakes for every number of strikes."},
        "tut.draft": "The exchange is over and its cards are shared out: whoever lost it takes"
                     " first, then you take turns. Each card goes face up into its taker's open"
                     " hand, where you both see it. High cards take tricks (a low one beats a"
                     " high one when the two make 19): take the {card}.",
        "tut.trade": "Trading lets whoever lost an exchange mend their hand: give a card you can"
                     " spare for one from the strike row. A card from your closed hand goes"
                     " into the row face down, where only you know it; one from your open hand"
                     " goes face up.",
        "tut.open": "This is your open hand: the cards you took in the draft. Both of you see"
                    " them, and you can play them like the others.",
        "tut.exchange_end": "The winner of an exchange scores its stakes. Whoever first reaches"
                            " 19 points wins the game; but if the two scores add up to exactly"
                            " 19, the player with fewer points wins.",
        "tut.game_end": "That was a whole game of XIX. Rules has it all, whenever you need to"
                        " read it again.",
        "tut.nineteen_trick": "In the last trick, {high} and {low} made 19, so the lower card,"
                              " {low}, took it.",
        "tut.their_abandon": {"one": "The computer abandoned, so you scored the stakes at once,"
                                     " 1 point, and the exchange is over.",
                              "other": "The computer abandoned, so you scored the stakes at"
                                       " once, {n} points, and the exchange is over."},
        "tut.third_strike_you": {"one": "That was your third strike: the exchange is over, and"
                                        " the computer scored the stakes, 1 point.",
                                 "other": "That was your third strike: the exchange is over,"
                                          " and the computer scored the stakes, {n} points."},
        "tut.third_strike_them": {"one": "That was the computer's third strike: the exchange"
                                         " is over, and you scored the stakes, 1 point.",
                                  "other": "That was the computer's third strike: the exchange"
                                           " is over, and you scored the stakes, {n} points."},
        "tut.their_trade": "The computer lost the exchange, so it traded: it put one of its"
                           " cards into the strike row and took one from there.",
        "tut.last_raise": "You have two strikes. If you raise and get a third, the exchange"
                          " ends and the computer scores the stakes then; abandon now and it"
                          " scores the stakes as they are.",
        "tut.new_exchange": "A new exchange: no strikes, the stakes start again, and whoever"
                            " took the last trick leads.",
        "tut.lead_again": "You took the last trick, so you lead again. A card is safe to lead"
                          " only when nothing can beat it or make 19 with it.",
        "tut.end_near": {"one": "The score is {mine} to {theirs}. If you raise, this exchange is"
                                " worth 1 point and could end the game. Work out where each"
                                " outcome leaves the score before you choose.",
                         "other": "The score is {mine} to {theirs}. If you raise, this exchange"
                                  " is worth {n} points and could end the game. Work out where"
                                  " each outcome leaves the score before you choose."},
        "tut.cannot_take": "Nothing you hold takes the {lead} (no higher card, none that"
                           " makes 19 with it), so this trick gives you a strike: play the card"
                           " you can best spare.",
        "tut.their_open": "The computer's open hand lies face up: before you play, see which"
                          " of its cards beat yours or make 19 with them.",
        "tut.row_yours": "The {card} you put face down in the strike row is known to you"
                         " alone: if the computer takes it in a trade, you will know it holds"
                         " it.",
        # each exchange's first decision once the end is in sight: below 19 together, and past
        "tut.reckon_19": "Exchange {n}: the score is {mine} to {theirs}. You need {need} more"
                         " to reach 19, the computer {need_them}; and {gap} more in all would"
                         " make exactly 19 together, when the one with fewer points wins.",
        "tut.reckon": "Exchange {n}: the score is {mine} to {theirs}. You need {need} more to"
                      " reach 19, the computer {need_them}; together you are past 19, so now"
                      " the first to reach 19 wins.",
        "tut.game_point": "The score is now {mine} to {theirs}, so the next exchange can end"
                          " the game. Pick the cards that will win you tricks in it, and think"
                          " which ones you leave the computer.",
        "tut.close": "The score is {mine} to {theirs}. The game ends when someone has 19"
                     " points, or when the two scores add up to exactly 19: then the player"
                     " with fewer points wins. Weigh each raise against that.",
        # hints
        "why.takes_trick": "{card} takes the trick against {lead}",
        "why.gives_up": "{card} gives up the trick cheaply against {lead}",
        "why.no_threat": "nothing your opponent can hold beats a lead of {card}",
        "why.takes_exchange": "{card} takes the trick against {lead} and, with your opponent's"
                              " third strike, the exchange: {n} points for you",
        "why.takes_game": "{card} takes the trick and, with your opponent's third strike, the"
                          " exchange: {n} points make the scores {mine} to {theirs}, and you"
                          " win the game",
        "why.takes_game_19": "{card} takes the trick and, with your opponent's third strike, the"
                             " exchange: {n} points make the scores {mine} to {theirs}, exactly"
                             " 19 together, and you, with fewer points, win the game",
        "why.loses_game_19": "{card} loses the trick to {lead}, your third strike: {n} points"
                             " for your opponent make the scores {mine} to {theirs}, exactly 19"
                             " together, and you, with fewer points, win the game",
        "why.avoid_take_19": "taking this trick would end the exchange with {n} points for you:"
                             " the scores would be {mine} to {theirs}, exactly 19 together, and"
                             " your opponent, with fewer points, would win the game",
        "why.avoid_lose": "losing this trick would be your third strike: {n} points for your"
                          " opponent would make the scores {mine} to {theirs}, and your opponent"
                          " would win the game",
        "why.avoid_lose_19": "losing this trick would be your third strike: {n} points for your"
                             " opponent would make the scores {mine} to {theirs}, exactly 19"
                             " together, and your opponent, with fewer points, would win the"
                             " game",
        "why.raise": {"one": "abandoning would give your opponent 1 point: the scores would be"
                             " {mine} to {theirs}, and your opponent would win the game",
                      "other": "abandoning would give your opponent {n} points: the scores would"
                               " be {mine} to {theirs}, and your opponent would win the game"},
        "why.raise_19": {"one": "abandoning would give your opponent 1 point: the scores would be"
                                " {mine} to {theirs}, exactly 19 together, and your opponent,"
                                " with fewer points, would win the game",
                         "other": "abandoning would give your opponent {n} points: the scores"
                                  " would be {mine} to {theirs}, exactly 19 together, and your"
                                  " opponent, with fewer points, would win the game"},
        "why.abandon_19": "abandoning makes the scores {mine} to {theirs}, exactly 19 together:"
                          " you have fewer points and win the game",
        "why.draft_last": "{card} is the last card to take",
        # a draft's or a trade's card, against the cards in view
        "why.leaves_nothing": "it leaves your opponent {left}, which beats none of your cards",
        "why.beats_theirs_alone": "{card} beats your opponent's {theirs}, and no card of yours"
                                  " does",
        "why.beats_theirs": "{card} beats your opponent's {theirs}, and {other} does not",
        "why.keeps_from_them": "then your opponent cannot take {card}, the only card left"
                               " that beats your {mine}",
        "why.keeps_only": "it keeps your {card}, the only card of yours that beats your"
                          " opponent's {theirs}",
        # what the games played on from here (the search's playouts) show
        "why.lost_19.rarely": "after this choice you rarely lose soon by the 19 rule, while"
                              " after {alt} you often do",
        "why.lost_19.less": "after this choice you lose soon by the 19 rule less often than"
                            " after {alt}",
        "why.near_19.rarely": "after this choice you rarely come within one exchange of losing"
                              " by the 19 rule, while after {alt} you often do",
        "why.near_19.less": "after this choice you come within one exchange of losing by the"
                            " 19 rule less often than after {alt}",
        "why.loses_less.rarely": "after this choice you rarely lose the game soon, while after"
                                 " {alt} you often do",
        "why.loses_less.less": "after this choice you lose the game soon less often than after"
                               " {alt}",
        "why.points": "by the end of {span}, this choice tends to bring you more points than"
                      " {alt}",
        # the same, for a play or a draft: its card against the other's
        "why.lost_19.rarely.cards": "after {card} you rarely lose soon by the 19 rule, while"
                                    " after {other} you often do",
        "why.lost_19.less.cards": "after {card} you lose soon by the 19 rule less often than"
                                  " after {other}",
        "why.near_19.rarely.cards": "after {card} you rarely come within one exchange of losing"
                                    " by the 19 rule, while after {other} you often do",
        "why.near_19.less.cards": "after {card} you come within one exchange of losing by the"
                                  " 19 rule less often than after {other}",
        "why.loses_less.rarely.cards": "after {card} you rarely lose the game soon, while after"
                                       " {other} you often do",
        "why.loses_less.less.cards": "after {card} you lose the game soon less often than after"
                                     " {other}",
        "why.points.cards": "by the end of {span}, {card} tends to bring you more points than"
                            " {other}",
        # raise or abandon: abandoning scores nothing for you, it costs less
        "why.points.abandon": "abandoning now tends to cost you less, by the end of {span}, than"
                              " raising would",
        "why.points.raise": "raising tends to bring you more points, by the end of {span}, than"
                            " abandoning now",
        "why.plain": {"one": "it is your only choice",
                      "other": "of your {choices} choices, this one gives you the best chance"
                               " to win from here"},
        # "the 6": "of your 6 choices, 6 gives you…" read as one number (review 6)
        "why.plain.card": {"one": "the {card} is your only choice",
                           "other": "of your {choices} choices, the {card} gives you the best"
                                    " chance to win from here"},
        "why.alt.played": "your choice",
        "why.alt.next": "the next best choice",
        "why.other.next": "your next-best card, {other}",
        "why.span.this": "the next exchange",
        "why.span.next": "the exchange after next",
        # what a costly decision did to the chance to win: likely win, even game, likely loss
        "review.cost.win.win": "Your win stayed likely, but less so",
        "review.cost.win.even": "It turned a likely win into an even game",
        "review.cost.win.loss": "It turned a likely win into a likely loss",
        "review.cost.even.even": "It lowered your chances in an even game",
        "review.cost.even.loss": "It turned an even game into a likely loss",
        "review.cost.loss.loss": "It made a likely loss likelier still",
    },
    "el": {
        "title": "XIX",
        "learn": "Μάθε το XIX παίζοντας",
        "learn.menu": "Μάθε το XIX",
        "blurb": "Παιχνίδι για δύο με 18 φύλλα: τη λεβέ την παίρνει το μεγαλύτερο φύλλο,"
                 " εκτός αν τα δύο φύλλα κάνουν μαζί 19· τότε την παίρνει το μικρότερο.",
        "rules.short": "Κερδίζει όποιος φτάσει πρώτος τους 19 πόντους· αν όμως οι δύο"
                       " βαθμολογίες κάνουν μαζί ακριβώς 19, κερδίζει όποιος έχει τους"
                       " λιγότερους πόντους.",
        # the hand with its article, for «από {hand} σου»: the hand a player holds is «το
        # χέρι» (at a Greek table «κλειστά» means face down, as the strike row's are)
        "hand.open": "τα ανοιχτά φύλλα",
        "hand.closed": "το χέρι",
        "card.the": "το {card}",
        "do.play": "Παίξε το {card} από {hand} σου",
        "refused.play": "{who} παίζει το {card} ως κίνηση {n} της καταγραφής του, κάτι που"
                        " δεν το επιτρέπουν εκεί οι κανόνες",
        "do.raise": {"one": "Ανέβασε: τώρα 1 πόντος, με την επόμενη ποινή {next}",
                     "other": "Ανέβασε: τώρα {n} πόντοι, με την επόμενη ποινή {next}"},
        "do.abandon": {"one": "Εγκατάλειψε: {who} παίρνει 1 πόντο",
                       "other": "Εγκατάλειψε: {who} παίρνει {n} πόντους"},
        "do.draft": "Πάρε το {card} στα ανοιχτά φύλλα σου",
        "do.trade": "Δώσε το {give} από {hand} σου για {slot} στη θέση {place}· το {give}"
                    " μπαίνει εκεί {lands}",
        "did.play": "Έπαιξες το {card} από {hand} σου",
        "did.raise": {"one": "Ανέβασες: ήταν 1 πόντος, με την επόμενη ποινή {next}",
                      "other": "Ανέβασες: ήταν {n} πόντοι, με την επόμενη ποινή {next}"},
        "did.abandon": {"one": "Εγκατέλειψες: {who} πήρε 1 πόντο",
                        "other": "Εγκατέλειψες: {who} πήρε {n} πόντους"},
        "did.draft": "Πήρες το {card} στα ανοιχτά φύλλα σου",
        "did.trade": "Έδωσες το {give} από {hand} σου για {slot} στη θέση {place}· το {give}"
                     " μπήκε εκεί {lands}",
        "better.play": "Καλύτερα να έπαιζες το {card} από {hand} σου",
        "better.raise": {"one": "Καλύτερα να ανέβαζες: ήταν 1 πόντος, με την επόμενη ποινή"
                                " {next}",
                         "other": "Καλύτερα να ανέβαζες: ήταν {n} πόντοι, με την επόμενη ποινή"
                                  " {next}"},
        "better.abandon": {"one": "Καλύτερα να εγκατέλειπες: {who} θα έπαιρνε 1 πόντο",
                           "other": "Καλύτερα να εγκατέλειπες: {who} θα έπαιρνε {n} πόντους"},
        "better.draft": "Καλύτερα να έπαιρνες το {card} στα ανοιχτά φύλλα σου",
        "better.trade": "Καλύτερα να έδινες το {give} από {hand} σου για {slot} στη θέση"
                        " {place}· το {give} θα έμπαινε εκεί {lands}",
        "same.play": "Σχεδόν το ίδιο καλό ήταν να έπαιζες το {card} από {hand} σου",
        "same.raise": {"one": "Σχεδόν το ίδιο καλό ήταν να ανέβαζες: ήταν 1 πόντος, με την"
                              " επόμενη ποινή {next}",
                       "other": "Σχεδόν το ίδιο καλό ήταν να ανέβαζες: ήταν {n} πόντοι, με την"
                                " επόμενη ποινή {next}"},
        "same.abandon": {"one": "Σχεδόν το ίδιο καλό ήταν να εγκατέλειπες: {who} θα έπαιρνε"
                                " 1 πόντο",
                         "other": "Σχεδόν το ίδιο καλό ήταν να εγκατέλειπες: {who} θα έπαιρνε"
                                  " {n} πόντους"},
        "same.draft": "Σχεδόν το ίδιο καλό ήταν να έπαιρνες το {card} στα ανοιχτά φύλλα σου",
        "same.trade": "Σχεδόν το ίδιο καλό ήταν να έδινες το {give} από {hand} σου για {slot}"
                      " στη θέση {place}· το {give} θα έμπαινε εκεί {lands}",
        "hint.play": "Υπόδειξη: παίξε το {card} από {hand} σου",
        "hint.raise": {"one": "Υπόδειξη: ανέβασε· τώρα 1 πόντος, με την επόμενη ποινή {next}",
                       "other": "Υπόδειξη: ανέβασε· τώρα {n} πόντοι, με την επόμενη ποινή"
                                " {next}"},
        "hint.abandon": {"one": "Υπόδειξη: εγκατάλειψε· {who} παίρνει 1 πόντο",
                         "other": "Υπόδειξη: εγκατάλειψε· {who} παίρνει {n} πόντους"},
        "hint.draft": "Υπόδειξη: πάρε το {card} στα ανοιχτά φύλλα σου",
        "hint.trade": "Υπόδειξη: δώσε το {give} από {hand} σου για {slot} στη θέση {place}·"
                      " το {give} μπαίνει εκεί {lands}",
        "lands.up": "ανοιχτό",
        "lands.down": "κλειστό",
        "slot.face_up": "το ανοιχτό {slot_card}",
        "slot.yours": "το κλειστό {slot_card} που έβαλες εσύ",
        "slot.hidden": "το κλειστό φύλλο",
        "news.first_leader": {"you": "Την πρώτη λεβέ την ανοίγεις εσύ",
                              "they": "Την πρώτη λεβέ την ανοίγει {who}"},
        "news.play": {"you": "Έπαιξες το {card} από {hand} σου",
                      "they": "{Who} έπαιξε το {card} από {hand} {own}"},
        "news.trick": {"you": {"one": "Πήρες τη λεβέ: ποινή {loser}· παίζεται 1 πόντος",
                               "other": "Πήρες τη λεβέ: ποινή {loser}· παίζονται {n} πόντοι"},
                       "they": {"one": "{Who} πήρε τη λεβέ: ποινή {loser}· παίζεται 1 πόντος",
                                "other": "{Who} πήρε τη λεβέ: ποινή {loser}· παίζονται {n}"
                                         " πόντοι"}},
        "news.raise": {"you": "Ανέβασες: το παιχνίδι συνεχίζεται",
                       "they": "{Who} ανέβασε: το παιχνίδι συνεχίζεται"},
        "news.abandon": {"you": "Εγκατέλειψες τον γύρο", "they": "{Who} εγκατέλειψε τον γύρο"},
        "news.forced_abandon": {"you": "Η τρίτη σου ποινή τελειώνει τον γύρο",
                                "they": "Η τρίτη ποινή {whose} τελειώνει τον γύρο"},
        "news.exchange": {"you": {"one": "Κέρδισες τον γύρο: 1 πόντος",
                                  "other": "Κέρδισες τον γύρο: {n} πόντοι"},
                          "they": {"one": "{Who} κέρδισε τον γύρο: 1 πόντος",
                                   "other": "{Who} κέρδισε τον γύρο: {n} πόντοι"}},
        "news.exchange.last": {"you": {"one": "Κέρδισες τον γύρο: 1 πόντος, {total} συνολικά",
                                       "other": "Κέρδισες τον γύρο: {n} πόντοι, {total}"
                                                " συνολικά"},
                               "they": {"one": "{Who} κέρδισε τον γύρο: 1 πόντος, {total}"
                                               " συνολικά",
                                        "other": "{Who} κέρδισε τον γύρο: {n} πόντοι, {total}"
                                                 " συνολικά"}},
        "news.draft": {"you": "Πήρες το {card}", "they": "{Who} πήρε το {card}"},
        "news.trade": {"you": "Έδωσες {give} και πήρες {taken} από τη θέση {place}",
                       "they": "{Who} έδωσε {give} και πήρε {taken} από τη θέση {place}"},
        "news.given.hidden": "ένα κλειστό φύλλο",
        "news.taken.hidden": "το κλειστό φύλλο",
        "news.game_over.exact_19": {"you": "Οι βαθμολογίες κάνουν μαζί ακριβώς {target}, άρα"
                                           " κερδίζει όποιος έχει τους λιγότερους πόντους:"
                                           " κερδίζεις εσύ την παρτίδα",
                                    "they": "Οι βαθμολογίες κάνουν μαζί ακριβώς {target}, άρα"
                                            " κερδίζει όποιος έχει τους λιγότερους πόντους:"
                                            " την παρτίδα την κερδίζει {who}"},
        "news.game_over.reached_19": {"you": "Έχεις {target} πόντους ή παραπάνω και κερδίζεις"
                                             " την παρτίδα",
                                      "they": "{Who} έχει {target} πόντους ή παραπάνω και"
                                              " κερδίζει την παρτίδα"},
        "verdict.exact_19": {"you": "{high} + {low} = 19, οπότε κερδίζει όποιος έχει τους"
                                    " λιγότερους πόντους: κερδίζεις εσύ την παρτίδα",
                             "they": "{high} + {low} = 19, οπότε κερδίζει όποιος έχει τους"
                                     " λιγότερους πόντους: την παρτίδα την κερδίζει {who}"},
        "verdict.reached_19": {"you": "Έφτασες τους {high} πόντους (19 ή παραπάνω) και"
                                      " κερδίζεις την παρτίδα",
                               "they": "{Who} έφτασε τους {high} πόντους (19 ή παραπάνω) και"
                                       " κερδίζει την παρτίδα"},
        "exchange": "Γύρος {n}",
        "stakes": {"one": "Παίζεται 1 πόντος", "other": "Παίζονται {n} πόντοι"},
        "stakes.none": "Καμία ποινή ακόμα",
        "score": "{side}: {points}",
        "strikes": {"one": "1 ποινή", "other": "{n} ποινές"},
        "strikes.marks": "ποινές",
        "closed": "Στο χέρι",
        "open": "Ανοιχτά φύλλα",
        "hand.none": "κανένα ακόμα",
        "closed.of": {"one": "Στο χέρι {whose}: 1 φύλλο", "other": "Στο χέρι {whose}: {n} φύλλα"},
        "trick": "Λεβέ",
        "row": "Σειρά ποινών",
        "row.caption": "Σειρά ποινών: με κάθε ποινή ένα από αυτά τα φύλλα γλιστράει προς"
                       " όποιον την πήρε· όποιος χάσει τον γύρο αλλάζει εδώ ένα φύλλο του",
        "row.place": "Θέση {place}: {card}",
        "row.facedown": "κλειστό",
        "row.faceup": "το {card}, ανοιχτό",
        "row.take": "Πάρε το {card} από τη θέση {place} της σειράς",
        "row.take.facedown": "Πάρε το κλειστό φύλλο από τη θέση {place} της σειράς",
        "trade.give.open": "Δώσε το {card} από τα ανοιχτά φύλλα σου",
        "trade.give.closed": "Δώσε το {card} από το χέρι σου",
        "row.yours": "{card}, κλειστό, το έβαλες εσύ",
        "peek": "Τελευταία λεβέ",
        "score.line": "{name}: {points}, {strikes}",
        "history.title": "Γύροι",
        "history.exchange": "Γύρος {n}",
        "history.winner": "Νικητής",
        "history.strikes": "Ποινές",
        "history.stakes": "Πόντοι",
        "history.scores": "Βαθμολογία",
        "last_trick.card": {"you": "Το {card} σου", "they": "Το {card} {whose}"},
        "last_trick": {"you": "Πήρες την τελευταία λεβέ",
                       "they": "Την τελευταία λεβέ την πήρε {who}"},
        "draft.pool": "Φύλλα για επιλογή",
        "prompt.decide": {"one": "Πήρες την πρώτη σου ποινή: εγκαταλείπεις τον γύρο ή"
                                 " ανεβάζεις και συνεχίζεις;",
                          "other": "Έχεις ήδη {n} ποινές: εγκαταλείπεις τον γύρο ή ανεβάζεις"
                                   " και συνεχίζεις;"},
        "ladder.strikes": "Ποινές και των δύο",
        "ladder.points": "Πόντοι που παίζονται",
        "ladder.now": "τώρα",
        "decide.note": {"one": "Αν εγκαταλείψεις, ο γύρος τελειώνει εδώ και {who} παίρνει"
                               " 1 πόντο. Αν ανεβάσεις, όποιος χάσει την επόμενη λεβέ παίρνει"
                               " ποινή και οι πόντοι ανεβαίνουν· τους παίρνει όποιος κερδίσει"
                               " τον γύρο. Με την τρίτη ποινή ο γύρος τελειώνει.",
                        "other": "Αν εγκαταλείψεις, ο γύρος τελειώνει εδώ και {who} παίρνει"
                                 " {n} πόντους. Αν ανεβάσεις, όποιος χάσει την επόμενη λεβέ"
                                 " παίρνει ποινή και οι πόντοι ανεβαίνουν· τους παίρνει όποιος"
                                 " κερδίσει τον γύρο. Με την τρίτη ποινή ο γύρος τελειώνει."},
        "say.decide": {"one": "Εγκαταλείπεις τον γύρο τώρα, και {who} παίρνει 1 πόντο, ή"
                              " ανεβάζεις και συνεχίζεις, για {next} πόντους με την επόμενη"
                              " ποινή;",
                       "other": "Εγκαταλείπεις τον γύρο τώρα, και {who} παίρνει {n} πόντους, ή"
                                " ανεβάζεις και συνεχίζεις, για {next} πόντους με την επόμενη"
                                " ποινή;"},
        "prompt.lead": "Ανοίγεις εσύ: παίξε ένα φύλλο από το χέρι σου ή από τα ανοιχτά σου",
        "prompt.lead.closed": "Ανοίγεις εσύ: παίξε ένα φύλλο από το χέρι σου",
        "prompt.follow": "Απάντησε στο {lead}: τη λεβέ την παίρνει το μεγαλύτερο φύλλο, εκτός"
                         " αν τα δύο κάνουν μαζί 19",
        "prompt.draft": "Διάλεξε ένα φύλλο· παίρνετε εναλλάξ, πρώτος όποιος έχασε τον γύρο",
        "draft.note": "Κάθε φύλλο μπαίνει στα ανοιχτά φύλλα όποιου το παίρνει, και το βλέπετε"
                      " και οι δύο. Τα μεγάλα φύλλα παίρνουν λεβέδες· ένα μικρό φύλλο"
                      " κερδίζει ένα μεγάλο όταν κάνουν μαζί 19.",
        "prompt.trade": "Έχασες τον γύρο, άρα κάνεις ανταλλαγή: διάλεξε ένα φύλλο σου και μετά"
                        " το φύλλο της σειράς ποινών που παίρνεις",
        "trade.note": "Φύλλο από το χέρι σου μπαίνει στη σειρά κλειστό (θα το ξέρεις μόνο"
                      " εσύ)· φύλλο από τα ανοιχτά σου μπαίνει ανοιχτό. Κλειστό φύλλο της σειράς"
                      " έρχεται στο χέρι σου, φανερό στα ανοιχτά σου.",
        "trade.picked": "Δίνεις το {card} από {hand} σου: μπαίνει στη σειρά {lands}. Τώρα"
                        " διάλεξε το φύλλο της σειράς ποινών που παίρνεις.",
        "end.exchange": "Τέλος του γύρου {n}",
        "end.game": "Τέλος παρτίδας",
        "line.strikes": "Ποινές",
        "line.stakes": "Κερδισμένοι πόντοι",
        "line.scores": "Βαθμολογία",
        "tut.first_lead": "Καλώς ήρθες σε μια παρτίδα XIX με οδηγίες! Τα έξι φύλλα στο χέρι"
                          " σου τα βλέπεις μόνο εσύ· τα πέντε κλειστά φύλλα στη μέση είναι η"
                          " σειρά ποινών. Τη λεβέ την παίρνει το μεγαλύτερο φύλλο, εκτός αν τα"
                          " δύο κάνουν μαζί 19: τότε την παίρνει το μικρότερο. Ανοίγεις εσύ:"
                          " παίξε όποιο φύλλο θέλεις.",
        "tut.first_follow": "Καλώς ήρθες σε μια παρτίδα XIX με οδηγίες! Τα έξι φύλλα στο χέρι"
                            " σου τα βλέπεις μόνο εσύ· τα πέντε κλειστά φύλλα στη μέση είναι η"
                            " σειρά ποινών. Τη λεβέ την παίρνει το μεγαλύτερο φύλλο, εκτός αν τα"
                            " δύο κάνουν μαζί 19: τότε την παίρνει το μικρότερο. Ο υπολογιστής"
                            " άνοιξε με το {lead}: σειρά σου.",
        "tut.first_nineteen": "Καλώς ήρθες σε μια παρτίδα XIX με οδηγίες! Τα έξι φύλλα στο"
                              " χέρι σου τα βλέπεις μόνο εσύ· τα πέντε κλειστά φύλλα στη μέση"
                              " είναι η σειρά ποινών. Τη λεβέ την παίρνει το μεγαλύτερο φύλλο,"
                              " εκτός αν τα δύο κάνουν μαζί 19: τότε την παίρνει το μικρότερο. Ο"
                              " υπολογιστής άνοιξε με το {lead}: {card} + {lead} = 19, άρα το"
                              " {card} σου, το μικρότερο, θα έπαιρνε αυτή τη λεβέ.",
        "tut.nineteen_win": "Το {card} και το {lead} κάνουν μαζί 19, και τότε τη λεβέ την"
                            " παίρνει το μικρότερο: το {card} σου θα την κέρδιζε.",
        "tut.nineteen_lose": "Πρόσεξε: το {card} και το {lead} κάνουν μαζί 19, και τότε τη λεβέ"
                             " την παίρνει το μικρότερο, το {lead}.",
        "tut.missed_first_nineteen": "Το {card} σου θα έπαιρνε εκείνη τη λεβέ: {card} + {lead}"
                                     " = 19, και τότε την παίρνει το μικρότερο φύλλο.",
        "tut.missed_nineteen_win": "Το {card} σου θα έπαιρνε εκείνη τη λεβέ: {card} + {lead} ="
                                   " 19, και τότε την παίρνει το μικρότερο φύλλο.",
        "tut.their_strike": {"one": "Πήρες τη λεβέ, άρα ο υπολογιστής πήρε ποινή: ένα φύλλο"
                                    " της σειράς ποινών γλίστρησε προς το μέρος του. Τώρα"
                                    " παίζεται 1 πόντος.",
                             "other": "Πήρες τη λεβέ, άρα ο υπολογιστής πήρε ποινή: ένα φύλλο"
                                      " της σειράς ποινών γλίστρησε προς το μέρος του. Τώρα"
                                      " παίζονται {n} πόντοι."},
        "tut.their_raise": "Ο υπολογιστής ανέβασε: το παιχνίδι συνεχίζεται, και η επόμενη ποινή"
                           " ανεβάζει ξανά τους πόντους.",
        "tut.decide": {"one": "Έχασες τη λεβέ, άρα πήρες ποινή. Αποφάσισε τώρα: αν"
                              " εγκαταλείψεις, ο υπολογιστής παίρνει αμέσως 1 πόντο· αν"
                              " ανεβάσεις και συνεχίσεις, με την επόμενη λεβέ παίζονται {next}"
                              " πόντοι. Ο πίνακας δείχνει τους πόντους για κάθε αριθμό ποινών.",
                       "other": "Έχασες τη λεβέ, άρα πήρες ποινή. Αποφάσισε τώρα: αν"
                                " εγκαταλείψεις, ο υπολογιστής παίρνει αμέσως {n} πόντους· αν"
                                " ανεβάσεις και συνεχίσεις, με την επόμενη λεβέ παίζονται {next}"
                                " πόντοι. Ο πίνακας δείχνει τους πόντους για κάθε αριθμό ποινών."},
        "tut.draft": "Ο γύρος τελείωσε και τα φύλλα του τα μοιράζεστε διαλέγοντας: ξεκινά"
                     " όποιος τον έχασε, κι ύστερα εσύ και ο υπολογιστής με τη σειρά. Κάθε φύλλο"
                     " μπαίνει στα ανοιχτά φύλλα όποιου το πήρε, όπου το βλέπετε και οι δύο."
                     " Τα μεγάλα φύλλα παίρνουν λεβέδες (ένα μικρό νικά ένα μεγάλο όταν"
                     " κάνουν μαζί 19): πάρε το {card}.",
        "tut.trade": "Με την ανταλλαγή όποιος έχασε τον γύρο φτιάχνει το χέρι του: άλλαξε ένα"
                     " φύλλο που δεν σου χρειάζεται με ένα της σειράς ποινών. Φύλλο από το χέρι"
                     " σου μπαίνει στη σειρά κλειστό, και μόνο εσύ το ξέρεις· φύλλο από τα"
                     " ανοιχτά σου μπαίνει ανοιχτό.",
        "tut.open": "Αυτά είναι τα ανοιχτά φύλλα σου: όσα πήρες στην επιλογή φύλλων. Τα βλέπετε"
                    " και οι δύο, και τα παίζεις όπως και τα άλλα.",
        "tut.exchange_end": "Όποιος κερδίζει τον γύρο παίρνει τους πόντους που παίζονται. Την"
                            " παρτίδα την κερδίζει όποιος φτάσει πρώτος τους 19 πόντους· αν"
                            " όμως οι δύο βαθμολογίες κάνουν μαζί ακριβώς 19, κερδίζει όποιος"
                            " έχει τους λιγότερους.",
        "tut.game_end": "Αυτή ήταν μια ολόκληρη παρτίδα XIX. Οι «Κανόνες» τα εξηγούν όλα ξανά"
                        " όποτε τα χρειαστείς.",
        "tut.nineteen_trick": "Στην τελευταία λεβέ, το {high} και το {low} έκαναν 19, άρα την"
                              " πήρε το μικρότερο φύλλο, το {low}.",
        "tut.their_abandon": {"one": "Ο υπολογιστής εγκατέλειψε, άρα κέρδισες αμέσως τον πόντο"
                                     " που παιζόταν, και ο γύρος τελείωσε.",
                              "other": "Ο υπολογιστής εγκατέλειψε, άρα κέρδισες αμέσως τους"
                                       " {n} πόντους που παίζονταν, και ο γύρος τελείωσε."},
        "tut.third_strike_you": {"one": "Αυτή ήταν η τρίτη σου ποινή: ο γύρος τελείωσε, και ο"
                                        " υπολογιστής κέρδισε τον πόντο που παιζόταν.",
                                 "other": "Αυτή ήταν η τρίτη σου ποινή: ο γύρος τελείωσε, και"
                                          " ο υπολογιστής κέρδισε τους {n} πόντους που"
                                          " παίζονταν."},
        "tut.third_strike_them": {"one": "Αυτή ήταν η τρίτη ποινή του υπολογιστή: ο γύρος"
                                         " τελείωσε, και κέρδισες τον πόντο που παιζόταν.",
                                  "other": "Αυτή ήταν η τρίτη ποινή του υπολογιστή: ο γύρος"
                                           " τελείωσε, και κέρδισες τους {n} πόντους που"
                                           " παίζονταν."},
        "tut.their_trade": "Ο υπολογιστής έχασε τον γύρο, άρα έκανε ανταλλαγή: έβαλε ένα φύλλο"
                           " του στη σειρά ποινών και πήρε ένα από εκεί.",
        "tut.last_raise": "Έχεις δύο ποινές. Αν ανεβάσεις και πάρεις τρίτη, ο γύρος τελειώνει"
                          " και ο υπολογιστής κερδίζει τους πόντους που παίζονται τότε· αν"
                          " εγκαταλείψεις τώρα, κερδίζει όσους παίζονται τώρα.",
        "tut.new_exchange": "Νέος γύρος: καμία ποινή, οι πόντοι ξεκινούν πάλι από την αρχή, και"
                            " παίζει πρώτος όποιος πήρε την τελευταία λεβέ.",
        "tut.lead_again": "Πήρες την τελευταία λεβέ, άρα παίζεις πάλι πρώτος. Ένα φύλλο είναι"
                          " ασφαλές μόνο αν κανένα δεν το κερδίζει ούτε κάνει 19 μαζί του.",
        "tut.end_near": {"one": "Η βαθμολογία είναι {mine} προς {theirs}. Αν ανεβάσεις, αυτός"
                                " ο γύρος αξίζει 1 πόντο και μπορεί να τελειώσει την παρτίδα."
                                " Πριν διαλέξεις, λογάριασε πού πάει η βαθμολογία σε κάθε"
                                " περίπτωση.",
                         "other": "Η βαθμολογία είναι {mine} προς {theirs}. Αν ανεβάσεις, αυτός"
                                  " ο γύρος αξίζει {n} πόντους και μπορεί να τελειώσει την"
                                  " παρτίδα. Πριν διαλέξεις, λογάριασε πού πάει η βαθμολογία σε"
                                  " κάθε περίπτωση."},
        "tut.cannot_take": "Κανένα φύλλο σου δεν παίρνει το {lead} (κανένα μεγαλύτερο, κανένα"
                           " που να κάνει 19 μαζί του), άρα αυτή η λεβέ σού δίνει ποινή: παίξε"
                           " το φύλλο που σου χρειάζεται λιγότερο.",
        "tut.their_open": "Τα ανοιχτά φύλλα του υπολογιστή τα βλέπεις: πριν παίξεις, κοίτα"
                          " ποια από αυτά κερδίζουν τα δικά σου ή κάνουν 19 μαζί τους.",
        "tut.row_yours": "Το {card} που έβαλες κλειστό στη σειρά ποινών το ξέρεις μόνο εσύ:"
                         " αν το πάρει ο υπολογιστής σε ανταλλαγή, θα ξέρεις ότι το έχει.",
        "tut.reckon_19": "Γύρος {n}: η βαθμολογία είναι {mine} προς {theirs}. Σου λείπουν"
                         " {need} για τους 19, στον υπολογιστή {need_them}· και με {gap} ακόμα"
                         " συνολικά οι δύο βαθμολογίες κάνουν ακριβώς 19, οπότε κερδίζει όποιος"
                         " έχει τους λιγότερους.",
        "tut.reckon": "Γύρος {n}: η βαθμολογία είναι {mine} προς {theirs}. Σου λείπουν {need}"
                      " για τους 19, στον υπολογιστή {need_them}· μαζί έχετε ήδη πάνω από 19,"
                      " άρα τώρα κερδίζει όποιος φτάσει πρώτος τους 19.",
        "tut.game_point": "Η βαθμολογία είναι τώρα {mine} προς {theirs}, άρα ο επόμενος γύρος"
                          " μπορεί να τελειώσει την παρτίδα. Διάλεξε τα φύλλα που θα σου"
                          " φέρουν λεβέδες σε αυτόν, και σκέψου ποια αφήνεις στον υπολογιστή.",
        "tut.close": "Η βαθμολογία είναι {mine} προς {theirs}. Η παρτίδα τελειώνει όταν"
                     " κάποιος φτάσει τους 19 πόντους ή όταν οι δύο βαθμολογίες μαζί κάνουν"
                     " ακριβώς 19: τότε κερδίζει όποιος έχει τους λιγότερους. Ζύγισε κάθε"
                     " ανέβασμα με αυτό.",
        "why.takes_trick": "το {card} παίρνει τη λεβέ απέναντι στο {lead}",
        "why.gives_up": "το {card} χάνει τη λεβέ φτηνά απέναντι στο {lead}",
        "why.no_threat": "τίποτα απ' όσα μπορεί να έχει ο αντίπαλος δεν κερδίζει το {card}",
        "why.takes_exchange": "το {card} παίρνει τη λεβέ απέναντι στο {lead} και, με την τρίτη"
                              " ποινή του αντιπάλου, τον γύρο: {n} πόντοι για σένα",
        "why.takes_game": "το {card} παίρνει τη λεβέ και, με την τρίτη ποινή του αντιπάλου, τον"
                          " γύρο: με {n} πόντους οι βαθμολογίες γίνονται {mine} και {theirs} και"
                          " κερδίζεις την παρτίδα",
        "why.takes_game_19": "το {card} παίρνει τη λεβέ και, με την τρίτη ποινή του αντιπάλου,"
                             " τον γύρο: με {n} πόντους οι βαθμολογίες γίνονται {mine} και"
                             " {theirs}, ακριβώς 19 μαζί, και κερδίζεις την παρτίδα εσύ, που"
                             " έχεις τους λιγότερους πόντους",
        "why.loses_game_19": "το {card} χάνει τη λεβέ από το {lead}, με την τρίτη σου ποινή: με"
                             " {n} πόντους για τον αντίπαλο οι βαθμολογίες γίνονται {mine} και"
                             " {theirs}, ακριβώς 19 μαζί, και κερδίζεις την παρτίδα εσύ, που"
                             " έχεις τους λιγότερους πόντους",
        "why.avoid_take_19": "αν έπαιρνες αυτή τη λεβέ, ο γύρος θα τελείωνε με {n} πόντους για"
                             " σένα: οι βαθμολογίες θα γίνονταν {mine} και {theirs}, ακριβώς 19"
                             " μαζί, και θα κέρδιζε την παρτίδα ο αντίπαλος, που θα είχε τους"
                             " λιγότερους πόντους",
        "why.avoid_lose": "αν έχανες αυτή τη λεβέ, θα ήταν η τρίτη σου ποινή: με {n} πόντους για"
                          " τον αντίπαλο οι βαθμολογίες θα γίνονταν {mine} και {theirs}, και θα"
                          " κέρδιζε την παρτίδα ο αντίπαλος",
        "why.avoid_lose_19": "αν έχανες αυτή τη λεβέ, θα ήταν η τρίτη σου ποινή: με {n} πόντους"
                             " για τον αντίπαλο οι βαθμολογίες θα γίνονταν {mine} και {theirs},"
                             " ακριβώς 19 μαζί, και θα κέρδιζε την παρτίδα ο αντίπαλος, που θα"
                             " είχε τους λιγότερους πόντους",
        "why.raise": {"one": "με την εγκατάλειψη ο αντίπαλος θα έπαιρνε 1 πόντο: οι βαθμολογίες"
                             " θα γίνονταν {mine} και {theirs}, και θα κέρδιζε την παρτίδα ο"
                             " αντίπαλος",
                      "other": "με την εγκατάλειψη ο αντίπαλος θα έπαιρνε {n} πόντους: οι"
                               " βαθμολογίες θα γίνονταν {mine} και {theirs}, και θα κέρδιζε την"
                               " παρτίδα ο αντίπαλος"},
        "why.raise_19": {"one": "με την εγκατάλειψη ο αντίπαλος θα έπαιρνε 1 πόντο: οι"
                                " βαθμολογίες θα γίνονταν {mine} και {theirs}, ακριβώς 19 μαζί,"
                                " και θα κέρδιζε την παρτίδα ο αντίπαλος, που θα είχε τους"
                                " λιγότερους πόντους",
                         "other": "με την εγκατάλειψη ο αντίπαλος θα έπαιρνε {n} πόντους: οι"
                                  " βαθμολογίες θα γίνονταν {mine} και {theirs}, ακριβώς 19 μαζί,"
                                  " και θα κέρδιζε την παρτίδα ο αντίπαλος, που θα είχε τους"
                                  " λιγότερους πόντους"},
        "why.abandon_19": "με την εγκατάλειψη οι βαθμολογίες γίνονται {mine} και {theirs},"
                          " ακριβώς 19 μαζί: έχεις τους λιγότερους πόντους και κερδίζεις την"
                          " παρτίδα",
        "why.draft_last": "το {card} είναι το τελευταίο φύλλο που μένει",
        "why.leaves_nothing": "αφήνει στον αντίπαλο το {left}, με το οποίο δεν κερδίζει κανένα"
                              " φύλλο σου",
        "why.beats_theirs_alone": "το {card} κερδίζει το {theirs} του αντιπάλου, ενώ κανένα"
                                  " φύλλο σου δεν το κερδίζει",
        "why.beats_theirs": "το {card} κερδίζει το {theirs} του αντιπάλου, ενώ το {other} όχι",
        "why.keeps_from_them": "κρατά μακριά από τον αντίπαλο το {card}, το μόνο φύλλο που"
                               " μένει να πάρετε και κερδίζει το {mine} σου",
        "why.keeps_only": "κρατά το {card} σου, το μόνο φύλλο σου που κερδίζει το {theirs} του"
                          " αντιπάλου",
        "why.lost_19.rarely": "μετά από αυτή την επιλογή σπάνια χάνεις σύντομα με τον κανόνα"
                              " του 19, ενώ μετά {alt} αυτό γίνεται συχνά",
        "why.lost_19.less": "μετά από αυτή την επιλογή χάνεις σύντομα με τον κανόνα του 19 πιο"
                            " σπάνια απ' ό,τι μετά {alt}",
        "why.near_19.rarely": "μετά από αυτή την επιλογή σπάνια φτάνεις έναν γύρο πριν από την"
                              " ήττα με τον κανόνα του 19, ενώ μετά {alt} αυτό γίνεται συχνά",
        "why.near_19.less": "μετά από αυτή την επιλογή φτάνεις έναν γύρο πριν από την ήττα με τον"
                            " κανόνα του 19 πιο σπάνια απ' ό,τι μετά {alt}",
        "why.loses_less.rarely": "με αυτή την επιλογή η παρτίδα σπάνια χάνεται γρήγορα, ενώ"
                                 " με {alt} αυτό συμβαίνει συχνά",
        "why.loses_less.less": "με αυτή την επιλογή η παρτίδα χάνεται γρήγορα πιο σπάνια απ'"
                               " ό,τι με {alt}",
        "why.points": "ως το τέλος {span}, αυτή η επιλογή σού φέρνει συνήθως περισσότερους"
                      " πόντους από {alt}",
        "why.lost_19.rarely.cards": "μετά το {card} σπάνια χάνεις σύντομα με τον κανόνα του 19,"
                                    " ενώ μετά το {other} αυτό γίνεται συχνά",
        "why.lost_19.less.cards": "μετά το {card} χάνεις σύντομα με τον κανόνα του 19 πιο σπάνια"
                                  " απ' ό,τι μετά το {other}",
        "why.near_19.rarely.cards": "μετά το {card} σπάνια φτάνεις έναν γύρο πριν από την ήττα με"
                                    " τον κανόνα του 19, ενώ μετά το {other} αυτό γίνεται συχνά",
        "why.near_19.less.cards": "μετά το {card} φτάνεις έναν γύρο πριν από την ήττα με τον"
                                  " κανόνα του 19 πιο σπάνια απ' ό,τι μετά το {other}",
        "why.loses_less.rarely.cards": "με το {card} η παρτίδα σπάνια χάνεται γρήγορα, ενώ με"
                                       " το {other} αυτό συμβαίνει συχνά",
        "why.loses_less.less.cards": "με το {card} η παρτίδα χάνεται γρήγορα πιο σπάνια απ'"
                                     " ό,τι με το {other}",
        "why.points.cards": "ως το τέλος {span}, το {card} σού φέρνει συνήθως περισσότερους"
                            " πόντους από το {other}",
        "why.points.abandon": "αν εγκαταλείψεις τώρα, ως το τέλος {span} συνήθως χάνεις"
                              " λιγότερα απ' ό,τι αν ανεβάσεις",
        "why.points.raise": "αν ανεβάσεις, ως το τέλος {span} συνήθως κερδίζεις περισσότερους"
                            " πόντους απ' ό,τι αν εγκαταλείψεις τώρα",
        "why.plain": {"one": "είναι η μόνη σου επιλογή",
                      "other": "από τις {choices} επιλογές σου, αυτή σού δίνει την καλύτερη"
                               " πιθανότητα να κερδίσεις από εδώ και πέρα"},
        "why.plain.card": {"one": "το {card} είναι η μόνη σου επιλογή",
                           "other": "από τις {choices} επιλογές σου, το {card} σού δίνει την"
                                    " καλύτερη πιθανότητα να κερδίσεις από εδώ και πέρα"},
        "why.alt.played": "την επιλογή σου",
        "why.alt.next": "την επόμενη καλύτερη επιλογή",
        "why.other.next": "επόμενο καλύτερο φύλλο σου, το {other}",
        "why.span.this": "του επόμενου γύρου",
        "why.span.next": "του μεθεπόμενου γύρου",
        "review.cost.win.win": "Η νίκη σου έμεινε πιθανή, αλλά λιγότερο",
        "review.cost.win.even": "Εδώ η παρτίδα από πιθανή νίκη έγινε αμφίρροπη",
        "review.cost.win.loss": "Εδώ μια πιθανή νίκη έγινε πιθανή ήττα",
        "review.cost.even.even": "Μείωσε τις πιθανότητές σου σε μια αμφίρροπη παρτίδα",
        "review.cost.even.loss": "Εδώ η παρτίδα άρχισε να γέρνει προς την ήττα",
        "review.cost.loss.loss": "Μια πιθανή ήττα έγινε ακόμη πιθανότερη",
    },
}


def _hand(fact: dict, v) -> str:
    return v.t(f"hand.{fact['hand']}")


def choice(fact: dict, v, form: str = "do") -> str:
    """The label of a decision the seat on screen may take; form "did": the decision it took
    (a review); "better", "same": a review's verdict on a decision it did not take (better,
    about as good); "hint": a hint's advice; "ask": a study's question (a XIX label says
    what the table shows)."""
    form = "do" if form == "ask" else form
    kind = fact["kind"]
    if kind == "play":
        return v.t(f"{form}.play", card=fact["card"], hand=_hand(fact, v))
    if kind == "raise":
        return v.t(f"{form}.raise", n=fact["stakes"], next=fact["next"])
    if kind == "abandon":   # N5: the other player scores the stakes as they stand
        return v.of(f"{form}.abandon", 1 - fact["player"], n=fact["stakes"])
    if kind == "draft":
        return v.t(f"{form}.draft", card=fact["card"])
    slot = v.t(f"slot.{fact['slot']}", slot_card=fact["slot_card"])
    return v.t(f"{form}.trade", give=fact["give"], hand=_hand(fact, v), slot=slot,
               place=fact["position"] + 1,
               lands=v.t("lands.up" if fact["lands_face_up"] else "lands.down"))


def refused(event: dict, v, n: int) -> str | None:
    """Why a record's event, a play made as move `n`, is refused, in words: who plays which
    card (embed.refusal); None for an event of another kind."""
    card, p = event.get("play"), event.get("player")
    if not is_int(card) or card not in CARDS or not is_int(p) or not 0 <= p < len(v.names):
        return None
    return v.of("refused.play", p, card=card, n=n)


def narrate(fact: dict, v) -> str | None:
    """A move-log sentence for a fact, or None for one the log leaves out."""
    kind = fact["kind"]
    p = fact.get("player")
    if kind == "play":
        return v.of("news.play", p, card=fact["card"], hand=_hand(fact, v))
    if kind == "trick":
        return v.of("news.trick", p, loser=v.names[fact["loser"]].forms["to"],
                    n=fact["stakes"])
    if kind in ("raise", "abandon", "forced_abandon", "first_leader"):
        return v.of(f"news.{kind}", p)
    if kind == "exchange":
        if game_end(*fact["scores"]):   # the last: said with the total the game ended on
            return v.of("news.exchange.last", p, n=fact["points"], total=fact["scores"][p])
        return v.of("news.exchange", p, n=fact["points"])
    if kind == "draft":
        return v.of("news.draft", p, card=fact["card"])
    if kind == "trade":
        give = (v.t("card.the", card=fact["give"]) if fact["give"] is not None
                else v.t("news.given.hidden"))
        taken = (v.t("card.the", card=fact["taken"]) if fact["taken"] is not None
                 else v.t("news.taken.hidden"))
        return v.of("news.trade", p, give=give, taken=taken, place=fact["position"] + 1)
    if kind == "game_over":
        return v.of(f"news.game_over.{fact['end']}", fact["player"], target=TARGET)
    return None


def reason(why: dict, v) -> str:
    """A hint's reason, from the AI's facts (xix/explain.py `why`)."""
    params = {k: val for k, val in why.items() if k not in ("key", "tail")}
    if "alt" in params:     # the choice compared with, and how far the playouts looked
        if params["alt"] == "next" and "other" in params:   # which card that is: the runner-up
            params["other"] = v.t("why.other.next", other=params["other"])
        params.update(alt=v.t(f"why.alt.{params['alt']}"), span=v.t(f"why.span.{why['span']}"))
    if why["key"] in ("why.plain", "why.plain.card"):
        params["n"] = why["choices"]
    text = v.t(why["key"], **params)
    return text[:1].upper() + text[1:]


def note(key: str, params: dict, v) -> str:
    """A note of the guided game (xix/tutorial.py); "reckon@7": exchange 7's "reckon"."""
    return v.t(f"tut.{key.split('@')[0]}", **params)
