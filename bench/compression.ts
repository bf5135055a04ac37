/**
 * The cost of compressing pages (issue 23): the built store once per encoder setting (bench/compression-variant.cjs),
 * each loaded by autocannon as its own process in alternating turns — section page, product page and /healthz (the
 * control, never compressed: it is under the threshold) — then the server's resident memory after the load and the
 * section page's compressed size. `npx tsx bench/compression.ts`; COMPRESSION_SECONDS, COMPRESSION_CONNECTIONS,
 * COMPRESSION_ROUNDS and BENCH_PORT change the run.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { z } from "zod";
import { runAutocannon } from "./autocannon-cli";
import { runCommand } from "./cleanup";
import { findProducts } from "./products";
import { startStore, type RunningServer } from "./server";
import { SHOPPER_UA } from "./user-agents";

const SECTION_PATH = "/catalog/odezhda/";
const VARIANTS = [
  { name: "br-w22", acceptEncoding: "br" },
  { name: "br-w18-hint", acceptEncoding: "br" },
  { name: "br-w22-tick", acceptEncoding: "br" },
  { name: "gzip-6", acceptEncoding: "gzip" },
  { name: "gzip-6-small", acceptEncoding: "gzip" },
  { name: "gzip-6-tick", acceptEncoding: "gzip" },
] as const;
type Variant = (typeof VARIANTS)[number];
const ROUTES = ["section", "product", "healthz"] as const;

const settings = z
  .object({
    COMPRESSION_SECONDS: z.coerce.number().positive().default(3),
    COMPRESSION_CONNECTIONS: z.coerce.number().int().positive().default(50),
    COMPRESSION_ROUNDS: z.coerce.number().int().positive().default(3),
    BENCH_PORT: z.coerce.number().int().min(1024).max(65_000).default(3300),
  })
  .parse(process.env);

interface Measured {
  responses: number;
  seconds: number;
}

async function main(): Promise<void> {
  const stores = new Map<Variant, RunningServer>();
  for (const [index, variant] of VARIANTS.entries()) {
    stores.set(
      variant,
      await startStore({
        name: variant.name,
        port: settings.BENCH_PORT + index * 2,
        seedProducts: 300,
        nodeArgs: ["--require", path.resolve("bench/compression-variant.cjs")],
        env: { BENCH_COMPRESSION: variant.name },
      }),
    );
  }
  const [productPath] = await findProducts(stores.get(VARIANTS[0])!.origin, SECTION_PATH, 1);
  const paths = { section: SECTION_PATH, product: productPath, healthz: "/healthz" };
  const rssBefore = new Map([...stores].map(([variant, store]) => [variant, residentKb(store.pid)]));
  const measured = new Map<string, Measured>();
  for (let round = 0; round < settings.COMPRESSION_ROUNDS; round++) {
    for (const route of ROUTES) {
      // Each round starts with the next variant, so none is always first after a pause.
      for (let i = 0; i < VARIANTS.length; i++) {
        const variant = VARIANTS[(round + i) % VARIANTS.length];
        const summary = await runAutocannon({
          url: `${stores.get(variant)!.origin}${paths[route]}`,
          connections: settings.COMPRESSION_CONNECTIONS,
          headers: { "user-agent": SHOPPER_UA, accept: "text/html", "accept-encoding": variant.acceptEncoding },
          durationSec: settings.COMPRESSION_SECONDS,
          maxMs: (settings.COMPRESSION_SECONDS + 60) * 1000,
        });
        if (summary.errors > 0 || summary.non2xx > 0)
          throw new Error(`${variant.name} ${route}: ${summary.errors} errors, ${summary.non2xx} non-2xx`);
        const key = `${variant.name} ${route}`;
        const sum = measured.get(key) ?? { responses: 0, seconds: 0 };
        measured.set(key, { responses: sum.responses + summary.responses, seconds: sum.seconds + summary.seconds });
      }
    }
  }
  const rate = (variant: Variant, route: string) => {
    const { responses, seconds } = measured.get(`${variant.name} ${route}`)!;
    return responses / seconds;
  };
  console.log(`load: ${execFileSync("uptime").toString().trim()}`);
  console.log(
    `${settings.COMPRESSION_CONNECTIONS} connections, ${settings.COMPRESSION_ROUNDS} turns of ${settings.COMPRESSION_SECONDS} s`,
  );
  console.log("variant        section/s product/s healthz/s  section÷healthz  section bytes  RSS before→after (MB)");
  for (const variant of VARIANTS) {
    const store = stores.get(variant)!;
    const bytes = await compressedSize(`${store.origin}${SECTION_PATH}`, variant.acceptEncoding);
    console.log(
      [
        variant.name.padEnd(14),
        rate(variant, "section").toFixed(1).padStart(9),
        rate(variant, "product").toFixed(1).padStart(9),
        rate(variant, "healthz").toFixed(0).padStart(9),
        (rate(variant, "section") / rate(variant, "healthz")).toFixed(4).padStart(16),
        String(bytes).padStart(14),
        `${(rssBefore.get(variant)! / 1024).toFixed(0)}→${(residentKb(store.pid) / 1024).toFixed(0)}`.padStart(22),
      ].join(" "),
    );
  }
  for (const store of stores.values()) await store.stop();
}

/** The process's resident set (kB) as the kernel counts it. */
function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** Bytes on the wire of one response in the given encoding (node:http does not decode it). */
function compressedSize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "user-agent": SHOPPER_UA, "accept-encoding": acceptEncoding } }, (response) => {
        if (response.headers["content-encoding"] !== acceptEncoding)
          reject(new Error(`${url}: encoded ${response.headers["content-encoding"]}, asked ${acceptEncoding}`));
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

runCommand(main);
