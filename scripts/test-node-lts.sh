#!/usr/bin/env bash
# The fast test layers (typecheck, the production build and the Vitest core, api, site and scripts projects) on one
# Node.js LTS line, fetched by scripts/node-lts.sh: `bash scripts/test-node-lts.sh` checks the pinned Node 24, which
# scripts/test.sh already runs every layer on; `NODE_LTS_VERSION=22.23.3 bash scripts/test-node-lts.sh` checks Node 22,
# which `engines` still allows.
#
# Writes test-results/vitest-node<major>-unit.json, prints its own closing line, and exits non-zero when any step
# fails (after running the others).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
# shellcheck source=scripts/node-lts.sh
source scripts/node-lts.sh
use_node_lts
major="$NODE_LTS_MAJOR"

failed=()
step() {
  local name="$1" t0=$SECONDS
  shift
  echo "› Node $major: $name"
  if "$@"; then
    echo "  Node $major: $name ok em $((SECONDS - t0)) s"
  else
    echo "✗ Node $major: $name falhou (código $?) em $((SECONDS - t0)) s"
    failed+=("$name")
  fi
}

report="test-results/vitest-node$major-unit.json"
mkdir -p test-results
rm -f "$report"
step typecheck pnpm typecheck
step build bash -c 'pnpm build >/dev/null'
step "vitest core api site scripts" pnpm exec vitest run --project core --project api --project site \
  --project scripts --reporter=default --reporter=json --outputFile.json="$report"

echo "› Node $major: camadas rápidas em $((SECONDS - started)) s"
code=0
if [ "${#failed[@]}" -gt 0 ]; then
  echo "✗ Node $NODE_LTS_VERSION: falhou em: ${failed[*]}"
  code=1
fi
if [ -f "$report" ]; then node scripts/test-summary.mjs "$report" || true; fi
exit $code
