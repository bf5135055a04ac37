/**
 * Preloaded into the store by `bench/compression.ts` (`node --require bench/compression-variant.cjs`): replaces the
 * options every brotli and gzip stream is made with by those of BENCH_COMPRESSION, so one build can be measured with
 * each encoder setting whatever server/http/compression.ts configures. Variants ending in "-tick" also hold a stream's
 * flushes to one per event-loop turn, to see what the flush `compression` makes for each chunk Remix writes costs.
 */
const zlib = require("node:zlib");

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
const BR_TODAY = { [BROTLI_PARAM_QUALITY]: 4, [BROTLI_PARAM_LGWIN]: 22 };
const GZIP_TODAY = { level: 6, memLevel: 8, windowBits: 15 };
const VARIANTS = {
  "br-w22": { brotli: BR_TODAY },
  "br-w18-hint": { brotli: { [BROTLI_PARAM_QUALITY]: 4, [BROTLI_PARAM_LGWIN]: 18, [BROTLI_PARAM_SIZE_HINT]: 131072 } },
  "br-w22-tick": { brotli: BR_TODAY, tick: true },
  "gzip-6": { gzip: GZIP_TODAY },
  "gzip-6-small": { gzip: { level: 6, memLevel: 7, windowBits: 14 } },
  "gzip-6-tick": { gzip: GZIP_TODAY, tick: true },
};

const name = process.env.BENCH_COMPRESSION;
const variant = VARIANTS[name];
if (!variant) throw new Error(`BENCH_COMPRESSION=${name}: expected one of ${Object.keys(VARIANTS).join(", ")}`);

function onePerTick(stream) {
  if (!variant.tick) return stream;
  const flush = stream.flush.bind(stream);
  let pending = false;
  stream.flush = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      flush();
    });
  };
  return stream;
}

const { createBrotliCompress, createGzip } = zlib;
zlib.createBrotliCompress = (options) =>
  onePerTick(createBrotliCompress(variant.brotli ? { ...options, params: variant.brotli } : options));
zlib.createGzip = (options) => onePerTick(createGzip(variant.gzip ? { ...options, ...variant.gzip } : options));
