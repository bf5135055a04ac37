import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketAddForm, formPostHeaders, readCatalogue } from "../../bench/catalogue";
import { rawRequest, type Answer } from "./support/raw-request";
import { CRAWLER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * Hosts and schemes against the built server: which host absolute URLs name, the public origin's 301 and 403,
 * X-Forwarded-Proto, and the plain-http message. Requests go out with exactly the headers given.
 */
const send = rawRequest;

const SECTION = "/catalog/odezhda/";
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";
const CITY = new URLSearchParams({ intent: "set", city: "st_petersburg", redirectTo: "/" }).toString();
const cookiesOf = (answer: Answer) => [answer.headers["set-cookie"] ?? []].flat();

/** An address of this machine other than loopback (a shopper on the network reaches the store by it), if any. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

/** The absolute URLs a crawler's copy of each public page carries, with their Cache-Control. */
async function publicPages(store: RunningStorefront, headers: Record<string, string>) {
  const pages: Answer[] = [];
  for (const path of [SECTION, PRODUCT, "/robots.txt", "/sitemap.xml"])
    pages.push(await send(store.url + path, { headers: { "User-Agent": CRAWLER_UA, ...headers } }));
  return pages;
}

describe("without PUBLIC_ORIGIN (the defaults)", () => {
  let store: RunningStorefront;
  beforeAll(async () => {
    store = await startStorefront();
  });
  afterAll(() => store.stop());

  it("says at start that PUBLIC_ORIGIN is unset", () => {
    const line = store.logs.find(
      (entry) => typeof entry.msg === "string" && entry.msg.startsWith("PUBLIC_ORIGIN is not set"),
    );
    expect(line).toMatchObject({ level: "warn" });
  });

  it("a shared cache on this machine passing a client's X-Forwarded-Host: no public page names that host", async () => {
    // Debian's Varnish: a loopback proxy (trusted by default) that passes the client's headers and keys on Host only.
    for (const page of await publicPages(store, { Host: "shop.example.ru", "X-Forwarded-Host": "evil.example" })) {
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toMatch(/^public/);
      expect(page.body).not.toContain("evil.example");
      expect(page.body).toContain("http://shop.example.ru/");
    }
  });

  it("X-Forwarded-Proto counts only as http or https", async () => {
    expect(
      (await send(store.url + SECTION, { headers: { "User-Agent": CRAWLER_UA, "X-Forwarded-Proto": "https" } })).body,
    ).toContain(`<link rel="next" href="https://${new URL(store.url).host}${SECTION}?page=2"/>`);
    for (const proto of ["javascript", "ftp", "data", "h t", "HTTPS:", ""]) {
      const page = await send(store.url + SECTION, {
        headers: { "User-Agent": CRAWLER_UA, "X-Forwarded-Proto": proto },
      });
      expect(page.status, proto).toBe(200);
      expect(page.body, proto).toContain(
        `<link rel="next" href="http://${new URL(store.url).host}${SECTION}?page=2"/>`,
      );
      expect(page.body, proto).not.toMatch(/(?:javascript|ftp|data):\/\//);
    }
  });

  it("a Host that is no host → 400 with the Russian page, never 500", async () => {
    for (const host of ["a b", "[::1", "%zz", "a@b", "ex.com:99999", "ex.com:abc", "ex.com/x", "ex.com?x"]) {
      const answer = await send(store.url + "/", { headers: { Host: host } });
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toContain("<h1>Неверный адрес сайта</h1>");
    }
    expect((await send(store.url + "/healthz", { headers: { Host: "a b" } })).status).toBe(200);
  });
});

describe("TRUST_FORWARDED_HOST=1", () => {
  let store: RunningStorefront;
  beforeAll(async () => {
    store = await startStorefront({ TRUST_FORWARDED_HOST: "1" });
  });
  afterAll(() => store.stop());

  it("a trusted proxy's X-Forwarded-Host names the host (the operator's proxy sets it)", async () => {
    const page = await send(store.url + SECTION, {
      headers: { "User-Agent": CRAWLER_UA, "X-Forwarded-Host": "shop.example.ru", "X-Forwarded-Proto": "https" },
    });
    expect(page.body).toContain(`<link rel="next" href="https://shop.example.ru${SECTION}?page=2"/>`);
  });
});

describe("with PUBLIC_ORIGIN", () => {
  let store: RunningStorefront;
  const ORIGIN = "https://shop.example.ru";
  const PUBLIC = { Host: "shop.example.ru", "X-Forwarded-Proto": "https" };
  beforeAll(async () => {
    store = await startStorefront({ PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(() => store.stop());

  it("logs the public origin at start, and no warning about it", () => {
    expect(store.logs.find((entry) => entry.msg === "public origin")).toMatchObject({ level: "info", origin: ORIGIN });
    expect(store.logs.some((entry) => typeof entry.msg === "string" && entry.msg.startsWith("PUBLIC_ORIGIN"))).toBe(
      false,
    );
  });

  it("a GET on another host or, as the proxy says, over http → 301 to the same path on the public origin, never stored", async () => {
    const others: Record<string, string>[] = [
      { Host: new URL(store.url).host },
      { Host: "evil.example" },
      { Host: "SHOP.example.ru.", "X-Forwarded-Proto": "https" },
      { Host: "shop.example.ru", "X-Forwarded-Host": "alias.example.ru" },
      { Host: "shop.example.ru", "X-Forwarded-Proto": "http" },
      { Host: "a b" },
    ];
    for (const headers of others) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await send(`${store.url}${SECTION}?page=2&sort=price`, { method, headers });
        expect(answer.status, JSON.stringify(headers)).toBe(301);
        expect(answer.headers.location).toBe(`${ORIGIN}${SECTION}?page=2&sort=price`);
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
    }
    expect((await send(`${store.url}//evil.example/`, { headers: { Host: "evil.example" } })).headers.location).toBe(
      `${ORIGIN}//evil.example/`,
    );
  });

  it("the public host itself is served, by Host or a trusted proxy's X-Forwarded-Host, and health checks on any host", async () => {
    const named: Record<string, string>[] = [
      PUBLIC,
      { Host: "SHOP.example.ru:443" },
      { Host: "127.0.0.1", "X-Forwarded-Host": "shop.example.ru", "X-Forwarded-Proto": "https" },
    ];
    for (const headers of named) {
      const page = await send(store.url + SECTION, { headers: { "User-Agent": CRAWLER_UA, ...headers } });
      expect(page.status, JSON.stringify(headers)).toBe(200);
      expect(page.body).toContain(`<link rel="next" href="${ORIGIN}${SECTION}?page=2"/>`);
    }
    for (const path of ["/healthz", "/readyz"])
      expect((await send(store.url + path, { headers: { Host: "10.0.0.7" } })).status).toBe(200);
  });

  it("a form posted on another name of the server (its IP address, an alias) → the 403 page, not Remix's bare 500", async () => {
    for (const host of [new URL(store.url).host, "alias.example.ru"]) {
      const browser = { ...formPostHeaders(`http://${host}`), Host: host };
      for (const path of ["/login/", "/location/"]) {
        const answer = await send(store.url + path, { method: "POST", headers: browser, body: CITY });
        expect(answer.status, `${host}${path}`).toBe(403);
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
        expect(answer.body).toContain("<h1>Запрос отклонён</h1>");
        expect(answer.body).toContain("с другого адреса магазина");
        expect(cookiesOf(answer)).toEqual([]);
      }
      const data = await send(`${store.url}/location/?_data=routes%2Flocation`, {
        method: "POST",
        headers: { ...browser, "sec-fetch-mode": "cors" },
        body: CITY,
      });
      expect(data.status).toBe(403);
      expect(data.headers["x-remix-catch"]).toBe("yes");
      expect(JSON.parse(data.body)).toMatchObject({ status: 403, message: expect.stringContaining("другого адреса") });
    }
    expect(store.logs.some((entry) => entry.level === "error")).toBe(false);
  });

  it("the store's own forms on the public origin post as before, behind a proxy that rewrites Host too", async () => {
    const login = new URLSearchParams({ intent: "code", phone: "+79164000777" }).toString();
    const proxied: Record<string, string>[] = [
      PUBLIC,
      { Host: "127.0.0.1", "X-Forwarded-Host": "shop.example.ru", "X-Forwarded-Proto": "https" },
    ];
    for (const headers of proxied) {
      const answer = await send(`${store.url}/login/`, {
        method: "POST",
        headers: { ...formPostHeaders(ORIGIN), ...headers },
        body: login,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("Код из SMS");
    }
    // Another site stays refused.
    const foreign = await send(`${store.url}/login/`, {
      method: "POST",
      headers: { ...formPostHeaders("https://evil.example"), "sec-fetch-site": "cross-site", ...PUBLIC },
      body: login,
    });
    expect(foreign.status).toBe(403);
  });
});

describe("plain http on an address other than the machine's own", () => {
  let store: RunningStorefront;
  // Reached by a network address, the request comes from that address: no proxy, so the scheme is the connection's.
  // Without one (a machine with loopback only), a store that trusts no proxy plays the same part.
  beforeAll(async () => {
    store = await startStorefront(lanAddress ? {} : { TRUST_PROXY: "0" });
  });
  afterAll(() => store.stop());
  const base = () => (lanAddress ? store.url.replace("127.0.0.1", lanAddress) : store.url);
  const host = () => new URL(base()).host;

  it("a basket add, a city choice, a login → the Russian message to open the store over https; nothing is set", async () => {
    const { products } = await readCatalogue(store.upstreamUrl, 1);
    const hostHeader: Record<string, string> = lanAddress ? {} : { Host: `192.0.2.200:${new URL(store.url).port}` };
    const posts: [string, string][] = [
      ["/basket/", basketAddForm(products[0])],
      ["/location/", CITY],
      ["/login/", new URLSearchParams({ intent: "code", phone: "+79164000778" }).toString()],
    ];
    for (const [path, body] of posts) {
      const page = await send(base() + path, {
        method: "POST",
        headers: { ...formPostHeaders(`http://${host()}`), ...hostHeader },
        body,
      });
      expect(page.status, path).toBe(403);
      expect(page.body).toContain("<h1>Откройте магазин по защищённому адресу</h1>");
      expect(page.body).toContain("https://");
      expect(cookiesOf(page)).toEqual([]);
      const data = await send(`${base()}${path}?_data=routes%2F${path.slice(1, -1)}`, {
        method: "POST",
        headers: { ...formPostHeaders(`http://${host()}`), "sec-fetch-mode": "cors", ...hostHeader },
        body,
      });
      expect(data.status, path).toBe(403);
      expect(data.headers["x-remix-catch"]).toBe("yes");
      expect(JSON.parse(data.body).message).toContain("https://");
    }
    // Reading goes on.
    expect((await send(base() + SECTION, { headers: hostHeader })).status).toBe(200);
    const refused = store.logs.filter((entry) => entry.msg === "request" && entry.status === 403);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const line of refused)
      expect(line).toMatchObject({ level: "info", reason: expect.stringContaining("plain http") });
  });

  it("the machine's own names (localhost, 127.0.0.1) and https through a proxy keep working", async () => {
    const port = new URL(store.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `shop.localhost:${port}`]) {
      const answer = await send(store.url + "/location/", {
        method: "POST",
        headers: { ...formPostHeaders(`http://${host}`), Host: host },
        body: CITY,
      });
      expect(answer.status, host).toBe(303);
      expect(cookiesOf(answer).join()).toMatch(/city=/);
    }
    if (!lanAddress) return;
    // A TLS-terminating proxy on this machine (trusted) saying https, or saying nothing about the scheme.
    for (const proxy of [{ "X-Forwarded-Proto": "https" }, {}] as Record<string, string>[]) {
      const headers = { ...formPostHeaders("https://shop.example.ru"), Host: "shop.example.ru", ...proxy };
      expect((await send(store.url + "/location/", { method: "POST", headers, body: CITY })).status).toBe(303);
    }
  });
});
