import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningCache } from "./support/cache-process";
import {
  analyticsCookies,
  browseAll,
  BROWSERS,
  hitRatio,
  Visitor,
  withStoreBehind,
  type Store,
} from "./support/cdn-example";
import { exampleCacheSuite } from "./support/cdn-example-suite";
import { DEBIAN_VCL, EXAMPLE_VCL, startVarnish } from "./support/varnish";

// docs/cdn/default.vcl in Debian's Varnish: guests hit whatever their browser and analytics cookies, shoppers never do.
exampleCacheSuite("varnish", (port, storefrontPort) => startVarnish(EXAMPLE_VCL, port, storefrontPort));

describe("varnish as Debian ships it (the comparison docs/reliability.md reports)", () => {
  let store: Store;
  let cache: RunningCache;
  beforeAll(async () => {
    ({ store, cache } = await withStoreBehind((port, storefrontPort) =>
      startVarnish(DEBIAN_VCL, port, storefrontPort),
    ));
  }, 120_000);
  afterAll(async () => {
    await cache?.stop();
    await store?.storefront.stop();
  });

  it("keeps a copy per browser without the bot flag, and none for guests with analytics cookies", async () => {
    // Without the bot flag the store varies on the raw User-Agent: each browser's first visit of a page misses.
    const browsers = await browseAll(
      BROWSERS.map((ua) => new Visitor(cache, ua)),
      store.pages,
      2,
    );
    expect(hitRatio("varnish as shipped, ten browsers twice", browsers)).toBe(0.5);
    expect(browsers.every((a) => /User-Agent/i.test(a.vary))).toBe(true);
    const guests = await browseAll(
      BROWSERS.map((ua) => new Visitor(cache, ua, analyticsCookies())),
      store.pages,
      1,
    );
    expect(hitRatio("varnish as shipped, ten guests with analytics cookies", guests)).toBe(0);
  });
});
