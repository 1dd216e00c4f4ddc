#!/usr/bin/env bash
# Builds the release and serves the game on http://127.0.0.1:8080 (installs missing tools first).
#   PUBLIC_URL=/games/hangar/ tools/play.sh   builds for hosting under a sub-path
#   PORT=9000 tools/play.sh                   serves on another port
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
setup_main build
cd "$HANGAR_ROOT"
"$HANGAR_ROOT/tools/build.sh"
say "serving dist/ on http://127.0.0.1:${PORT:-8080}${PUBLIC_URL:-/} (Ctrl-C stops)"
exec node tools/serve.mjs dist "${PORT:-8080}" "${PUBLIC_URL:-/}"
