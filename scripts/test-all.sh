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
[ -d node_modules ] || npm ci

# The type check and the lint need no build and the tests need no type check: they run beside vitest, whose integration
# files spend most of their time waiting on servers, and report when it is done. Playwright runs last, alone: it keeps
# both cores busy.
npm run build
checks=$(mktemp -d)
(npm run typecheck >"$checks/typecheck.log" 2>&1; echo $? >"$checks/typecheck.rc") &
(npm run lint >"$checks/lint.log" 2>&1; echo $? >"$checks/lint.rc") &
vitest_rc=0
npx vitest run || vitest_rc=$?
wait
failed=0
for check in typecheck lint; do
  if [ "$(cat "$checks/$check.rc")" != 0 ]; then
    cat "$checks/$check.log"
    echo "npm run $check failed"
    failed=1
  fi
done
[ "$failed" = 0 ] && [ "$vitest_rc" = 0 ] || exit 1
npx playwright test
