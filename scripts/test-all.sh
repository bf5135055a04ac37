#!/usr/bin/env bash
# Every test: types, unit, integration (embedded upstream on a fresh database) and e2e in Chromium, JavaScript on and off.
set -euo pipefail
cd "$(dirname "$0")/.."

# A program the tests run, from Debian's packages: installed when missing (needs root).
need() {
  local program=$1 package=$2 purpose=$3
  if [ ! -x "$program" ]; then
    echo "$program not found: installing Debian's $package for $purpose (needs root)"
    apt-get update -qq && apt-get install -y -qq "$package" >/dev/null
  fi
}
need "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the browser tests"
need "${NGINX_PATH:-/usr/sbin/nginx}" nginx "the CDN test"
need "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" redis-server "the shared-limits test"
need "${VARNISHD_PATH:-/usr/sbin/varnishd}" varnish "the CDN example test"
need "${HAPROXY_PATH:-/usr/sbin/haproxy}" haproxy "the deployment test"
need "${PROMTOOL_PATH:-/usr/bin/promtool}" prometheus "the alert-rules test"
need /usr/bin/lynx lynx "the text-browser test"
need /usr/bin/w3m w3m "the text-browser test"
# On a clean clone the packages unpack without their install scripts, which run below, beside the static checks.
[ -d node_modules ] || npm ci --ignore-scripts --no-audit --no-fund

# The build needs no install script (esbuild runs from its platform package), and the tests need the build.
npm run build
# The type check and the lint need neither, and the tests need no type check: one after the other, they run beside
# the install scripts (on a clean clone better-sqlite3 compiles from source, a minute and a half on one core) and then
# vitest, whose integration files spend much of their time waiting on servers. Playwright runs last, alone: it keeps
# both cores busy.
checks=$(mktemp)
trap 'rm -f "$checks"' EXIT
(
  failed=0
  npm run typecheck || failed=1
  npm run lint || failed=1
  exit "$failed"
) >"$checks" 2>&1 &
static_checks=$!
[ -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ] || npm rebuild
vitest_rc=0
npx vitest run || vitest_rc=$?
if ! wait "$static_checks"; then
  cat "$checks"
  echo "the type check or the lint failed"
  exit 1
fi
[ "$vitest_rc" = 0 ] || exit 1
npx playwright test
