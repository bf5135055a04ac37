import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketAddForm, formPostHeaders, readCatalogue, type Catalogue } from "../../bench/catalogue";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The adaptive in-flight bound for real (server/http/in-flight-bound.ts): with a target no page can meet
 * (OVERLOAD_TARGET_MS=1) and 32 section pages kept in flight — half the fixed maximum of 64, which alone never refuses
 * them, and no lag threshold — the busy loop shrinks the bound (to no less than 16) until pages get the 503, while a
 * basket add still goes through; once the load stops the bound grows back and a burst above the minimum is answered. No timings are asserted:
 * the load goes on until the first refusal (or 60 s).
 */
const IN_FLIGHT = 32;
const BURST_AFTER = 24;
const LIMIT_MS = 60_000;

let store: RunningStorefront;
let catalogue: Catalogue;

beforeAll(async () => {
  store = await startStorefront({
    OVERLOAD_DELAY_MS: "0",
    OVERLOAD_POST_DELAY_MS: "0",
    OVERLOAD_MAX_IN_FLIGHT: "64",
    OVERLOAD_TARGET_MS: "1",
    UPSTREAM_TIMEOUT_MS: "30000",
  });
  catalogue = await readCatalogue(store.upstreamUrl, 4);
}, 120_000);
afterAll(() => store?.stop());

const page = async (path: string) => {
  const response = await fetch(`${store.url}${path}`, { headers: { "user-agent": SHOPPER_UA, accept: "text/html" } });
  await response.arrayBuffer();
  return response.status;
};

const basketAdd = async (i: number) => {
  const response = await fetch(`${store.url}/basket/`, {
    method: "POST",
    redirect: "manual",
    headers: { ...formPostHeaders(store.url), "user-agent": SHOPPER_UA },
    body: basketAddForm(catalogue.products[i % catalogue.products.length]),
  });
  await response.arrayBuffer();
  return response.status;
};

describe("the in-flight bound adapts to the time pages take", () => {
  it("shrinks under load until pages are refused, keeps form posts, and grows back", { timeout: 120_000 }, async () => {
    const deadline = Date.now() + LIMIT_MS;
    let refused = false;
    let asked = 0;
    const posts: Promise<number>[] = [];
    const keepBusy = async (lane: number) => {
      while (!refused && Date.now() < deadline) {
        const status = await page(catalogue.sections[(lane + asked++) % catalogue.sections.length]);
        if (status === 503) {
          refused = true;
          // Pages are being refused right now: a shopper's basket add is not.
          posts.push(basketAdd(lane));
        } else expect(status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, lane) => keepBusy(lane)));
    expect(refused).toBe(true);
    expect(await Promise.all(posts)).toEqual(posts.map(() => 303));
    // The refusals of a second are counted into one log line, written at the end of that second.
    const refusalLine = () => store.logs.find((entry) => entry.msg === "overload: requests refused");
    for (let waited = 0; !refusalLine() && waited < 5_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const line = refusalLine();
    expect(line).toMatchObject({ targetMs: 1, maxInFlight: 64 });
    expect(Number(line?.inFlightBound)).toBeLessThan(IN_FLIGHT);

    // Idle, the bound grows back by a tenth every half second (at least one): after 6 s it is well above 24 again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const paths = Array.from({ length: BURST_AFTER }, (_, i) => catalogue.sections[i % catalogue.sections.length]);
    const statuses = await Promise.all(paths.map(page));
    expect(statuses).toEqual(paths.map(() => 200));
  });
});
