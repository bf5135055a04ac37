import { describe, expect, it } from "vitest";
import { bundleModules } from "../../../bench/bundle-modules";
import { type CpuProfile, folderOf, packageOf, summarizeProfile } from "../../../bench/cpu-profile";

const BUNDLE = [
  "var __helper = 1;",
  "// app/catalog/section-page.server.ts",
  "function sectionLoader() {}",
  "// server/demo-upstream/catalog/listing.ts",
  "function listing() {}",
].join("\n");
const bundles = new Map([["/srv/build/index.js", { name: "build/index.js", modules: bundleModules(BUNDLE) }]]);

const frame = (functionName: string, url = "", lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });

describe("bundleModules", () => {
  it("maps a bundle line to the module it came from", () => {
    const modules = bundleModules(BUNDLE);
    expect(modules.fileAt(0)).toBeUndefined();
    expect(modules.fileAt(2)).toBe("app/catalog/section-page.server.ts");
    expect(modules.fileAt(4)).toBe("server/demo-upstream/catalog/listing.ts");
  });
});

describe("packageOf and folderOf", () => {
  it("names the innermost node_modules package, scoped or not", () => {
    expect(packageOf("/w/node_modules/@remix-run/router/dist/router.cjs.js")).toBe("@remix-run/router");
    expect(packageOf("/w/node_modules/a/node_modules/zod/lib/types.cjs")).toBe("zod");
    expect(packageOf("/w/build/index.js")).toBeUndefined();
  });

  it("names our folders one level down, two under server/demo-upstream", () => {
    expect(folderOf("app/catalog/product-page/product-page.server.ts")).toBe("app/catalog");
    expect(folderOf("app/root.tsx")).toBe("app");
    expect(folderOf("server/demo-upstream/catalog/listing.ts")).toBe("server/demo-upstream/catalog");
    expect(folderOf("server/index.ts")).toBe("server");
  });
});

describe("summarizeProfile", () => {
  // root → sectionLoader (bundle line 2) → JSON parse (native); root → zod; root → GC; root → idle
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 4, 5, 6] },
      { id: 2, callFrame: frame("sectionLoader", "file:///srv/build/index.js", 2), children: [3] },
      { id: 3, callFrame: frame("parse") },
      { id: 4, callFrame: frame("_parse", "file:///srv/node_modules/zod/lib/types.cjs", 100) },
      { id: 5, callFrame: frame("(garbage collector)") },
      { id: 6, callFrame: frame("(idle)") },
    ],
    startTime: 1_000,
    endTime: 8_000,
    // samples at 2000, 3000, 4000, 5000, 6000, 7000 µs; each lasts 1000 µs
    samples: [2, 3, 4, 5, 6, 2],
    timeDeltas: [1_000, 1_000, 1_000, 1_000, 1_000, 1_000],
  };

  it("sums self time per function and per package, natives counted with their caller", () => {
    const summary = summarizeProfile(profile, bundles, { from: 0, to: 10_000 }, 10);
    expect(summary.samples).toBe(6);
    expect(summary.windowMs).toBe(6);
    expect(summary.categories).toEqual([
      { category: "app/catalog", selfMs: 3, share: 0.5 },
      { category: "zod", selfMs: 1, share: 1 / 6 },
      { category: "GC", selfMs: 1, share: 1 / 6 },
      { category: "idle", selfMs: 1, share: 1 / 6 },
    ]);
    expect(summary.functions[0]).toMatchObject({
      name: "sectionLoader",
      category: "app/catalog",
      selfMs: 2,
      location: "app/catalog/section-page.server.ts (build/index.js:3)",
    });
    expect(summary.functions[1]).toMatchObject({
      name: "parse",
      category: "app/catalog",
      location: expect.stringContaining("native, called from sectionLoader"),
    });
  });

  it("counts only the samples inside the window", () => {
    const summary = summarizeProfile(profile, bundles, { from: 3_500, to: 5_500 }, 10);
    expect(summary.samples).toBe(2);
    expect(summary.categories.map((c) => c.category)).toEqual(["zod", "GC"]);
  });

  it("does not mistake a function named like an Object method for a VM state", () => {
    const withToString: CpuProfile = {
      ...profile,
      nodes: [...profile.nodes.slice(0, 5), { id: 6, callFrame: frame("toString", "node:internal/util", 3) }],
    };
    const summary = summarizeProfile(withToString, bundles, { from: 0, to: 10_000 }, 10);
    expect(summary.categories.map((c) => c.category)).toContain("node core");
  });
});
