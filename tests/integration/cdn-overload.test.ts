import { createServer, request, type Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../bench/catalogue";
import { startCdn, type RunningCdn } from "./support/nginx";
import { freePort, SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The CDN keeps serving while the store sheds load: nginx's cache (support/nginx.ts) holds a guest's section page,
 * the page expires, and the store behind it now refuses pages (OVERLOAD_DELAY_MS=1, its event loop lagging under a
 * burst of pages). The shopper gets the stale copy, not the 503. One store process fills the cache without shedding;
 * then nginx's requests go to a second one, which sheds.
 *
 * nginx reaches the stores through a relay of this test's (`Relay`), which sends each request on to the store of the
 * moment. The store's pages live 60 s in a shared cache (`s-maxage=60`: until then nginx would not ask the store at
 * all), which the test would sit out: the relay adds `X-Accel-Expires` to each 200 — nginx's own header for how long
 * to keep an answer, which it takes over `Cache-Control` and never passes on — so the copy expires after
 * PAGE_LIFETIME_S instead. The rest of the store's `Cache-Control` (`stale-if-error`…) still counts, and the shopper
 * gets it as the store sent it.
 */
const PAGE_LIFETIME_S = 3;
const BURST = 16;

type Relay = { server: Server; storePort: number };

let stores: RunningStorefront[] = [];
let cdn: RunningCdn | undefined;
let relay: Relay | undefined;
afterAll(async () => {
  await cdn?.stop();
  await Promise.all(stores.map((store) => store.stop()));
  relay?.server.closeAllConnections();
  await new Promise((resolve) => (relay ? relay.server.close(resolve) : resolve(undefined)));
});

/** Relays requests on `port` to the store on `relay.storePort`, its 200s with `X-Accel-Expires: PAGE_LIFETIME_S`. */
async function startRelay(port: number, storePort: number): Promise<Relay> {
  const server = createServer((incoming, outgoing) => {
    const { method, url, headers } = incoming;
    const target = { host: "127.0.0.1", port: relayed.storePort, method, path: url, headers, agent: false };
    const forwarded = request(target, (answer) => {
      const expires = answer.statusCode === 200 ? { "x-accel-expires": String(PAGE_LIFETIME_S) } : {};
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...expires });
      answer.pipe(outgoing);
    });
    // No answer from the store: none to nginx either, which it counts as the store's error.
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  const relayed = { server, storePort };
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return relayed;
}

const shopperGet = (url: string) => fetch(url, { headers: { "user-agent": SHOPPER_UA, accept: "text/html" } });
const portOf = (store: RunningStorefront) => Number(new URL(store.url).port);

describe("behind nginx, a store that sheds load", () => {
  it("has its expired public page served stale by the CDN instead of the 503", { timeout: 240_000 }, async () => {
    const [cdnPort, relayPort] = [await freePort(), await freePort()];
    const env = { PUBLIC_ORIGIN: `http://127.0.0.1:${cdnPort}`, UPSTREAM_TIMEOUT_MS: "30000" };
    stores = await Promise.all([
      startStorefront({ ...env, OVERLOAD_DELAY_MS: "0" }),
      startStorefront({ ...env, OVERLOAD_DELAY_MS: "1", OVERLOAD_POST_DELAY_MS: "0" }),
    ]);
    const [calm, shedding] = stores;
    relay = await startRelay(relayPort, portOf(calm));
    cdn = await startCdn(cdnPort, [relayPort]);
    const { sections } = await readCatalogue(calm.upstreamUrl, 1);
    const page = sections[0];

    const filled = await shopperGet(`${cdn.url}${page}`);
    const filledAt = Date.now();
    const copy = await filled.text();
    expect([filled.status, filled.headers.get("x-cache-status")]).toEqual([200, "MISS"]);
    expect(filled.headers.get("cache-control")).toContain("s-maxage=60");
    expect(filled.headers.get("cache-control")).toContain("stale-if-error=86400");
    expect(filled.headers.get("x-accel-expires")).toBeNull();
    const hit = await shopperGet(`${cdn.url}${page}`);
    expect([hit.status, hit.headers.get("x-cache-status"), await hit.text()]).toEqual([200, "HIT", copy]);

    relay.storePort = portOf(shedding);
    await calm.stop();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, filledAt + PAGE_LIFETIME_S * 1000 + 1000 - Date.now())),
    );

    // The store's own loop lags under a burst of pages; once one of them is back, the shopper asks the CDN.
    const direct = (i: number) => shopperGet(`${shedding.url}${sections[i % sections.length]}`);
    const pages = Array.from({ length: BURST }, (_, i) => direct(i).then((response) => response.status));
    await Promise.race(pages);
    const stale = await shopperGet(`${cdn.url}${page}`);
    const statuses = await Promise.all(pages);

    expect(statuses).toContain(503);
    // STALE: nginx asked the store, got the 503 and served its copy. UPDATING (once in CI, its cause not found): nginx
    // held the entry as being refreshed already and served the copy without asking. Either way the copy, not a 503.
    expect(stale.status).toBe(200);
    expect(["STALE", "UPDATING"]).toContain(stale.headers.get("x-cache-status"));
    expect(await stale.text()).toBe(copy);
    // nginx kept the 503 from the shopper.
    expect(cdn.accessLog()).toMatch(new RegExp(`GET ${page.replace(/[/.]/g, "\\$&")} 200 (STALE|UPDATING)`));
    // Whatever nginx does next (ask the store again, or serve a page it refreshed meanwhile), it never serves a stored 503.
    const again = await shopperGet(`${cdn.url}${page}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("</html>");
  });
});
