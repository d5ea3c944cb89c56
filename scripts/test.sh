#!/usr/bin/env bash
# The README's second command: installs what the tests need, then runs every test layer once, on the Node.js the
# project targets (Node 24, fetched by scripts/node-lts.sh when the machine has another one), and closes with each
# layer's duration and the line CI reads ("tests: N passed, N failed, N skipped").
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› instalando pnpm 12 (npm i -g pnpm@12)"
  npm i -g pnpm@12
fi

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› instalando o Chromium do Debian (apt-get install chromium fonts-liberation)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  else
    echo "✗ Chromium não encontrado em $CHROMIUM_PATH e não sou root para instalá-lo." >&2
    echo "  Instale com: sudo apt-get install -y chromium fonts-liberation  (ou aponte CHROMIUM_PATH para um Chromium)" >&2
    exit 1
  fi
fi
export CHROMIUM_PATH
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# One runtime for the whole run: pnpm, the typecheck, the lint, the build, every Vitest layer and the production
# server the e2e journeys start all run on it.
# shellcheck source=scripts/node-lts.sh
source scripts/node-lts.sh
use_node_lts

mkdir -p test-results
rm -f test-results/vitest-*.json
# Each layer's name and seconds, one per line, for the closing summary (scripts/test-summary.mjs).
layers=test-results/layers.tsv
printf 'prepare\t%s\n' "$((SECONDS - started))" >"$layers"
code=0
# Runs one layer, times it, and remembers its failure (the later layers still run, so one run shows every failure).
layer() {
  local name="$1" t0=$SECONDS status=0
  shift
  echo "› $name"
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - t0))" "$status" >>"$layers"
  if [ "$status" -ne 0 ]; then
    echo "✗ $name falhou (código $status)"
    code=$status
  fi
}

# The install stops the run: nothing else can work without it.
layer install pnpm install --frozen-lockfile --reporter=silent
[ "$code" -eq 0 ] || exit "$code"
# One Vitest run per layer; every project of vitest.config.ts must be in one of them.
vitest_layer() {
  local name="$1" args=()
  shift
  for project in "$@"; do args+=(--project "$project"); done
  pnpm exec vitest run "${args[@]}" --reporter=default --reporter=json --outputFile.json="test-results/vitest-$name.json"
}
step() {
  case "$1" in
    typecheck) pnpm typecheck ;;
    # The layers (.dependency-cruiser.cjs), the code (eslint.config.js), the format, the contract (redocly.yaml).
    lint) pnpm lint ;;
    # The production build, which the e2e journeys start as the README does.
    build) pnpm build ;;
    unit) vitest_layer unit core api site scripts ;;
    storybook) vitest_layer storybook storybook ;;
    e2e) vitest_layer e2e e2e ;;
  esac
}

# Runs steps at the same time, each into its own log (test-results/<name>.log), printed in order once all are done;
# records each one's own duration and the group's.
side_by_side() {
  local names=("$@") pids=() group=$SECONDS
  echo "› ${names[*]} (lado a lado)"
  for name in "${names[@]}"; do
    rm -f "test-results/$name.seconds"
    (
      set +e
      t0=$SECONDS
      step "$name" >"test-results/$name.log" 2>&1
      status=$?
      echo "$((SECONDS - t0))" >"test-results/$name.seconds"
      exit $status
    ) &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    local name="${names[$i]}" status=0
    wait "${pids[$i]}" || status=$?
    echo "› $name"
    if [ "$name" = build ] && [ "$status" -eq 0 ]; then echo "  (log: test-results/build.log)"; else cat "test-results/$name.log"; fi
    printf '  %s\t%s\t%s\n' "$name" "$(cat "test-results/$name.seconds" 2>/dev/null || echo 0)" "$status" >>"$layers"
    if [ "$status" -ne 0 ]; then
      echo "✗ $name falhou (código $status)"
      code=$status
    fi
  done
  printf '%s\t%s\n' "${names[*]} (side by side)" "$((SECONDS - group))" >>"$layers"
}

# Typecheck, lint and build read the sources and write nothing the others read, and each is mostly one thread: side by
# side on the two cores. Then the screenshot stories alone: they were the layer CPU starvation once made fail by a
# pixel (docs/decisions/0006-test-layers-one-after-another.md). Then the unit layer beside the e2e journeys, which
# spend much of their time waiting for the server's clock (docs/decisions/0007-one-runtime-for-the-gate.md).
side_by_side typecheck lint build
layer storybook step storybook
side_by_side unit e2e

printf 'total\t%s\n' "$((SECONDS - started))" >>"$layers"
node scripts/test-summary.mjs --layers "$layers" test-results/vitest-*.json || true
exit $code
