import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCache, substitute, type RunningCache } from "./cache-process";

/** Debian's varnishd (`apt-get install varnish`; scripts/test-all.sh and .ci/run install it). */
export const VARNISHD = process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd";
/** The shipped example (docs/cdn.md). */
export const EXAMPLE_VCL = "docs/cdn/default.vcl";
/** What Debian's package starts with: the backend alone, everything else Varnish's built-in VCL. */
export const DEBIAN_VCL = "/etc/varnish/default.vcl";

/**
 * Varnish with `vcl` (a file whose one backend says port 3000, as the example does, or 8080, as Debian's does) in
 * front of the storefront on `storefrontPort`, listening on `port`. Its working folder is a temporary one; it runs in
 * the foreground without dropping privileges (`-j none`), so root (CI) and an ordinary user both can run it.
 */
export async function startVarnish(vcl: string, port: number, storefrontPort: number): Promise<RunningCache> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-varnish-"));
  const source = readFileSync(vcl, "utf8");
  const backendPort = source.includes('.port = "3000";') ? '.port = "3000";' : '.port = "8080";';
  writeFileSync(join(dir, "default.vcl"), substitute(source, backendPort, `.port = "${storefrontPort}";`));
  return runCache(
    VARNISHD,
    ["-F", "-j", "none", "-n", join(dir, "work"), "-a", `127.0.0.1:${port}`, "-f", join(dir, "default.vcl")].concat([
      "-s",
      "malloc,64m",
      "-p",
      "vsl_space=1M",
    ]),
    dir,
    port,
  );
}
