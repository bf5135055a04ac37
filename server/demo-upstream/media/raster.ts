import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderAsync } from "@resvg/resvg-js";

export type Rasterizer = {
  /**
   * The PNG of `svg`, `width` pixels wide: from memory when made before, else rendered (off the event loop). `null`
   * when `concurrency` renders run and `queue` more wait already: the caller answers «busy».
   */
  png(svg: string, width: number): Promise<Buffer | null>;
  /** Keeps every rendered picture in `dir` too, and looks there before rendering: each picture renders once, ever. */
  keepOnDisk(dir: string): void;
};

type Options = { concurrency: number; queue: number; maxEntries: number };

/**
 * Raster copies of the generated SVG pictures, for link previews (social networks ignore SVG). Each picture is
 * rendered once and kept in a bounded in-memory cache (least recently used out first) and, once `keepOnDisk` names a
 * directory, in a file named by what is drawn (a restart or another process renders it no more); renders run at most
 * `concurrency` at a time with at most `queue` waiting, and the same picture asked twice meanwhile renders once.
 */
export function createRasterizer({ concurrency, queue, maxEntries }: Options): Rasterizer {
  const done = new Map<string, Buffer>();
  const running = new Map<string, Promise<Buffer | null>>();
  const waiting: (() => void)[] = [];
  let active = 0;
  let dir: string | undefined;

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

  async function render(width: number, svg: string): Promise<Buffer> {
    await acquire();
    try {
      const image = await renderAsync(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: true } });
      return image.asPng();
    } finally {
      release();
    }
  }

  /** Written whole under another name first: a reader never sees half a picture. A failed write only costs a render. */
  async function store(file: string, png: Buffer): Promise<void> {
    const partial = `${file}.${process.pid}.part`;
    try {
      await writeFile(partial, png);
      await rename(partial, file);
    } catch {
      // The disk is full or read-only: the picture stays in memory.
    }
  }

  async function load(key: string, width: number, svg: string, file: string | undefined): Promise<Buffer | null> {
    const kept = file ? await readFile(file).catch(() => null) : null;
    if (kept) {
      keep(key, kept);
      return kept;
    }
    if (active >= concurrency && waiting.length >= queue) return null;
    const png = await render(width, svg);
    keep(key, png);
    if (file) await store(file, png);
    return png;
  }

  return {
    png(svg, width) {
      // By what is drawn, not by path: the picture of an id differs between databases (tests run several upstreams).
      const hash = createHash("sha256").update(svg).digest("base64url");
      const key = `${width}:${hash}`;
      const cached = done.get(key);
      if (cached) {
        // Recently used: to the end of the eviction order.
        done.delete(key);
        done.set(key, cached);
        return Promise.resolve(cached);
      }
      const pending = running.get(key);
      if (pending) return pending;
      // Without a directory the refusal is decided now, before anything else can take the queue's last place.
      if (!dir && active >= concurrency && waiting.length >= queue) return Promise.resolve(null);
      const made = load(key, width, svg, dir && join(dir, `${width}-${hash}.png`)).finally(() => running.delete(key));
      running.set(key, made);
      return made;
    },
    keepOnDisk(path) {
      mkdirSync(path, { recursive: true });
      dir = path;
    },
  };
}
