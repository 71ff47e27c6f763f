#!/usr/bin/env bash
# Entry point behind `npm start` and `npm test`: provides Node 24 and pnpm when the machine lacks them,
# installs the locked dependencies (and, for the tests, Chromium), then runs the named root script with pnpm.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/toolchain.sh
set -euo pipefail
pnpm install --frozen-lockfile --prefer-offline --reporter=append-only >&2
case "$1" in
  test:all | test:e2e) bash scripts/ensure-chromium.sh ;;
esac
exec pnpm run "$@"
