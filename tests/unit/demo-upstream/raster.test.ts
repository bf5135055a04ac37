import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRasterizer } from "../../../server/demo-upstream/media/raster";

const picture = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40"><rect width="30" height="40" fill="${fill}"/></svg>`;
const widthOf = (png: Buffer) => png.readUInt32BE(16);

describe("the link-preview rasterizer", () => {
  it("renders a PNG of the width asked, once per picture (the same buffer from memory after)", async () => {
    const raster = createRasterizer({ concurrency: 1, queue: 1, maxEntries: 2 });
    const png = await raster.png(picture("#123456"), 60);
    expect(png).not.toBeNull();
    expect(png!.subarray(1, 4).toString()).toBe("PNG");
    expect(widthOf(png!)).toBe(60);
    expect(await raster.png(picture("#123456"), 60)).toBe(png);
  });

  it("answers null past its queue instead of queueing without bound; asking for a picture being rendered waits for it", async () => {
    const raster = createRasterizer({ concurrency: 1, queue: 1, maxEntries: 10 });
    const running = raster.png(picture("#111111"), 50);
    const same = raster.png(picture("#111111"), 50);
    const waiting = raster.png(picture("#222222"), 50);
    expect(await raster.png(picture("#333333"), 50)).toBeNull();
    const [a, b, c] = await Promise.all([running, same, waiting]);
    expect(a).toBe(b);
    expect(c).not.toBeNull();
    // With the queue empty again, a new picture renders.
    expect(await raster.png(picture("#333333"), 50)).not.toBeNull();
  });

  it("keeps at most maxEntries pictures, dropping the least recently used", async () => {
    const raster = createRasterizer({ concurrency: 1, queue: 4, maxEntries: 2 });
    const first = await raster.png(picture("#aa0000"), 20);
    await raster.png(picture("#00aa00"), 20);
    expect(await raster.png(picture("#aa0000"), 20)).toBe(first);
    await raster.png(picture("#0000aa"), 20);
    // The green one was the least recently used: rendered again (an equal, new buffer); the red one stayed.
    expect(await raster.png(picture("#aa0000"), 20)).toBe(first);
    const green = await raster.png(picture("#00aa00"), 20);
    expect(green).not.toBeNull();
  });

  it("with a directory, keeps each picture in a file: another rasterizer (a restart) reads it, not rendering", async () => {
    const dir = mkdtempSync(join(tmpdir(), "share-images-"));
    const first = createRasterizer({ concurrency: 1, queue: 0, maxEntries: 10 });
    first.keepOnDisk(dir);
    const png = await first.png(picture("#abcdef"), 40);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^40-[\w-]+\.png$/);
    expect(readFileSync(join(dir, files[0])).equals(png!)).toBe(true);

    // A second process (a restart) gets the file's bytes, not a render of its own: the file is swapped to prove it.
    const other = await first.png(picture("#fedcba"), 40);
    writeFileSync(join(dir, files[0]), other!);
    const second = createRasterizer({ concurrency: 1, queue: 0, maxEntries: 10 });
    second.keepOnDisk(dir);
    expect((await second.png(picture("#abcdef"), 40))!.equals(other!)).toBe(true);
  });
});
