import { describe, expect, it } from "vitest";
import { recordChunkReload, shouldReloadAfterChunkError } from "~/domain/chunk-reload";

const T = 1_700_000_000_000;

describe("shouldReloadAfterChunkError", () => {
  it("reloads a path never reloaded", () => {
    expect(shouldReloadAfterChunkError("/catalog/", T, {})).toBe(true);
  });

  it("reloads at most once per 10 s per path", () => {
    const record = { "/catalog/": T };
    expect(shouldReloadAfterChunkError("/catalog/", T, record)).toBe(false);
    expect(shouldReloadAfterChunkError("/catalog/", T + 9_999, record)).toBe(false);
    expect(shouldReloadAfterChunkError("/catalog/", T + 10_000, record)).toBe(true);
    expect(shouldReloadAfterChunkError("/catalog/", T + 60_000, record)).toBe(true);
  });

  it("tracks paths separately", () => {
    expect(shouldReloadAfterChunkError("/about/", T + 1, { "/catalog/": T })).toBe(true);
  });

  it("does not block on a time in the future or a corrupt record", () => {
    expect(shouldReloadAfterChunkError("/a/", T, { "/a/": T + 5_000 })).toBe(true);
    expect(shouldReloadAfterChunkError("/a/", T, { "/a/": Number.NaN })).toBe(true);
    expect(shouldReloadAfterChunkError("/a/", T, JSON.parse('{"/a/":"x"}'))).toBe(true);
    expect(shouldReloadAfterChunkError("constructor", T, {})).toBe(true);
    expect(shouldReloadAfterChunkError("__proto__", T, {})).toBe(true);
  });
});

describe("recordChunkReload", () => {
  it("records the reload and blocks the next one", () => {
    const record = recordChunkReload("/a/", T, {});
    expect(record).toEqual({ "/a/": T });
    expect(shouldReloadAfterChunkError("/a/", T + 1_000, record)).toBe(false);
  });

  it("keeps recent entries of other paths and prunes old ones", () => {
    const record = recordChunkReload("/a/", T, {
      "/a/": T - 20_000,
      "/b/": T - 5_000,
      "/c/": T - 15_000,
      "/d/": T + 1,
    });
    expect(record).toEqual({ "/a/": T, "/b/": T - 5_000 });
  });

  it("does not mutate the input", () => {
    const input = { "/b/": T };
    recordChunkReload("/a/", T, input);
    expect(input).toEqual({ "/b/": T });
  });
});
