import { describe, expect, it } from "vitest";
import { setFaults, Shopper } from "./http";
import { TIMEOUT_MS, SLACK_MS, LONG_MS, PRODUCT, storefront, visit, withFaultyStorefront } from "./faulty-storefront";

withFaultyStorefront();

describe("many faults at once", () => {
  it(
    "keeps the process up and answering: 30 pages in parallel while a third of the calls time out",
    async () => {
      await setFaults(storefront, [
        { path: "/api/catalog/products/related", fault: "timeout" },
        { path: "/v1/catalog/products/*", fault: "refused", times: 5 },
      ]);
      try {
        const started = performance.now();
        const pages = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            visit(new Shopper(storefront), i % 3 === 0 ? PRODUCT : "/about/company/"),
          ),
        );
        expect(pages.every((page) => [200, 503].includes(page.status))).toBe(true);
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 4 * SLACK_MS);
      } finally {
        await setFaults(storefront, []);
      }
      expect((await fetch(`${storefront.url}/healthz`)).status).toBe(200);
      expect(storefront.alive()).toBe(true);
    },
    LONG_MS,
  );
});
