/**
 * Benchmarks the built storefront (run `npm run build` first): starts the real server with the embedded
 * upstream seeded at each catalogue size, warms up, then measures pages at a fixed concurrency and prints
 * latency percentiles and throughput. Loopback only; every loop is bounded in count and time.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const SIZES = (process.env.BENCH_SIZES ?? "300,50000").split(",").map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PAGES = (process.env.BENCH_PAGES ?? "/,/catalog/odezhda/,/catalog/odezhda/platya/?page=2&sort=price_asc,/catalog/odezhda/?sizes=44&discount=1,/search/?q=платье").split(",");
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

async function startServer(seedProducts: number, port: number): Promise<{ child: ChildProcess; dataDir: string; seedMs: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "storefront-bench-"));
  const started = Date.now();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, PORT: String(port), UPSTREAM_PORT: String(port + 1), DATA_DIR: dataDir, SEED_PRODUCTS: String(seedProducts), NODE_ENV: "production" },
    stdio: "ignore",
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { child, dataDir, seedMs: Date.now() - started };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server with ${seedProducts} products did not become ready`);
}

async function measure(url: string): Promise<{ p50: number; p95: number; p99: number; rps: number; errors: number }> {
  const get = async () => {
    const t = performance.now();
    const response = await fetch(url, { headers: { "User-Agent": BROWSER_UA } });
    await response.arrayBuffer();
    return { ms: performance.now() - t, ok: response.ok };
  };
  for (let i = 0; i < 20; i++) await get();
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const { ms, ok } = await get();
        times.push(ms);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: times.length / seconds, errors };
}

async function main() {
  console.log(`storefront bench: ${REQUESTS} requests per page, concurrency ${CONCURRENCY}, browser user agent (streamed)`);
  const results: Record<string, Record<number, number>> = {};
  let port = 3400;
  for (const size of SIZES) {
    const { child, dataDir, seedMs } = await startServer(size, port);
    console.log(`\n${size} products (start incl. seeding: ${(seedMs / 1000).toFixed(1)} s)`);
    try {
      for (const page of PAGES) {
        const r = await measure(`http://127.0.0.1:${port}${page}`);
        (results[page] ??= {})[size] = r.p50;
        console.log(`  ${page.padEnd(36)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s  errors ${r.errors}`);
      }
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(dataDir, { recursive: true, force: true });
    }
    port += 10;
  }
  if (SIZES.length > 1) {
    const [small, large] = [SIZES[0], SIZES[SIZES.length - 1]];
    console.log(`\np50 ratio ${large} / ${small} products:`);
    for (const page of PAGES) console.log(`  ${page.padEnd(36)} ${(results[page][large] / results[page][small]).toFixed(2)}×`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
