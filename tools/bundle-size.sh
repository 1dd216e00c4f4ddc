#!/usr/bin/env bash
# Prints the gzip -9 size of the release bundle in dist/ (or $DIST): the first load (the lobby's
# wasm and js, its snippets, the css: what a first visit needs to show the start screen), then
# for each game its table (its wasm and js, loaded when the game is chosen, or at once to resume
# it), its deck builder (loaded when its Decks opens) and its computer player's Web Worker (fetched when a game against the computer starts), and
# what a player of that game fetches in all: before a hot-seat table is playable (the lobby and the
# table) and before the computer's first move (the worker's script too: its wasm is the table's).
# Each is set against the goals of issue #30 (300 KB and 450 KB), which it says it meets or not.
#   tools/bundle-size.sh            a report
#   tools/bundle-size.sh --budget   the same, failing when the first load is over $FIRST_LOAD_BUDGET
#                                   bytes (default 112500), a game's hot-seat total over
#                                   $HOT_SEAT_BUDGET (default 770000) or its computer total over
#                                   $COMPUTER_BUDGET (default 771000): the ceilings that keep what
#                                   the split reached from growing back (tools/test.sh runs it so;
#                                   the history of each in docs/benchmarks.md);
#                                   and when the lobby's wasm holds words beyond the start
#                                   screen's, or a table's another game's
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/${DIST:-dist}"
first_budget="${FIRST_LOAD_BUDGET:-112500}"
hot_seat_budget="${HOT_SEAT_BUDGET:-770000}"
computer_budget="${COMPUTER_BUDGET:-771000}"
hot_seat_goal=300000
computer_goal=450000
total=0
report() {
  local label="$1"
  shift
  local f raw gz
  total=0
  for f in "$@"; do
    [ -f "$f" ] || continue
    case "$f" in *.br | *.gz) continue ;; esac
    raw=$(wc -c <"$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    total=$((total + gz))
    printf '  %-52s %8d bytes  %7d bytes gzip\n' "$f" "$raw" "$gz"
  done
  printf '%s (gzip -9): %d bytes (%d KiB)\n' "$label" "$total" $(((total + 1023) / 1024))
}
verdict() {
  if [ "$1" -le "$2" ]; then echo "within the goal of $2"; else echo "over the goal of $2 by $(($1 - $2))"; fi
}
shopt -s nullglob globstar
first=()
for f in *.wasm *.js *.css snippets/**/*.js; do
  case "$f" in
    search-worker* | hangar-table* | hangar-decks* | sw.js) ;;
    *) first+=("$f") ;;
  esac
done
report "first load: the lobby (wasm + js + css)" "${first[@]}"
first_total=$total
failed=0
games=()
for f in hangar-table-*_bg.wasm; do
  game="${f#hangar-table-}"
  games+=("${game%_bg.wasm}")
done
for game in "${games[@]}"; do
  echo
  report "$game: the table (wasm + js), loaded when the game is chosen" "hangar-table-$game.js" "hangar-table-${game}_bg.wasm"
  table=$total
  report "$game: the deck builder (wasm + js), loaded when its Decks opens" "hangar-decks-$game.js" "hangar-decks-${game}_bg.wasm"
  echo "$game: fetched before the deck builder opens from the start screen: $((first_total + total)) bytes gzip"
  # The computer's worker runs the table's own wasm, handed over compiled: its script is all it adds.
  report "$game: the computer player's worker (its script; its wasm is the table's), with a game against the computer" search-worker.js
  worker=$total
  hot_seat=$((first_total + table))
  computer=$((hot_seat + worker))
  echo "$game: fetched before a hot-seat table: $hot_seat bytes gzip, $(verdict "$hot_seat" "$hot_seat_goal")"
  echo "$game: fetched before the computer's first move: $computer bytes gzip, $(verdict "$computer" "$computer_goal")"
  if [ "${1:-}" = "--budget" ]; then
    if [ "$hot_seat" -gt "$hot_seat_budget" ]; then
      echo "FAIL: $game's hot-seat table needs $hot_seat bytes gzip, over its budget of $hot_seat_budget" >&2
      failed=1
    fi
    if [ "$computer" -gt "$computer_budget" ]; then
      echo "FAIL: $game's computer's first move needs $computer bytes gzip, over its budget of $computer_budget" >&2
      failed=1
    fi
  fi
done
echo
# Words: the lobby carries the start screen's alone (src/words/<language>/start.ftl), a table
# its own game's and the app's, no other game's. A catalog file's messages are found in a wasm
# by their lines, `key = pattern`, as the file is embedded.
keys_of() { sed -n 's/^\([a-z0-9-]*\) = .*/^\1 = /p' "$root/src/words/en/$1.ftl" "$root/src/words/pl/$1.ftl"; }
lines_of() { grep -a -c -f <(keys_of "$2") "$1" || true; }
words() {
  local wasm="$1" holds="$2" file n
  for file in start app lcg swu swccg; do
    n=$(lines_of "$wasm" "$file")
    case " $holds " in
      *" $file "*)
        if [ "$n" -eq 0 ]; then
          echo "FAIL: $wasm holds none of $file.ftl's words, which it needs (or the check no longer sees words)" >&2
          failed=1
        fi
        ;;
      *)
        if [ "$n" -gt 0 ]; then
          echo "FAIL: $wasm holds $n lines of $file.ftl, words it never shows" >&2
          failed=1
        fi
        ;;
    esac
  done
  echo "$wasm: the words of $holds"
}
for wasm in hangar-*_bg.wasm; do
  case "$wasm" in
    hangar-table-*) game="${wasm#hangar-table-}" && words "$wasm" "start app ${game%_bg.wasm}" ;;
    hangar-decks-*) game="${wasm#hangar-decks-}" && words "$wasm" "start app ${game%_bg.wasm}" ;;
    *) words "$wasm" "start" ;;
  esac
done
if [ "${1:-}" = "--budget" ]; then
  if [ "$first_total" -gt "$first_budget" ]; then
    echo "FAIL: the first load is $first_total bytes gzip, over its budget of $first_budget" >&2
    failed=1
  fi
  [ "$failed" -eq 0 ] || exit 1
  echo "within budget: the first load $first_total of $first_budget bytes gzip; each game's hot-seat table under $hot_seat_budget, its computer's first move under $computer_budget"
fi
