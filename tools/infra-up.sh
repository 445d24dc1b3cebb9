#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis and NATS (JetStream) answer on their standard loopback ports.
# Starts them when they are down; installs them with apt-get when they are missing (Debian).
# Idempotent and quiet when everything is already up.
set -euo pipefail

PGHOST=127.0.0.1
log() { echo "[infra] $*"; }
need_root() { if [ "$(id -u)" != 0 ]; then echo sudo; fi; }
SUDO=$(need_root)
APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" = 0 ]; then $SUDO apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
wait_for() { # name, command, seconds
  local name=$1 cmd=$2 secs=${3:-30}
  for _ in $(seq 1 $((secs * 5))); do
    if bash -c "$cmd" >/dev/null 2>&1; then log "$name is up"; return 0; fi
    sleep 0.2
  done
  log "$name did not come up within ${secs}s"; return 1
}
port_open() { (exec 3<>/dev/tcp/127.0.0.1/"$1") 2>/dev/null; }

# --- PostgreSQL ---------------------------------------------------------------------------
if ! port_open 5432; then
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then log "installing postgresql"; apt_install postgresql; fi
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if ! ls /etc/postgresql/"$ver"/main >/dev/null 2>&1; then $SUDO pg_createcluster "$ver" main >/dev/null; fi
  # Trust auth on loopback for the test user (matches the development machines).
  hba=/etc/postgresql/$ver/main/pg_hba.conf
  if ! grep -q '127.0.0.1/32 *trust' "$hba" 2>/dev/null; then
    $SUDO sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$hba"
  fi
  log "starting postgresql $ver"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$ver" main start || $SUDO pg_ctlcluster "$ver" main start
  wait_for postgres "pg_isready -h $PGHOST -p 5432" 60
else
  log "postgres is up"
fi

# --- Redis --------------------------------------------------------------------------------
if ! port_open 6379; then
  command -v redis-server >/dev/null || { log "installing redis-server"; apt_install redis-server; }
  log "starting redis"
  mkdir -p /tmp/redis-data
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp/redis-data --logfile /tmp/redis-data/redis.log
  wait_for redis "redis-cli -h 127.0.0.1 ping | grep -q PONG" 30
else
  log "redis is up"
fi

# --- NATS with JetStream ------------------------------------------------------------------
if ! port_open 4222; then
  command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || { log "installing nats-server"; apt_install nats-server; }
  bin=$(command -v nats-server || echo /usr/sbin/nats-server)
  dir=${NATS_STORE_DIR:-/tmp/nats-js}
  mkdir -p "$dir"
  log "starting nats-server with JetStream"
  nohup "$bin" -a 127.0.0.1 -p 4222 -m 8222 -js -sd "$dir" >"$dir/nats.log" 2>&1 &
  wait_for nats "port_open() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }; port_open" 30
else
  log "nats is up"
fi
