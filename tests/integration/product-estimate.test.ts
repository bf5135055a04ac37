import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstream, type RunningUpstream } from "../../server/demo-upstream/index";
import { args, settle } from "./support/upstream";
import { copySeededDatabase } from "./support/seeded-database";

/** In the seed: online stock and sizes in Moscow pickup shops. */
const PRODUCT_ID = 54;
const PRODUCT = `/catalog/odezhda/verkhnyaya-odezhda/kurtki/${PRODUCT_ID}/`;
const ESTIMATE = "/api/delivery/estimate";

let upstream: RunningUpstream;
let dataDir: string;
let page: typeof import("~/catalog/product-page/product-page.server");
let cookies: typeof import("~/cookies.server");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "storefront-estimate-"));
  await copySeededDatabase(dataDir);
  upstream = await startUpstream({ port: 0, dataDir, log: () => {}, faults: {} });
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  process.env.API_URL = upstream.url;
  [page, cookies] = await Promise.all([
    import("~/catalog/product-page/product-page.server"),
    import("~/cookies.server"),
  ]);
});
afterAll(async () => {
  await upstream.close();
  await rm(dataDir, { recursive: true, force: true });
});

const setFaults = (rules: object[]) =>
  fetch(`${upstream.url}/__faults`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules }),
  }).then((response) => expect(response.status).toBe(200));

type Estimate = { city?: { code: string; name: string }; options: { kind: string; days: number; price: number }[] };

async function load(cookie?: string): Promise<{ status: number; estimate: Estimate | null }> {
  const response = await settle(() => page.productLoader(args(PRODUCT, { cookie }), PRODUCT_ID));
  const data = response.status === 200 ? await response.json() : null;
  return { status: response.status, estimate: data?.estimate ?? null };
}

describe("the product page's delivery estimate", () => {
  it("is the upstream's estimate for the default city, and for the city of the shopper's cookie", async () => {
    const guest = await load();
    expect(guest.status).toBe(200);
    expect(guest.estimate?.city?.code).toBe("moscow");
    expect(guest.estimate?.options.map((option) => option.kind)).toEqual(["courier", "pickupPoint", "store"]);
    const kazan = (await cookies.cityCookie.serialize("kazan")).split(";")[0];
    expect((await load(kazan)).estimate?.city).toEqual({ code: "kazan", name: "Казань" });
  });

  it("is left out, never the error page, when the upstream has no such call or fails it", async () => {
    for (const rule of [
      { fault: "error", status: 404 },
      { fault: "error" },
      { fault: "wrong-shape" },
      { fault: "malformed" },
      { fault: "timeout" },
    ]) {
      await setFaults([{ path: ESTIMATE, ...rule }]);
      try {
        expect(await load(), JSON.stringify(rule)).toEqual({ status: 200, estimate: null });
      } finally {
        await setFaults([]);
      }
    }
  }, 60_000);
});
