#!/usr/bin/env bash
# Every test: types, unit, integration (embedded upstream on a fresh database) and e2e in Chromium, JavaScript on and off.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium not found: installing Debian's package (needs root)"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  echo "nginx not found: installing Debian's package for the CDN test (needs root)"
  apt-get update -qq && apt-get install -y -qq nginx >/dev/null
fi
if [ ! -x "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" ]; then
  echo "redis-server not found: installing Debian's package for the shared-limits test (needs root)"
  apt-get update -qq && apt-get install -y -qq redis-server >/dev/null
fi
if [ ! -x "${VARNISHD_PATH:-/usr/sbin/varnishd}" ]; then
  echo "varnishd not found: installing Debian's package for the CDN example test (needs root)"
  apt-get update -qq && apt-get install -y -qq varnish >/dev/null
fi
if [ ! -x "${HAPROXY_PATH:-/usr/sbin/haproxy}" ]; then
  echo "haproxy not found: installing Debian's package for the deployment test (needs root)"
  apt-get update -qq && apt-get install -y -qq haproxy >/dev/null
fi
if [ ! -x "${PROMTOOL_PATH:-/usr/bin/promtool}" ]; then
  echo "promtool not found: installing Debian's package for the alert-rules test (needs root)"
  apt-get update -qq && apt-get install -y -qq prometheus >/dev/null
fi
if ! command -v lynx >/dev/null || ! command -v w3m >/dev/null; then
  echo "lynx or w3m not found: installing Debian's packages for the text-browser test (needs root)"
  apt-get update -qq && apt-get install -y -qq lynx w3m >/dev/null
fi
[ -d node_modules ] || npm ci
npm run typecheck
npm run lint
npm run build
npx vitest run
npx playwright test
