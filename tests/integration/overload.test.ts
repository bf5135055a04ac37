import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketAddForm, formPostHeaders, readCatalogue, type Catalogue } from "../../bench/catalogue";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * Overload for real: the built server sheds page requests from an event-loop lag of 1 ms (OVERLOAD_DELAY_MS=1), and
 * bursts of section pages rendered at once make the loop lag that much. Form posts have their own threshold, far
 * beyond any lag here. No timings are asserted: the bursts go on until one gets a page refused.
 */
const MAX_BURSTS = 10;
const PAGES_PER_BURST = 16;

type Answer = { kind: "page" | "health" | "post"; status: number; body: string; headers: Headers };

let store: RunningStorefront;
let catalogue: Catalogue;

beforeAll(async () => {
  store = await startStorefront({
    OVERLOAD_DELAY_MS: "1",
    OVERLOAD_POST_DELAY_MS: "60000",
    UPSTREAM_TIMEOUT_MS: "30000",
  });
  catalogue = await readCatalogue(store.upstreamUrl, 4);
}, 120_000);
afterAll(() => store?.stop());

async function ask(kind: Answer["kind"], path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${store.url}${path}`, {
    redirect: "manual",
    ...init,
    headers: { "user-agent": SHOPPER_UA, accept: "text/html", ...init.headers },
  });
  return { kind, status: response.status, body: await response.text(), headers: response.headers };
}

/** Section pages at once, with a health check and two basket adds (new guests) in their midst. */
function burst(round: number): Promise<Answer[]> {
  const section = (i: number) => catalogue.sections[(round + i) % catalogue.sections.length];
  const post = (i: number) =>
    ask("post", "/basket/", {
      method: "POST",
      headers: formPostHeaders(store.url),
      body: basketAddForm(catalogue.products[(round + i) % catalogue.products.length]),
    });
  return Promise.all([
    ...Array.from({ length: PAGES_PER_BURST / 2 }, (_, i) => ask("page", section(i))),
    ask("health", "/healthz"),
    post(0),
    post(1),
    ...Array.from({ length: PAGES_PER_BURST / 2 }, (_, i) => ask("page", section(i + PAGES_PER_BURST / 2))),
  ]);
}

describe("graceful overload: the event loop lags past OVERLOAD_DELAY_MS", () => {
  it("refuses page requests with the Russian 503, keeps /healthz and form posts", { timeout: 240_000 }, async () => {
    const answers: Answer[][] = [];
    for (let round = 0; round < MAX_BURSTS; round++) {
      answers.push(await burst(round));
      if (answers[round].some((answer) => answer.kind === "page" && answer.status === 503)) break;
    }
    const shedding = answers.find((round) => round.some((answer) => answer.kind === "page" && answer.status === 503));
    expect(shedding, `a page refused within ${MAX_BURSTS} bursts`).toBeDefined();

    const refused = shedding!.find((answer) => answer.kind === "page" && answer.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="ru">');
    expect(refused.body).toContain("Сейчас слишком много покупателей. Попробуйте через несколько секунд.");

    // In the burst that had pages refused, the health check answered and both basket adds were taken (303 back to
    // the product); no burst ever refused either.
    expect(shedding!.filter((answer) => answer.kind !== "page").map((answer) => [answer.kind, answer.status])).toEqual([
      ["health", 200],
      ["post", 303],
      ["post", 303],
    ]);
    const all = answers.flat();
    expect(all.filter((answer) => answer.kind !== "page" && answer.status >= 400)).toEqual([]);
    // Pages are either served or shed: nothing else goes wrong under the lag.
    expect(new Set(all.filter((answer) => answer.kind === "page").map((answer) => answer.status))).toEqual(
      new Set(all.some((answer) => answer.kind === "page" && answer.status === 200) ? [200, 503] : [503]),
    );
  });

  it("logs the refusals as a count, not a line each", { timeout: 30_000 }, async () => {
    while (!store.logs.some((line) => line.msg === "overload: requests refused"))
      await new Promise((resolve) => setTimeout(resolve, 100));
    const counted = store.logs
      .filter((line) => line.msg === "overload: requests refused")
      .reduce((sum, line) => sum + Number(line.pages), 0);
    expect(counted).toBeGreaterThan(0);
    expect(store.logs.filter((line) => line.msg === "request" && line.status === 503)).toEqual([]);
    // The health checks answered 200 throughout (above): a passing one writes no line.
    expect(store.logs.some((line) => line.msg === "request" && line.path === "/healthz")).toBe(false);
  });
});
