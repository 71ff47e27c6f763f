#!/usr/bin/env bash
# Entry point behind `npm start` and `npm test`: provides Node 24 and pnpm when the machine lacks them,
# installs the locked dependencies, then runs the named root script with pnpm.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/toolchain.sh
set -euo pipefail
pnpm install --frozen-lockfile --prefer-offline --reporter=append-only >&2
exec pnpm run "$@"
