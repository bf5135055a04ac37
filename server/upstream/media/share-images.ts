import { createRasterizer } from "./raster";

/**
 * The link-preview PNGs of every upstream in the process: two renders at a time (of the two cores), eight waiting,
 * and the last 500 pictures kept (a 600×800 PNG of a generated picture is 5–30 KB: a few MB at most).
 */
export const shareImages = createRasterizer({ concurrency: 2, queue: 8, maxEntries: 500 });
