import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema } from "../../../app/contract/catalog";
import { BannerListSchema } from "../../../app/contract/content";
import { ProductDetailSchema } from "../../../app/contract/product";
import { SuiteDetailSchema, SuiteListSchema } from "../../../app/contract/suites";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.stop());

const local = (url: string) => url.replace(/^http:\/\/localhost:\d+/, upstream.url);

/** A PNG's size from its IHDR chunk (bytes 16–23), after the 8-byte signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function fetchPng(url: string) {
  const response = await fetch(local(url));
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  return pngSize(Buffer.from(await response.arrayBuffer()));
}

describe("link-preview PNGs", () => {
  it("a product's answer names its first picture as a PNG of the size it says, the same picture every time", async () => {
    const { data: list } = await call(upstream, "/v1/catalog/products?section=odezhda&pageSize=20", {
      schema: ProductListSchema,
    });
    const withPhoto = list.items.find((item) => !item.images.list[0].includes("no-photo"))!;
    const { data } = await call(upstream, `/v1/catalog/products/${withPhoto.id}`, { schema: ProductDetailSchema });
    expect(data.share.url).toMatch(new RegExp(`^http://localhost:\\d+/images/products/${withPhoto.id}/0/share\\.png$`));
    expect(await fetchPng(data.share.url)).toEqual({ width: data.share.width, height: data.share.height });
    expect(data.share.width).toBeGreaterThanOrEqual(600);
    const [first, again] = await Promise.all([fetch(local(data.share.url)), fetch(local(data.share.url))]);
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await again.arrayBuffer()))).toBe(true);
  });

  it("a product without photos shares the placeholder's PNG; a picture past the last is 404", async () => {
    let bare: number | undefined;
    for (let page = 1; !bare && page <= 20; page++) {
      const { data } = await call(upstream, `/v1/catalog/products?section=odezhda&pageSize=100&page=${page}`, {
        schema: ProductListSchema,
      });
      bare = data.items.find((item) => item.images.list[0].includes("no-photo"))?.id;
    }
    const { data } = await call(upstream, `/v1/catalog/products/${bare}`, { schema: ProductDetailSchema });
    expect(data.share.url).toMatch(/\/images\/no-photo\/share\.png$/);
    expect(await fetchPng(data.share.url)).toEqual({ width: 600, height: 800 });
    expect((await fetch(`${upstream.url}/images/products/${bare}/0/share.png`)).status).toBe(404);
  });

  it("a look's answer names its cover as a PNG", async () => {
    const { data: list } = await call(upstream, "/api/catalog/suites?pageSize=1", { schema: SuiteListSchema });
    const { data } = await call(upstream, `/api/catalog/suites/${list.items[0].code}`, { schema: SuiteDetailSchema });
    expect(data.share.url).toMatch(new RegExp(`/images/suites/${list.items[0].code}/share\\.png$`));
    expect(await fetchPng(data.share.url)).toEqual({ width: data.share.width, height: data.share.height });
    expect((await fetch(`${upstream.url}/images/suites/no-such-look/share.png`)).status).toBe(404);
  });

  it("a home banner's answer names its background as a 1200×630 PNG", async () => {
    const { data } = await call(upstream, "/api/content/banners?place=home", { schema: BannerListSchema });
    const { share } = data.items[0];
    expect(share).toMatchObject({ width: 1200, height: 630 });
    expect(share.url).toMatch(new RegExp(`/images/banners/${data.items[0].id}/share\\.png$`));
    expect(await fetchPng(share.url)).toEqual({ width: 1200, height: 630 });
    expect((await fetch(`${upstream.url}/images/banners/999999/share.png`)).status).toBe(404);
  });
});
