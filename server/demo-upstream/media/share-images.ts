import { createRasterizer } from "./raster";

/**
 * The link-preview PNGs of every upstream in the process: two renders at a time (of the two cores), eight waiting,
 * the last 500 pictures kept in memory (a 600×800 PNG of a generated picture is 5–30 KB: a few MB at most) and every
 * one on disk under DATA_DIR/share-images once the upstream starts (server/demo-upstream/index.ts).
 */
export const shareImages = createRasterizer({ concurrency: 2, queue: 8, maxEntries: 500 });
