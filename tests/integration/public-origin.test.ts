import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRAWLER_UA, SHOPPER_UA, startStorefront, timedGet, type RunningStorefront } from "./support/storefront";

/** The host a shopper reaches the store by: no `localhost` anywhere. */
const HOST = "shop.example.ru";
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const SECTION = "/catalog/odezhda/";
const LOOPBACK_NAMES = /localhost|127\.0\.0\.1|\[::1\]/;

type Item = { id: number; videos: { sm: string }[]; sku: { id: number; quantity: number }[] };

/** A guest's signed token cookie with a product in the basket (the basket page shows its picture). */
async function basketCookie(store: RunningStorefront): Promise<string> {
  const { tokenCookie } = await import("~/cookies.server");
  const token = (
    (await (await fetch(`${store.upstreamUrl}/api/auth/guest`, { method: "POST" })).json()) as {
      data: { token: string };
    }
  ).data.token;
  const offer = (await products(store))[0].sku.find((sku) => sku.quantity > 0)!;
  const added = await fetch(`${store.upstreamUrl}/api/basket/${(await products(store))[0].id}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ offer: offer.id, city: "moscow" }),
  });
  expect(added.status).toBe(200);
  return (await tokenCookie.serialize(token)).split(";")[0];
}

async function products(store: RunningStorefront): Promise<Item[]> {
  const answer = await fetch(`${store.upstreamUrl}/v1/catalog/products?section=odezhda&pageSize=100`);
  return ((await answer.json()) as { data: { items: Item[] } }).data.items.filter((item) =>
    item.sku.some((sku) => sku.quantity > 0),
  );
}

/** The embedded upstream's pictures a page shows as same-origin paths (src and srcset), not the store's own placeholder. */
const picturesOf = (html: string) =>
  [...new Set([...html.matchAll(/(?:src|srcSet|srcset)="(\/images\/[^"\s]+)"/g)].map((match) => match[1]))].filter(
    (path) => path !== "/images/no-photo.svg",
  );

describe("without PUBLIC_ORIGIN: the request's own host", () => {
  let store: RunningStorefront;
  beforeAll(async () => {
    store = await startStorefront();
  });
  afterAll(() => store.stop());

  it("writes no localhost address into any page; its pictures and videos load through the same host", async () => {
    const cookie = await basketCookie(store);
    const pages: [string, Record<string, string>][] = [
      ["/", {}],
      [SECTION, {}],
      [PRODUCT, {}],
      ["/order/", { Cookie: cookie }],
      ["/certificate/digital/", {}],
    ];
    const pictures = new Set<string>();
    for (const [path, headers] of pages) {
      const page = await timedGet(store.url + path, { Host: HOST, "User-Agent": CRAWLER_UA, ...headers });
      expect(page.status, path).toBe(200);
      expect(page.body.match(LOOPBACK_NAMES), path).toBeNull();
      const found = picturesOf(page.body);
      expect(found.length, path).toBeGreaterThan(0);
      for (const picture of found.slice(0, 3)) pictures.add(picture);
    }
    expect((await timedGet(store.url + PRODUCT, { Host: HOST, "User-Agent": CRAWLER_UA })).body).toContain(
      `"url":"http://${HOST}${PRODUCT}"`,
    );

    for (const picture of pictures) {
      const answer = await timedGet(store.url + picture, { Host: HOST, "User-Agent": SHOPPER_UA });
      expect(answer.status, picture).toBe(200);
      expect(answer.headers["content-type"], picture).toMatch(/^image\/svg\+xml/);
      expect(answer.headers["cache-control"], picture).toBe("public, max-age=31536000, immutable");
    }
    const video = (await products(store)).flatMap((item) => item.videos)[0].sm;
    expect(video).toMatch(/^\/videos\/\d+\.webm$/);
    const clip = await timedGet(store.url + video, { Host: HOST, "User-Agent": SHOPPER_UA });
    expect([clip.status, clip.headers["content-type"]]).toEqual([200, "video/webm"]);
    // The upstream's API stays behind: only its public files are passed through.
    expect(
      (
        await fetch(`${store.url}/api/init`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        })
      ).headers.get("content-type"),
    ).not.toMatch(/json/);
  });

  it("serves the payment page and its form through the same host", async () => {
    const code = "0".repeat(32);
    const page = await timedGet(`${store.url}/pay/${code}`, { Host: HOST, "User-Agent": SHOPPER_UA });
    expect(page.status).toBe(404);
    expect(page.body).toContain("Платёж не найден");
    const posted = await fetch(`${store.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain("Платёж не найден");
  });

  it("takes the scheme, not the host, from the trusted loopback proxy (its host only with TRUST_FORWARDED_HOST=1: hosts.test.ts)", async () => {
    const page = await timedGet(store.url + SECTION, {
      Host: HOST,
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
      "User-Agent": CRAWLER_UA,
    });
    expect(page.body).toContain(`<link rel="next" href="https://${HOST}${SECTION}?page=2"/>`);
    expect(page.body).not.toContain("evil.example");
  });
});

describe("TRUST_PROXY=0: a client that is no proxy", () => {
  let store: RunningStorefront;
  beforeAll(async () => {
    store = await startStorefront({ TRUST_PROXY: "0" });
  });
  afterAll(() => store.stop());

  it("changes no absolute URL with X-Forwarded-Host (the cache-poisoning probe)", async () => {
    const page = await timedGet(store.url + SECTION, {
      Host: HOST,
      "X-Forwarded-Host": "evil.example:8443",
      "X-Forwarded-Proto": "https",
      "User-Agent": CRAWLER_UA,
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("evil.example");
    expect(page.body).not.toContain(":8443");
    expect(page.body).toContain(`<link rel="next" href="http://${HOST}${SECTION}?page=2"/>`);
  });

  it("cannot dodge the per-client limit of login codes by rotating X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${store.url}/login/`, {
        method: "POST",
        headers: { "X-Forwarded-For": `203.0.113.${i + 1}`, Origin: store.url },
        body: new URLSearchParams({ intent: "code", phone: `+7916${String(4000000 + i).padStart(7, "0")}` }),
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("with PUBLIC_ORIGIN", () => {
  let store: RunningStorefront;
  const ORIGIN = "https://shop.example.ru";
  beforeAll(async () => {
    store = await startStorefront({ PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(() => store.stop());

  /**
   * Ways a request on the public host (a request on any other is sent there: hosts.test.ts) could still name another
   * host or scheme, from the trusted loopback proxy.
   */
  const probes: Record<string, string>[] = [
    { Host: HOST },
    { Host: HOST, Forwarded: "host=evil.example;proto=http" },
    { Host: "SHOP.example.ru:443", "X-Forwarded-Proto": "https" },
    { Host: "127.0.0.1:1", "X-Forwarded-Host": "shop.example.ru, evil.example" },
  ];

  it("writes every absolute URL with it, whatever Host and X-Forwarded-* say", async () => {
    for (const probe of probes) {
      const section = await timedGet(store.url + SECTION, { "User-Agent": CRAWLER_UA, ...probe });
      expect(section.status).toBe(200);
      expect(section.body).not.toMatch(/evil\.example|localhost|127\.0\.0\.1/);
      expect(section.body).toContain(`<link rel="next" href="${ORIGIN}${SECTION}?page=2"/>`);
      expect(section.headers["cache-control"]).toMatch(/^public/);

      const product = await timedGet(store.url + PRODUCT, { "User-Agent": CRAWLER_UA, ...probe });
      expect(product.body).not.toMatch(/evil\.example|localhost|127\.0\.0\.1/);
      expect(product.body).toContain(`"url":"${ORIGIN}${PRODUCT}"`);
      expect(product.body).toMatch(new RegExp(`"image":\\["${ORIGIN}/images/products/52/`));
      expect(product.body).toContain(`<meta property="og:image" content="${ORIGIN}/images/products/52/0/share.png"/>`);
      expect(product.body).toContain('<meta property="og:image:width" content="600"/>');
      // Each offer's delivery and return terms, the upstream's numbers (GET /api/init).
      expect(product.body).toContain('"shippingDetails":{"@type":"OfferShippingDetails"');
      expect(product.body).toContain('"merchantReturnDays":14');

      // The link preview's picture: a PNG the public origin serves (the store relays the upstream's media).
      const share = await timedGet(`${store.url}/images/products/52/0/share.png`, probe);
      expect(share.status).toBe(200);
      expect(share.headers["content-type"]).toBe("image/png");

      expect((await timedGet(`${store.url}/robots.txt`, probe)).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      const sitemap = (await timedGet(`${store.url}/sitemap.xml`, probe)).body;
      expect(sitemap).toContain(`<loc>${ORIGIN}/`);
      expect(sitemap).not.toContain("evil.example");
    }
  });
});

describe("with IMAGE_ORIGIN", () => {
  let store: RunningStorefront;
  beforeAll(async () => {
    store = await startStorefront({ IMAGE_ORIGIN: "https://img.example.ru" });
  });
  afterAll(() => store.stop());

  it("links the embedded upstream's pictures and videos at the image CDN, which pulls them from the store's paths", async () => {
    const page = await timedGet(store.url + PRODUCT, { Host: HOST, "User-Agent": CRAWLER_UA });
    expect(page.body).toMatch(/src="https:\/\/img\.example\.ru\/images\/products\/52\//);
    expect(picturesOf(page.body)).toEqual([]);
    expect(page.body.match(LOOPBACK_NAMES)).toBeNull();
    expect((await products(store)).flatMap((item) => item.videos)[0].sm).toMatch(
      /^https:\/\/img\.example\.ru\/videos\/\d+\.webm$/,
    );
    // The CDN's origin is the store: the same paths answer there.
    expect((await timedGet(`${store.url}/images/products/52/0/list.svg`, { Host: HOST })).status).toBe(200);
  });
});
