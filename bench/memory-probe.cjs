/**
 * Preloaded into the store by `npm run bench:load` (`node --expose-gc --require bench/memory-probe.cjs`): on SIGUSR2
 * it collects garbage, then appends the process's memory (bytes) as one JSON line to BENCH_MEMORY_FILE — what the
 * server still holds, not what it has not yet freed.
 */
const { appendFileSync } = require("node:fs");

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    if (typeof globalThis.gc === "function") globalThis.gc();
    const { rss, heapUsed } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ time: Date.now(), rss, heapUsed })}\n`);
  });
}
