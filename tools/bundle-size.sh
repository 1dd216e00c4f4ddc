#!/usr/bin/env bash
# Prints the gzip size of the release bundle in dist/ (or $DIST): what the first load fetches
# (the page's wasm, its js, the css) and, apart, the computer player's Web Worker (its wasm and js,
# fetched when a game against the computer starts). A report, not a test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../${DIST:-dist}"
report() {
  local label="$1"
  shift
  local total=0 f raw gz
  for f in "$@"; do
    [ -f "$f" ] || continue
    raw=$(wc -c <"$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    total=$((total + gz))
    printf '  %-40s %8d bytes  %7d bytes gzip\n' "$f" "$raw" "$gz"
  done
  printf '%s (gzip -9): %d bytes (%d KiB)\n' "$label" "$total" $(((total + 1023) / 1024))
}
shopt -s nullglob
first=()
for f in *.wasm *.js *.css; do
  case "$f" in
    search-worker*) ;;
    sw.js) ;;
    *) first+=("$f") ;;
  esac
done
report "bundle size, first load (wasm + js + css)" "${first[@]}"
report "computer player's worker (wasm + js), fetched with a game against the computer" search-worker*
