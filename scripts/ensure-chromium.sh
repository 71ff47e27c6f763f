#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: CHROMIUM_PATH, or /usr/bin/chromium, or Debian's package
# installed with apt-get when running as root (Playwright's own browser download does not work on these machines).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "browser tests: installing Debian's chromium with apt-get" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "browser tests: no Chromium. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
