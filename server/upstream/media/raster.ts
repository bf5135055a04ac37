import { createHash } from "node:crypto";
import { renderAsync } from "@resvg/resvg-js";

export type Rasterizer = {
  /**
   * The PNG of `svg`, `width` pixels wide: from memory when made before, else rendered (off the event loop). `null`
   * when `concurrency` renders run and `queue` more wait already: the caller answers «busy».
   */
  png(svg: string, width: number): Promise<Buffer | null>;
};

type Options = { concurrency: number; queue: number; maxEntries: number };

/**
 * Raster copies of the generated SVG pictures, for link previews (social networks ignore SVG). Each picture is
 * rendered once and kept in a bounded in-memory cache (least recently used out first); renders run at most
 * `concurrency` at a time with at most `queue` waiting, and the same picture asked twice meanwhile renders once.
 */
export function createRasterizer({ concurrency, queue, maxEntries }: Options): Rasterizer {
  const done = new Map<string, Buffer>();
  const running = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  const keep = (key: string, png: Buffer) => {
    done.set(key, png);
    if (done.size > maxEntries) done.delete(done.keys().next().value!);
  };
  /** A render slot: taken at once while fewer than `concurrency` run, else handed over by a finishing render. */
  const acquire = (): Promise<void> => {
    if (active < concurrency) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  async function render(key: string, width: number, svg: string): Promise<Buffer> {
    await acquire();
    try {
      const image = await renderAsync(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: true } });
      const png = image.asPng();
      keep(key, png);
      return png;
    } finally {
      release();
    }
  }

  return {
    png(svg, width) {
      // By what is drawn, not by path: the picture of an id differs between databases (tests run several upstreams).
      const key = `${width}:${createHash("sha256").update(svg).digest("base64url")}`;
      const cached = done.get(key);
      if (cached) {
        // Recently used: to the end of the eviction order.
        done.delete(key);
        done.set(key, cached);
        return Promise.resolve(cached);
      }
      const pending = running.get(key);
      if (pending) return pending;
      if (active >= concurrency && waiting.length >= queue) return Promise.resolve(null);
      const made = render(key, width, svg).finally(() => running.delete(key));
      running.set(key, made);
      return made;
    },
  };
}
