#!/usr/bin/env bash
# The release build into dist/ (or $DIST). Expects the tools of `tools/setup.sh build` on PATH.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Trunk would otherwise ask crates.io whether a newer trunk exists.
export TRUNK_SKIP_VERSION_CHECK=true
# PUBLIC_URL: the path the folder will be served under; DIST: where to build it.
trunk build --release --locked --public-url "${PUBLIC_URL:-/}" --dist "${DIST:-dist}"
