#!/usr/bin/env bash
# One command to start everything in one process: gateway, the seven services and (unless
# UPSTREAM_BASE_URL is set) the upstream simulator. Without DATABASE_URL / REDIS_URL / NATS_URL it
# runs on embedded engines (PGlite under .data/, in-process stores and bus).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[start] installing dependencies (first run)"; npm ci --no-audit --no-fund
fi
exec node_modules/.bin/tsx apps/platform/src/main.ts "$@"
