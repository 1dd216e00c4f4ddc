#!/usr/bin/env bash
# Installs what Hangar's build and tests need, skipping whatever is already present.
#   tools/setup.sh build   the wasm32 target, trunk, wasm-bindgen-cli, wasm-opt (npm binaryen)
#   tools/setup.sh test    all of the above, plus Debian's chromium and chromium-driver
# Everything comes from package registries (crates.io, npm, Debian); nothing is downloaded
# from anywhere else. Source this file to get the PATH it sets up.
set -euo pipefail

HANGAR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
export PATH="$HANGAR_ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

ensure_wasm_target() {
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "wasm32-unknown-unknown target present"
  else
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

ensure_rust_components() {
  local missing=()
  for c in rustfmt clippy; do
    rustup component list --installed | grep -q "^$c" || missing+=("$c")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "rustfmt and clippy present"
  else
    say "adding rustup components: ${missing[*]}"
    rustup component add "${missing[@]}"
  fi
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null || true)" = "trunk $TRUNK_VERSION" ]; then
    say "trunk $TRUNK_VERSION present"
  else
    # 0.22 needs rustc 1.96; 0.21.14 builds on 1.95. About 13 minutes on two cores.
    say "installing trunk $TRUNK_VERSION (cargo install, takes a while)"
    cargo install --locked trunk --version "$TRUNK_VERSION"
  fi
}

# The wasm-bindgen version Cargo.lock resolved; the CLI must equal it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$HANGAR_ROOT/Cargo.lock"
}

ensure_wasm_bindgen_cli() {
  local want
  want="$(wasm_bindgen_version)"
  if [ -z "$want" ]; then
    say "Cargo.lock names no wasm-bindgen; run cargo generate-lockfile" >&2
    exit 1
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null || true)" = "wasm-bindgen $want" ] \
     && command -v wasm-bindgen-test-runner >/dev/null; then
    say "wasm-bindgen-cli $want present"
  else
    # Without --locked: the CLI's own lock file names a webpki-roots release the registry lacks.
    say "installing wasm-bindgen-cli $want (cargo install, about 4 minutes)"
    cargo install wasm-bindgen-cli --version "$want"
  fi
}

ensure_npm_packages() {
  if [ -x "$HANGAR_ROOT/node_modules/.bin/wasm-opt" ] && [ -d "$HANGAR_ROOT/node_modules/playwright-core" ] \
     && [ "$HANGAR_ROOT/node_modules/.package-lock.json" -nt "$HANGAR_ROOT/package-lock.json" ]; then
    say "npm packages present (binaryen's wasm-opt, playwright-core)"
  else
    say "installing npm packages (npm ci)"
    (cd "$HANGAR_ROOT" && npm ci --no-audit --no-fund)
  fi
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    say "chromium and chromedriver present"
  else
    say "installing Debian's chromium and chromium-driver"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver
  fi
}

setup_main() {
  local what="${1:-build}"
  ensure_wasm_target
  ensure_rust_components
  ensure_npm_packages
  ensure_wasm_bindgen_cli
  ensure_trunk
  if [ "$what" = "test" ]; then
    ensure_chromium
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  setup_main "$@"
fi
