#!/usr/bin/env bash
# The full test suite, exactly what CI runs (.ci/run) and what README names:
#   infra up (start or install Postgres, Redis, NATS) → deps → contracts fresh → build → typecheck + lint →
#   dead code → tests → the chaos harness's short run (tools/chaos; CHAOS=0 skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
START=$SECONDS
stage() { echo "[test] $* (t+$((SECONDS - START))s)"; }
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false FORCE_COLOR=0

bash tools/infra-up.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[test] installing dependencies"; npm ci --no-audit --no-fund
fi
bash tools/ensure-chromium.sh || echo "[test] chromium unavailable: browser tests will report it"

stage "contracts up to date, formatting"; npm run -s proto:check; npm run -s sdk:check; npm run -s format:check
# The whole workspace is typechecked and linted once (root tsconfig.json, eslint .), not project by project:
# per-project runs check every library again for each app that imports it. The build comes first: it leaves
# the Nx project graph the lint's module-boundaries rule reads.
stage "build (all projects)"
npx nx run-many -t build --parallel=2 --outputStyle=static
# The apps were just built from this tree: the tests' spawned apps, admin CLI and simulators run from their
# bundles, as production runs them (libs/platform/testing/src/spawn-ts.ts), not through tsx.
export TEST_RUN_BUILT_APPS=1
stage "typecheck and lint (whole workspace, side by side)"
# The dashboard (browser code: JSX, DOM) has its own tsconfig; the root one leaves its src/ out.
npx tsc -p tsconfig.json --noEmit && npx tsc -p apps/dashboard/tsconfig.json --noEmit & TYPECHECK=$!
LINT=0; npx eslint . || LINT=$?
wait "$TYPECHECK" || { echo "[test] typecheck failed"; exit 1; }
[ "$LINT" = 0 ] || { echo "[test] lint failed"; exit "$LINT"; }
stage "dead code (knip: unused files, exports, dependencies)"; npm run -s lint:dead
stage "tests"
npx vitest run "$@"
if [ "${CHAOS:-1}" != "0" ]; then
  stage "chaos harness, short run (own Postgres/Redis/NATS; docs/operations.md, Chaos harness)"
  npm run -s chaos -- --short
fi
stage "done"
