import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstream, type RunningUpstream } from "../../server/demo-upstream/index";
import { CRAWLER_UA, SHOPPER_UA, startStorefront, timedGet, type RunningStorefront } from "./support/storefront";
import { copySeededDatabase } from "./support/seeded-database";

/**
 * The upstream on a machine of its own (`npm run demo-upstream` with UPSTREAM_PUBLIC_URL, or PUBLIC_ORIGIN, set to the
 * store's public origin) and a storefront with API_URL pointing at it: the storefront serves the upstream's pictures,
 * videos and payment page on the public origin; and when the upstream goes away it stays ready and answers its own
 * Russian error pages.
 */
const ORIGIN = "https://shop.example.ru";
const HOST = "shop.example.ru";
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const PORTS = { upstream: 4231, port: 4232, unused: 4233, host: 4234, hostUpstream: 4235, other: 4236 };

describe("a storefront with API_URL to an upstream run on its own", () => {
  let upstream: RunningUpstream;
  let dataDir: string;
  let store: RunningStorefront;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "storefront-it-"));
    await copySeededDatabase(dataDir);
    upstream = await startUpstream({
      port: PORTS.upstream,
      dataDir,
      publicUrl: ORIGIN,
      storeUrl: ORIGIN,
      log: () => {},
    });
    store = await startStorefront(
      { API_URL: upstream.url, PUBLIC_ORIGIN: ORIGIN },
      { port: PORTS.port, upstreamPort: PORTS.unused },
    );
  }, 60_000);
  afterAll(async () => {
    await store.stop();
    await upstream.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  });

  it("links pictures on the public origin and serves them, videos and the payment page from the upstream", async () => {
    const page = await timedGet(store.url + PRODUCT, { Host: HOST, "User-Agent": CRAWLER_UA });
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/localhost|127\.0\.0\.1/);
    const pictures = [...page.body.matchAll(/src="https:\/\/shop\.example\.ru(\/images\/products\/[^"\s]+)"/g)];
    expect(pictures.length).toBeGreaterThan(0);
    for (const [, picture] of pictures.slice(0, 3)) {
      const answer = await timedGet(store.url + picture, { Host: HOST, "User-Agent": SHOPPER_UA, Cookie: "token=x" });
      expect(answer.status, picture).toBe(200);
      expect(answer.headers["content-type"], picture).toMatch(/^image\//);
    }

    const listing = await fetch(`${upstream.url}/v1/catalog/products?section=odezhda&pageSize=100`);
    const items = ((await listing.json()) as { data: { items: { videos: { sm: string }[] }[] } }).data.items;
    const video = items.flatMap((item) => item.videos)[0].sm;
    expect(video.startsWith(`${ORIGIN}/videos/`)).toBe(true);
    const clip = await timedGet(store.url + new URL(video).pathname, { Host: HOST, "User-Agent": SHOPPER_UA });
    expect([clip.status, clip.headers["content-type"]]).toEqual([200, "video/webm"]);

    // An unknown code: the upstream's own payment page answers (a known one is paid in checkout-confirmed.test.ts).
    const pay = await timedGet(`${store.url}/pay/${"0".repeat(32)}`, { Host: HOST, "User-Agent": SHOPPER_UA });
    expect(pay.status).toBe(404);
    expect(pay.body).toContain("Платёж не найден");
    // Nothing else of the upstream is passed on.
    expect((await timedGet(`${store.url}/images/../api/init`, { Host: HOST })).body).not.toContain('"data"');
  });

  it("stays ready while the upstream is away, and answers pages with its own Russian error page", async () => {
    await upstream.close();
    const started = performance.now();
    const ready = await timedGet(`${store.url}/readyz`, {});
    expect(ready.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);

    const page = await timedGet(`${store.url}/catalog/obuv/`, { Host: HOST, "User-Agent": SHOPPER_UA });
    expect([502, 503, 504]).toContain(page.status);
    expect(page.body).toContain('<html lang="ru"');
    expect(page.headers["cache-control"]).toMatch(/no-store|max-age=0/);

    // The background probe notices within its interval (5 s) and says so once.
    for (let i = 0; i < 80 && !store.logs.some((entry) => entry.msg === "upstream unreachable"); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.logs.filter((entry) => entry.msg === "upstream unreachable")).toHaveLength(1);
    expect((await timedGet(`${store.url}/readyz`, {})).status).toBe(200);
  }, 20_000);
});

describe("one storefront's embedded upstream used by another (API_URL)", () => {
  let host: RunningStorefront;
  let other: RunningStorefront;
  beforeAll(async () => {
    host = await startStorefront({}, { port: PORTS.host, upstreamPort: PORTS.hostUpstream });
    other = await startStorefront({ API_URL: host.upstreamUrl }, { port: PORTS.other, upstreamPort: PORTS.unused });
  }, 60_000);
  afterAll(async () => {
    await other.stop();
    await host.stop();
  });

  it("serves the same picture paths as the storefront that hosts it", async () => {
    const page = await timedGet(other.url + PRODUCT, { Host: HOST, "User-Agent": CRAWLER_UA });
    const pictures = [...page.body.matchAll(/src="(\/images\/products\/[^"\s]+)"/g)].map((match) => match[1]);
    expect(pictures.length).toBeGreaterThan(0);
    for (const store of [host, other]) {
      const answer = await timedGet(store.url + pictures[0], { Host: HOST, "User-Agent": SHOPPER_UA });
      expect([answer.status, answer.headers["cache-control"]]).toEqual([200, "public, max-age=31536000, immutable"]);
    }
  });
});
