#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core; install it when missing.
set -euo pipefail
command -v chromium >/dev/null 2>&1 && exit 0
[ -x /usr/bin/chromium ] && exit 0
SUDO=""; [ "$(id -u)" != 0 ] && SUDO=sudo
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
