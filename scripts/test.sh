#!/usr/bin/env bash
# The README's second command: installs what the tests need, then runs every test layer once.
set -euo pipefail
cd "$(dirname "$0")/.."

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

echo "› pnpm install"
pnpm install --frozen-lockfile --reporter=silent
echo "› typecheck"
pnpm typecheck
echo "› lint (camadas e ciclos de import: .dependency-cruiser.cjs; código: eslint.config.js; contrato: redocly.yaml)"
pnpm lint
echo "› build (produção: o teste e2e sobe o servidor como o README)"
pnpm build >/dev/null

mkdir -p test-results
rm -f test-results/vitest-*.json
# One layer after another: the screenshot stories and the browser journeys get the machine's two cores to
# themselves instead of racing the API suites (a screenshot story failed by a few pixels in one combined CI run
# and never alone; starvation is the likely cause). Every project of vitest.config.ts must be in this list.
code=0
for layer in "core api site" storybook e2e; do
  args=()
  for project in $layer; do args+=(--project "$project"); done
  name="${layer// /-}"
  echo "› vitest: $layer"
  set +e
  pnpm exec vitest run "${args[@]}" --reporter=default --reporter=json --outputFile.json="test-results/vitest-$name.json"
  layer_code=$?
  set -e
  if [ "$layer_code" -ne 0 ]; then code=$layer_code; fi
done
# The fast layers again on the runtime the project targets (Node 24, the active LTS; see the script), after the main
# run so its results come first and its build cannot change what the e2e journeys served. Its own report joins the
# closing line; its failure fails the run.
echo "› Node LTS: typecheck, build, vitest core + api + site (scripts/test-node-lts.sh)"
set +e
bash scripts/test-node-lts.sh --no-summary
lts_code=$?
set -e
if [ "$lts_code" -ne 0 ]; then code=$lts_code; fi
node scripts/test-summary.mjs test-results/vitest-*.json || true
exit $code
