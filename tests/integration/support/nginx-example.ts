import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCache, substitute, type RunningCache } from "./cache-process";
import { NGINX } from "./nginx";

/** The shipped example (docs/cdn.md): an http-context file. */
export const EXAMPLE_NGINX = "docs/cdn/nginx.conf";

/**
 * Debian's nginx with the example included as it is, but for its port, the storefront's address and the cache folder:
 * the main configuration around it only puts nginx's own files (pid, logs, temporary files) in a temporary folder.
 */
export async function startNginxExample(port: number, storefrontPort: number): Promise<RunningCache> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-nginx-example-"));
  mkdirSync(join(dir, "temp"));
  let example = readFileSync(EXAMPLE_NGINX, "utf8");
  example = substitute(example, "listen 80;", `listen 127.0.0.1:${port};`);
  example = substitute(example, "server 127.0.0.1:3000;", `server 127.0.0.1:${storefrontPort};`);
  example = substitute(example, "/var/cache/nginx/storefront ", `${dir}/cache `);
  writeFileSync(join(dir, "storefront.conf"), example);
  // Started by root (as in CI), nginx's workers would run as nobody and could not use the temporary folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/temp/${t};`);
  writeFileSync(
    join(dir, "nginx.conf"),
    `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp.join("\n  ")}
  include ${dir}/storefront.conf;
}
`,
  );
  return runCache(
    NGINX,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"],
    dir,
    port,
  );
}
