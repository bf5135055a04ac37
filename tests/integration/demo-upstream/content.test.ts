import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OkSchema } from "../../../app/contract/auth";
import { ProductListSchema } from "../../../app/contract/catalog";
import { BannerListSchema } from "../../../app/contract/content";
import { LocationSchema } from "../../../app/contract/location";
import { NewsItemSchema, NewsListSchema } from "../../../app/contract/news";
import { VacancyListSchema } from "../../../app/contract/vacancies";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.stop());

/** Media URLs point at publicUrl (localhost); fetch them from the bound address. */
const local = (url: string) => url.replace(/^http:\/\/localhost:\d+/, upstream.url);

describe("GET /api/health and unknown routes", () => {
  it("answers ok", async () => {
    expect((await call(upstream, "/api/health", { schema: OkSchema })).data).toEqual({ ok: true });
  });

  it("answers 404 'Метод не найден' for an unknown route", async () => {
    const result = await call(upstream, "/api/nothing-here");
    expect(result.status).toBe(404);
    expect(result.errors[0].message).toBe("Метод не найден");
  });
});

describe("GET /api/location", () => {
  it("defaults to Moscow and lists every city", async () => {
    const { data } = await call(upstream, "/api/location", { schema: LocationSchema });
    expect(data.city).toMatchObject({ code: "moscow", name: "Москва" });
    expect(data.cities.length).toBeGreaterThanOrEqual(10);
    expect(data.cities.map((c) => c.code)).toEqual(
      expect.arrayContaining(["moscow", "st_petersburg", "kazan", "ekaterinburg"]),
    );
    expect(data.stores.length).toBeGreaterThanOrEqual(1);
    expect(data.stores.every((store) => store.cityId === data.city.id)).toBe(true);
    const [lat, lon] = data.city.coordinates;
    expect(lat).toBeCloseTo(55.75, 1);
    expect(lon).toBeCloseTo(37.62, 1);
  });

  it("returns the requested city and falls back to Moscow for an unknown code", async () => {
    const spb = await call(upstream, "/api/location?city=st_petersburg", { schema: LocationSchema });
    expect(spb.data.city.name).toBe("Санкт-Петербург");
    expect(spb.data.stores.length).toBeGreaterThan(1);
    const unknown = await call(upstream, "/api/location?city=atlantis", { schema: LocationSchema });
    expect(unknown.data.city.code).toBe("moscow");
  });
});

describe("GET /api/content/banners", () => {
  it("returns 3–4 home banners with catalogue links and SVG images", async () => {
    const { data } = await call(upstream, "/api/content/banners?place=home", { schema: BannerListSchema });
    expect(data.items.length).toBeGreaterThanOrEqual(3);
    expect(data.items.length).toBeLessThanOrEqual(4);
    for (const banner of data.items) {
      expect(banner.link).toMatch(/^\/catalog\//);
      expect(banner.title).toMatch(/[а-яё]/i);
      const desktop = await fetch(local(banner.image.desktop));
      expect(desktop.headers.get("content-type")).toContain("image/svg+xml");
      expect(await desktop.text()).toContain('width="1600" height="700"');
      expect(await (await fetch(local(banner.image.mobile))).text()).toContain('width="750" height="1000"');
    }
  });
});

describe("news and vacancies", () => {
  it("pages news newest first and opens an item", async () => {
    const { data } = await call(upstream, "/api/content/news?pageSize=3", { schema: NewsListSchema });
    expect(data.items).toHaveLength(3);
    expect(data.pagination.total).toBeGreaterThan(3);
    const dates = data.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const item = await call(upstream, `/api/content/news/${data.items[0].id}`, { schema: NewsItemSchema });
    expect(item.data.body.length).toBeGreaterThan(20);
    expect((await call(upstream, "/api/content/news/99999")).status).toBe(404);
  });

  it("lists vacancies by city", async () => {
    const all = await call(upstream, "/api/content/vacancies", { schema: VacancyListSchema });
    const moscow = await call(upstream, "/api/content/vacancies?city=moscow", { schema: VacancyListSchema });
    expect(moscow.data.items.length).toBeGreaterThan(0);
    expect(moscow.data.items.every((v) => v.city.name === "Москва")).toBe(true);
    expect(all.data.items.length).toBeGreaterThan(moscow.data.items.length);
  });
});

describe("media", () => {
  it("serves product pictures of every size as cacheable SVG, and 404 past the last picture", async () => {
    const { data } = await call(upstream, "/v1/catalog/products?section=odezhda&pageSize=5", {
      schema: ProductListSchema,
    });
    const item = data.items.find((candidate) => !candidate.images.list[0].includes("no-photo"))!;
    const sizes = { original: [1200, 1600], detail: [900, 1200], list: [600, 800], list375: [375, 500] } as const;
    for (const [variant, [width, height]] of Object.entries(sizes)) {
      const url = item.images[variant as keyof typeof sizes][0];
      expect(url).toMatch(new RegExp(`^http://localhost:\\d+/images/products/${item.id}/0/${variant}\\.svg$`));
      const response = await fetch(local(url));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const svg = await response.text();
      expect(svg).toContain(`width="${width}" height="${height}"`);
      expect(svg).toContain(item.color.colorHex);
    }
    const front = await (await fetch(local(item.images.list[0]))).text();
    if (item.images.list.length > 1) expect(await (await fetch(local(item.images.list[1]))).text()).not.toBe(front);
    const past = await fetch(`${upstream.url}/images/products/${item.id}/${item.images.list.length}/list.svg`);
    expect(past.status).toBe(404);
    expect((await fetch(`${upstream.url}/images/no-photo/list.svg`)).status).toBe(200);
  });

  it("serves a small WebM clip for products with a video", async () => {
    let videoUrl: string | undefined;
    for (let page = 1; !videoUrl; page++) {
      const { data } = await call(upstream, `/v1/catalog/products?section=odezhda&pageSize=100&page=${page}`, {
        schema: ProductListSchema,
      });
      videoUrl = data.items.find((item) => item.videos.length > 0)?.videos[0].sm;
      if (page >= data.pagination.pages) break;
    }
    const response = await fetch(local(videoUrl!));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/webm");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(10_000);
  });
});
