/**
 * Preloaded into the store by `npm run bench:load` and `npm run bench:heap` (`node --expose-gc --require
 * bench/memory-probe.cjs`): on SIGUSR2 it collects garbage, then appends the process's memory (bytes) as one JSON line
 * to BENCH_MEMORY_FILE — what the server still holds, not what it has not yet freed. With BENCH_HEAP_SNAPSHOT_DIR it
 * also writes a heap snapshot of the main thread there, after the collection, and names its file in the line.
 */
const { appendFileSync } = require("node:fs");
const path = require("node:path");
const v8 = require("node:v8");

const file = process.env.BENCH_MEMORY_FILE;
const snapshots = process.env.BENCH_HEAP_SNAPSHOT_DIR;
let taken = 0;
if (file) {
  process.on("SIGUSR2", () => {
    if (typeof globalThis.gc === "function") globalThis.gc();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const snapshot = snapshots ? v8.writeHeapSnapshot(path.join(snapshots, `heap-${++taken}.heapsnapshot`)) : undefined;
    appendFileSync(file, `${JSON.stringify({ time: Date.now(), rss, heapUsed, heapTotal, external, snapshot })}\n`);
  });
}
