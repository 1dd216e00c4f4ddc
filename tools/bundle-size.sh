#!/usr/bin/env bash
# Prints the gzip size of the release bundle in dist/ (or $DIST), in three parts: the first load
# (the lobby's wasm and js, its snippets, the css: what a first visit needs to show the start
# screen), the table (its wasm and js, loaded when a game is chosen, or at once to resume), and
# the computer player's Web Worker (fetched when a game against the computer starts).
#   tools/bundle-size.sh            a report
#   tools/bundle-size.sh --budget   the same, failing when the first load is over $FIRST_LOAD_BUDGET
#                                   bytes (default 250000): tools/test.sh runs it this way
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../${DIST:-dist}"
budget="${FIRST_LOAD_BUDGET:-250000}"
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
shopt -s nullglob globstar
first=()
for f in *.wasm *.js *.css snippets/**/*.js; do
  case "$f" in
    search-worker* | hangar-table* | sw.js) ;;
    *) first+=("$f") ;;
  esac
done
report "first load: the lobby (wasm + js + css)" "${first[@]}"
first_total=$total
report "the table (wasm + js), loaded when a game is chosen" hangar-table*
report "the computer player's worker (wasm + js), with a game against the computer" search-worker*
if [ "${1:-}" = "--budget" ]; then
  if [ "$first_total" -gt "$budget" ]; then
    echo "FAIL: the first load is $first_total bytes gzip, over its budget of $budget" >&2
    exit 1
  fi
  echo "first load within its budget: $first_total of $budget bytes gzip"
fi
