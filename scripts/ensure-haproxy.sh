#!/usr/bin/env bash
# Makes sure `haproxy -c` can check deploy/haproxy.cfg (server/test/deploy-files.test.ts): Debian's haproxy,
# installed with apt-get when running as root and missing.
set -euo pipefail
if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "deploy checks: installing Debian's haproxy with apt-get" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  exit 0
fi
echo "deploy checks: no haproxy. Install it (sudo apt-get install -y haproxy)." >&2
exit 1
