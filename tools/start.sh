#!/usr/bin/env bash
# One command to start everything in one process: gateway, the seven services and (unless
# UPSTREAM_BASE_URL is set) the upstream simulator. Without DATABASE_URL / REDIS_URL / NATS_URL it
# runs on embedded engines (PGlite under .data/, in-process stores and bus).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[start] installing dependencies (first run)"; npm ci --no-audit --no-fund
fi
# The dashboard served at {app_url} (decision 0021): built when missing or older than its sources.
if [ ! -f apps/dashboard/dist/index.html ] || [ -n "$(find apps/dashboard/src apps/dashboard/index.html apps/dashboard/vite.config.ts -newer apps/dashboard/dist/index.html -print -quit)" ]; then
  echo "[start] building the dashboard"; npx vite build --config apps/dashboard/vite.config.ts --logLevel warn
fi
# One process (node with the tsx loader), not the tsx CLI, which forks a child and relays signals to
# it: with Ctrl-C (a signal to the whole process group) the child got SIGINT twice and took the
# second as "exit now", skipping the graceful shutdown (issue 13). npm relays too: the platform's
# signal handler treats a repeat within a second as the same request.
exec node --import tsx apps/platform/src/main.ts "$@"
