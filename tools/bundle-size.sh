#!/usr/bin/env bash
# Prints the gzip size of the release bundle in dist/ (wasm + js + css). A report, not a test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../${DIST:-dist}"
total=0
for f in *.wasm *.js *.css; do
  [ -f "$f" ] || continue
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total=$((total + gz))
  printf '  %-40s %8d bytes  %7d bytes gzip\n' "$f" "$raw" "$gz"
done
printf 'bundle size (gzip -9, wasm + js + css): %d bytes (%d KiB)\n' "$total" $(((total + 1023) / 1024))
