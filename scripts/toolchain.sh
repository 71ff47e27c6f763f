#!/usr/bin/env bash
# Makes Node >= 22.17 and pnpm 11 available, fetching them from the npm registry into a cache folder when the
# machine lacks them. Source it (`. scripts/toolchain.sh`) to get them on PATH; it changes nothing when both
# are already present. Node ships on the npm registry as node-linux-<arch>; pnpm as the pnpm package.
set -euo pipefail

INKSHELF_NODE_MAJOR=24
INKSHELF_PNPM_MAJOR=11
INKSHELF_TOOLCHAIN_DIR="${INKSHELF_TOOLCHAIN_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/inkshelf-toolchain}"

inkshelf_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=17)?0:1)'
}

inkshelf_fetch_node() {
  local arch dir tmp
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "toolchain: unsupported CPU $(uname -m); install Node >= 22.17 yourself" >&2; return 1 ;;
  esac
  dir="$INKSHELF_TOOLCHAIN_DIR/node-$INKSHELF_NODE_MAJOR-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "toolchain: fetching Node $INKSHELF_NODE_MAJOR ($arch) from the npm registry into $dir" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$INKSHELF_NODE_MAJOR" >/dev/null 2>&1)
    mkdir -p "$tmp/unpacked"
    tar -xzf "$tmp"/node-linux-*.tgz -C "$tmp/unpacked"
    chmod +x "$tmp/unpacked/package/bin/node"
    mkdir -p "$INKSHELF_TOOLCHAIN_DIR"
    rm -rf "$dir"
    mv "$tmp/unpacked/package" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
}

inkshelf_pnpm_ok() {
  command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" = "$INKSHELF_PNPM_MAJOR" ]
}

inkshelf_fetch_pnpm() {
  local dir="$INKSHELF_TOOLCHAIN_DIR/pnpm-$INKSHELF_PNPM_MAJOR"
  if [ ! -x "$dir/bin/pnpm" ]; then
    echo "toolchain: fetching pnpm $INKSHELF_PNPM_MAJOR from the npm registry into $dir" >&2
    npm install --silent --global --no-fund --no-audit --prefix "$dir" "pnpm@$INKSHELF_PNPM_MAJOR" >/dev/null 2>&1
  fi
  export PATH="$dir/bin:$PATH"
}

inkshelf_node_ok || inkshelf_fetch_node
inkshelf_pnpm_ok || inkshelf_fetch_pnpm
inkshelf_node_ok || { echo "toolchain: Node >= 22.17 is still not on PATH" >&2; exit 1; }
inkshelf_pnpm_ok || { echo "toolchain: pnpm $INKSHELF_PNPM_MAJOR is still not on PATH" >&2; exit 1; }
export COREPACK_ENABLE_STRICT=0
set +euo pipefail
