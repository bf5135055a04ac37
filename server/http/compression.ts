import compression from "compression";
import { constants } from "node:zlib";

/**
 * Pages compress with brotli at the package's quality 4, but a 256 kB window (lgwin 18) instead of Node's 4 MB (22):
 * a page is ~140 kB, so the section page stays 15.8 kB either way, and after 50 connections the server held 11–149 MB
 * less in each of three runs (docs/performance.md, "Compression"). The hint is a page's size.
 */
export function compressPages() {
  return compression({
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: 128 * 1024,
      },
    },
  });
}
