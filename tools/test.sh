#!/usr/bin/env bash
# Runs every test layer, installing whatever is missing first:
#   0. style      `cargo fmt --check` and `cargo clippy -D warnings` (native engine and the wasm build)
#   1. engine     native `cargo test --no-default-features --features catalog-json` (also proves the
#                 engine needs no web crate; catalog-json checks each game's card JSON and that the
#                 static data generated from it, src/cards/<game>/data.rs, is current)
#   2. components wasm-bindgen-test in headless Chromium through chromedriver
#   3. end to end Playwright (playwright-core + Debian's chromium) against the release build,
#                 including offline play from the service worker with the server process stopped
# and prints the gzip size of the release bundle (failing over its budgets), what Chromium fetches
# before the start screen, each game's hot-seat table and its computer's first move, and the
# engines' benches (actions per second, legal_actions by table size).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
setup_main test
cd "$HANGAR_ROOT"
started=$(date +%s)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

say "0/3 style: rustfmt and clippy"
cargo fmt --check
cargo clippy --locked --no-default-features --all-targets -- -D warnings
cargo clippy --locked --no-default-features --features catalog-json --all-targets -- -D warnings
cargo clippy --locked --target wasm32-unknown-unknown --lib --bins --test web_board -- -D warnings

say "1/3 engine: native tests without the web feature, with the card JSON checked"
cargo test --locked --no-default-features --features catalog-json 2>&1 | tee -a "$log"

say "2/3 components: wasm-bindgen-test in headless Chromium"
export CHROMEDRIVER=/usr/bin/chromedriver
export WASM_BINDGEN_TEST_TIMEOUT=180
export WASM_BINDGEN_TEST_DRIVER_TIMEOUT=60
cargo test --locked --target wasm32-unknown-unknown --test web_board 2>&1 | tee -a "$log"

say "release build"
"$HANGAR_ROOT/tools/build.sh"
"$HANGAR_ROOT/tools/bundle-size.sh" --budget
say "what Chromium fetches before each thing a player waits for, per game (tools/fetched.mjs)"
node tools/fetched.mjs --runs 3
say "the engines' speed: actions/s mid-game and over whole matches, legal_actions at 5 to 40 units a side (criterion; figures, never a pass or fail: docs/benchmarks.md)"
for bench in lcg_actions swu_actions swccg_actions; do
  cargo bench --locked --no-default-features --bench "$bench" -- --warm-up-time 1 --measurement-time 3
done
cargo bench --locked --no-default-features --bench lcg_scaling
say "release build for a sub-path (/games/hangar/), for the offline test"
PUBLIC_URL=/games/hangar/ DIST=dist-subpath "$HANGAR_ROOT/tools/build.sh"

say "3/3 end to end: Playwright against the release build"
# A test without its own timeout fails after 3 minutes; a file whose tests are done exits even if
# something it started is still running; and the layer as a whole fails (never hangs) after 40.
timeout --kill-after=30 2400 node --test --test-concurrency=1 --test-timeout=180000 --test-force-exit tests/e2e/ 2>&1 | tee -a "$log"

passed=$(awk '/^test result: ok\. [0-9]+ passed/ { n += $4 } /^# pass [0-9]+/ { n += $3 } END { print n + 0 }' "$log")
say "all test layers passed in $(( $(date +%s) - started )) s"
echo "$passed passed, 0 failed"
