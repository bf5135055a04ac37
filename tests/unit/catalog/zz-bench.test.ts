import { it } from "vitest";
import { listingUrlRedirect } from "~/catalog/listing-url";
import { parseListingQuery } from "~/catalog/listing-parse";
it("bench", () => {
  const time = (name: string, fn: () => unknown) => {
    for (let i = 0; i < 200; i++) fn();
    const n = 2000;
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    console.log(name, (((performance.now() - t) / n) * 1000).toFixed(1), "µs/call");
  };
  const params = new URLSearchParams("sort=new&sizes=42,44&page=2");
  time("parse", () => parseListingQuery(params));
  time("urlsearchparams", () => new URLSearchParams("sort=new&sizes=42,44&page=2&utm_source=mail").toString());
  const url = new URL("/catalog/odezhda/?sort=new&sizes=42,44&page=2&utm_source=mail", "http://shop.test");
  time("redirect", () => listingUrlRedirect(url));
});
