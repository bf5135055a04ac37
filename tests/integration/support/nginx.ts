import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TRACKING_PARAMS, TRACKING_PREFIXES } from "~/domain/tracking";
import { runCache } from "./cache-process";

/** Debian's nginx (`apt-get install nginx`; scripts/test-all.sh and .ci/run install it). */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type RunningCdn = { url: string; accessLog(): string; stop(): Promise<void> };

/** A regex of the names of campaign and click-tracking parameters, made from the app's one list of them. */
function trackingNames(): string {
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [
    ...TRACKING_PREFIXES.map((prefix) => `${escape(prefix)}[A-Za-z0-9_]+`),
    ...[...TRACKING_PARAMS].map(escape),
  ].join("|");
}

/**
 * The cache key leaves out campaign and click-tracking parameters (app/domain/tracking.ts), as docs/reliability.md
 * says a CDN may: a listing's canonical URL carries them last (only Remix's `_data` may follow), and the page is the
 * same with them or without. nginx cannot drop parameters one by one, so the trailing run of them is cut off, and the
 * key says whether something was cut: a URL with tags shares its entry with every other set of tags, never with the
 * URL without them. A redirect is never stored under a cut key — its Location keeps the tags, which the key does not.
 */
function trackingFreeKey(): string {
  const tag = `(?:${trackingNames()})=[^&]*`;
  return `
  map $request_uri $request_path {
    "~^(?<path>[^?]*)" $path;
  }
  map $args $cache_args {
    "~^(?<kept>.*?)(?:^|&)${tag}(?:&${tag})*(?<remix>&_data=[^&]*)?$" $kept$remix;
    default $args;
  }
  map "$args $cache_args" $tracking_cut {
    "~^(.*) \\1$" 0;
    default 1;
  }
  map "$upstream_status $tracking_cut" $redirect_with_tags {
    "~^30[1278] 1$" 1;
    default 0;
  }`;
}

/**
 * A shared cache as a CDN runs one, in front of storefront processes (round robin): it keeps what the store's
 * `Cache-Control` (s-maxage, private, no-store) and `Vary` allow — no `proxy_cache_valid` overrides them, and a
 * response that sets a cookie is never stored — and says how each answer was served in `X-Cache-Status`
 * (HIT, MISS, EXPIRED, STALE…) and by which process in `X-Upstream`. While the store fails or sheds load it serves
 * its expired copy (STALE), as a CDN honouring the pages' `stale-if-error` does. The store learns the public host, scheme and client
 * from the X-Forwarded-* headers. The cache key leaves campaign tags out (`trackingFreeKey`). Everything
 * (configuration, cache, logs, pid) lives in a temporary folder.
 */
export function cdnConfig(dir: string, port: number, storefrontPorts: number[]): string {
  // Started by root (as in CI), nginx's workers would run as nobody and could not use the temporary folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `
${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format cdn '$request_method $request_uri $status $upstream_cache_status $upstream_addr';
  access_log ${dir}/access.log cdn;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=store:10m max_size=256m inactive=10m use_temp_path=off;
${trackingFreeKey()}

  upstream storefronts {
${storefrontPorts.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://storefronts;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache store;
      proxy_cache_key $scheme$http_host$request_path?$cache_args#$tracking_cut;
      proxy_no_cache $redirect_with_tags;
      # An expired copy while the store fails, sheds load (503, server/http/overload.ts) or is being refetched.
      proxy_cache_use_stale error timeout http_503 updating;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx with `cdnConfig` on `port` (in the foreground, unprivileged) and waits until it answers. */
export async function startCdn(port: number, storefrontPorts: number[]): Promise<RunningCdn> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-cdn-"));
  mkdirSync(join(dir, "temp"));
  writeFileSync(join(dir, "nginx.conf"), cdnConfig(dir, port, storefrontPorts));
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"];
  const cache = await runCache(NGINX, args, dir, port);
  return { ...cache, accessLog: () => readFileSync(join(dir, "access.log"), "utf8") };
}
