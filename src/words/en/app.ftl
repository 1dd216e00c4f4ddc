# Hangar's English catalog: the words around the games.
# One message per line: key = pattern. { $name } is an argument;
# { $n -> [one] … *[other] … } chooses by the plural of $n.

number = { $n }
log-printed = { $text }
prompt-waiting = Waiting for the { $side }.
rule-citation = { $game } — { $section }
rule-card-text = the text of { $card }
refusal-no-such-action = There is no action number { $n } in this position.

seat-to-act = to act
hint-drag = Drag a lit card onto a lit target, or click (or Enter) the card and then the target.
refusal-game-over = The game is over.
refusal-no-such-card = There is no such card in this game.
refusal-wrong-phase = That is done in another phase: { $phase }.
refusal-choice-pending = A choice must be made first.
refusal-not-an-answer = That does not answer the choice being made.
refusal-rule = Rule: { $rule }
actions-all = Legal actions ({ $n })
log-title = Log
log-undone = Undone: back one action.
players-at-device = { $seat }: player at this device
players-you = You: { $seat }
players-computer = { $seat }: { $computer }
computer-name = Computer ({ $level })
computer-thinking = Computer is thinking…
tool-new-game = New game
ending-scenario-complete = Scenario complete.
drag-put-back = Put back.
drag-a-card = card
drag-picked-up = { $card } picked up. { $n -> [one] 1 place accepts it. *[other] { $n } places accept it. }
drag-keyboard-help = Arrow keys move between them, Enter drops, Escape cancels.
resources-count = { $n -> [one] 1 card *[other] { $n } cards }
resources-ready = { $ready } ready · { $turned } exhausted
location-side = { $seat } at { $location }
zone-empty = empty
zone-drop-here = drop a card here, face down

text-live = Active now
text-inactive = Not active now

role-attached = Attached

save-unknown-game = it is a game this version of Hangar does not know
save-unknown-schema = its game was saved in a form this version does not know ({ $found }; this one reads up to { $supported })
save-newer-schema = its game was saved by a newer Hangar ({ $found }; this one reads up to { $supported })
save-unreadable-state = its game cannot be read ({ $detail })
save-problem-seat = a player sits at a seat the table does not have
save-error-empty = the file is empty
save-error-too-large = it is too large to be a Hangar save ({ $bytes } bytes)
save-error-not-json = it is not a Hangar save (not JSON: { $detail })
save-error-not-a-save = it is JSON, but not a Hangar save
save-error-newer = it was saved by a newer Hangar (save version { $found }; this one reads up to { $supported })
save-error-unreadable = it is damaged ({ $detail })
save-error-game = { $problem }
save-error-inconsistent = its game is inconsistent ({ $problem })
save-error-garbled = it is garbled (it has characters a Hangar save never has)
save-error-damaged = it is damaged ({ $problem })
save-damage-header = it does not begin as a Hangar save or link of this version does
save-damage-truncated = it ends before its last field
save-damage-overlong = a number in it is longer than its field allows
save-damage-not-text = a text in it is not UTF-8
save-damage-unknown-tag = a field in it is of a kind Hangar does not know
save-damage-too-deep = its log nests messages deeper than Hangar writes them
save-damage-trailing = it goes on past its last field
link-error-empty = the link holds no position
link-error-too-long = the link is too long to be a Hangar position
link-error-unknown-version = the link is not from this version of Hangar
link-error-garbled = the link is garbled (it has characters a Hangar link never has)
link-error-truncated = the link is cut short or damaged
link-error-unreadable = the link's position cannot be read ({ $detail })
link-error-game = { $problem }
link-error-inconsistent = the link's position is inconsistent ({ $problem })
link-error-damaged = the link is damaged ({ $problem })

# The toolbar and the dialogs.
tool-bar = Game
tool-undo = Undo
tool-share = Share
tool-export = Export
tool-import = Import
dialog-dismiss = Dismiss
dialog-close = Close
dialog-new-game = Start a new game?
dialog-new-game-replaces = The game in progress ({ $game }) will be replaced.
dialog-new-game-yes = Start a new game
dialog-keep-playing = Keep playing
dialog-from-link = This link holds a position
dialog-from-file = This file holds a game
dialog-from-scenario = Open this scenario
dialog-open-instead = Open it in place of your current game ({ $game })?
dialog-open-it = Open it
dialog-keep-mine = Keep my game
dialog-share = Share this position
dialog-share-lead = Anyone who opens this link sees this position in Hangar as your seat sees it, played the same way (it asks before replacing their game).
dialog-share-link = Share link
dialog-copy = Copy
dialog-copied = Copied
handover-title = Pass the device to { $seat }
handover-lead = { $seat }: your hand stays hidden until you press the button.
handover-take = I am { $seat } — show my hand

# Notices.
seat-number = seat { $n }
notice-link-unreadable = This share link could not be opened: { $reason }. Your game is untouched.
notice-file-unreadable = That file could not be opened: { $reason }. Your game is untouched.
notice-file-unreadable-bytes = it could not be read ({ $detail })
notice-autosave-unreadable = Your saved game could not be read: { $reason }. It is kept as it is: download it to keep a copy, or let it go. Until then, this game is not saved.
notice-download = Download it
notice-let-go = Let it go
notice-save-failed = Your game could not be saved in this browser (its storage may be full or turned off). Play goes on; export the game to keep it.
notice-moves-not-kept = The last moves of your game could not be kept: this browser's storage is still full. The table shows the game as it was last saved; export the game to keep the moves since.
notice-export = Export the game

# The log's headings and move markers.
log-turn = Turn { $n } · { $seat }
log-turn-everyone = all players
log-round = Round { $n }
log-phase = { $phase }
log-move = { $seat }
log-move-computer = { $seat } · computer
log-repeated = { $line } ×{ $n }

# The table.
table-label = Table
drawer-label = Log and rule
reference-label = Rule
shared-zones = Between the players
prompt-bar = What to do now
tool-menu = Menu
tool-log = Log
card-label = { $card }, { $kind }
card-hidden = A hidden card
card-state-turned = turned
card-state-selected = picked up
card-state-movable = you can play or move it
card-state-target = a legal choice now
card-state-pays = spent to pay
zoom-open = Show { $card } in full
zoom-title = { $card } in full
pile-label = { $pile }: { $n -> [one] 1 card *[other] { $n } cards }
pile-empty = No cards: the pile is empty.
pile-face-down = { $n -> [one] 1 card, face down *[other] { $n } cards, face down }
confirm-title = Make this play?
confirm-lead = It spends what it says: confirm it, or put it back.
choose-title = Choose one
choose-lead = Each is a different legal play: pick one, then confirm.
pay-title = Choose how to pay
pay-lead = The engine's suggestion is chosen and marked on the table. Pick another way here, or click the cards to spend.
pay-confirm = Confirm
pay-cancel = Cancel
pay-announce = { $n } ways to make this play. Suggested:

# The end of a game.
end-you-win = You win!
end-computer-wins = The computer wins
end-game-over = Game over
end-draw = A draw
end-scenario = The scenario is over
end-length = { $turns -> [one] 1 turn *[other] { $turns } turns }, { $moves -> [one] 1 move *[other] { $moves } moves }
end-length-rounds = { $rounds -> [one] 1 round *[other] { $rounds } rounds }, { $moves -> [one] 1 move *[other] { $moves } moves }
end-length-moves = { $moves -> [one] 1 move *[other] { $moves } moves }
end-rematch = Play again
end-look-back = Look at the final table
end-show = Show the result
