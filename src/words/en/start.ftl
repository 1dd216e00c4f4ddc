# Hangar's English catalog: the start screen's words, all the lobby (the first load) carries.
# The rest arrive with a game's table: app.ftl and the game's own file.
# One message per line: key = pattern. { $name } is an argument;
# { $n -> [one] … *[other] … } chooses by the plural of $n.

# The games, the difficulty levels, the start screen and the lobby, the language switch, the
# page's description (also in static/manifest.webmanifest) and the panel shown if the app stops.
game-lcg = Star Wars: The Card Game
game-swu = Star Wars: Unlimited
game-swccg = Star Wars CCG
level-easy = Easy
level-normal = Normal
level-hard = Hard
start-lead = The pilot rules of the Star Wars card games. Choose a game and how to play.
lobby-loading = Setting up the table…
lobby-load-failed = The table could not be loaded. Check the connection and choose again.
start-difficulty = Difficulty against the computer
start-computer-lead = Play against the computer, which plays the other side by the same rules, or hot-seat: two players taking turns on this device, each hand hidden until its player takes the device.
start-play-as = Play as the { $seat }
start-hot-seat = Hot-seat game (two players, one device)
start-scenarios = Scenarios
start-scenarios-lead = The worked examples of the rulebooks, set up to play, with the rule beside the table.
start-back = Back to the table
start-last-time = (last time)
start-decks = Decks
start-your-decks = Your decks:
start-deck-unnamed = (no name)
lang-label = Language
app-description = Play the pilot rules of the Star Wars card games in your browser, online or off.
crash-title = Hangar stopped working
crash-lead = Something went wrong inside the game. Your last autosave is kept in this browser: reload the page to go on from it, or export it to a file first.
crash-export = Export game
crash-reload = Reload

# Star Wars: The Card Game: its sides, who starts, and its scenarios.
lcg-pilot-x = Example 1 — Pilot (X)
lcg-piloting-limit = Example 2 — Piloting Limit
lcg-faction = Example — Filthy Accusations (Faction)
lcg-skirmish = Skirmish — whole turns with a few cards
lcg-side-dark = Dark Side
lcg-side-light = Light Side
lcg-who-starts = The Dark Side takes the first turn.

# Star Wars: Unlimited: its decks, who starts, and its scenarios.
swu-piloting-restriction = 3.6.b — Piloting's attachment restriction
swu-extra-pilot = 3.6.c — Millennium Falcon takes an additional Pilot
swu-play-a-unit = 6.2.a — “Play a unit” cannot use Piloting
swu-unique-hera = 29.a — A second Hera Syndulla
swu-pilot-leader = Darth Vader deploys as a Pilot
swu-deck-red-squadron = Red Squadron (Wedge Antilles)
swu-deck-victor-squadron = Victor Squadron (Darth Vader)
swu-who-starts = A random flip decides who chooses the player to start with the initiative.

# Star Wars CCG: its sides, who starts, and its scenarios.
swccg-vader-pilots = [O3] Darth Vader pilots a starship or a combat vehicle
swccg-danz-borin = [O7] Danz Borin, gunner
swccg-permanent-pilot = [S11] A starfighter with a permanent pilot deploys
swccg-no-permanent-pilot = [S12] A starfighter without a permanent pilot deploys
swccg-landing = [S13] [S15] Landing and taking off
swccg-ties-need-docking-bays = [S14] TIEs require docking bays
swccg-landed = [S16] A landed starfighter in battle
swccg-vehicles = [V2] [V5] Getting in and out of a vehicle
swccg-side-dark = Dark Side
swccg-side-light = Light Side
swccg-who-starts = The Dark Side takes the first turn, unless a starting location says otherwise.
