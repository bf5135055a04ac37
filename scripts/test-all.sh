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
npm run typecheck
npm run lint
npm run build
npx vitest run
npx playwright test
