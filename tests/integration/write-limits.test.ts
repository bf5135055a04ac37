import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_WRITES, WRITE_LIMITS } from "~/http/write-limits.server";
import { args, settle } from "./support/upstream";
import { startTestUpstream, type TestUpstream } from "./demo-upstream/helpers";

/**
 * Public writes are bounded per client (an IPv6 client is its /64) and per phone or e-mail: past the budget the
 * action answers 429 with «Слишком много заявок. Попробуйте позже.» in the form, and nothing reaches the upstream.
 */

let upstream: TestUpstream;
let franchising: typeof import("~/routes/about.franchising");
let catalog: typeof import("~/routes/catalog.$");

beforeAll(async () => {
  upstream = await startTestUpstream();
  process.env.API_URL = upstream.url;
  [franchising, catalog] = await Promise.all([import("~/routes/about.franchising"), import("~/routes/catalog.$")]);
});
afterAll(() => upstream.stop());

/** A post as the Node server hands it to Remix: the client address it resolved in the load context. */
const posted = (url: string, fields: Record<string, string>, clientAddress: string) => ({
  ...args(url, { method: "POST", body: new URLSearchParams({ ...fields, via: "fetcher" }) }),
  context: { clientAddress },
});

/** The `i`-th application (its own phone and e-mail unless a phone is given) from `clientAddress`. */
const franchise = (i: number, clientAddress: string, phone = `+7912000${String(i).padStart(4, "0")}`) =>
  settle(() =>
    franchising.action({
      ...posted(
        "/about/franchising/",
        {
          name: "Ирина Соколова",
          phone,
          email: `franchise-${i}@example.ru`,
          city: "Тверь",
          format: "mini",
          consent: "on",
          name__confirm: "",
        },
        clientAddress,
      ),
      params: {},
    }),
  );

const PRODUCT_PATH = "odezhda/bluzki-i-rubashki/rubashki/52";

describe("write limits", () => {
  it("franchise applications: one /64 shares a budget; past it 429 with the message above the form", async () => {
    const { limit } = WRITE_LIMITS.franchise.client;
    for (let i = 0; i < limit; i++) expect((await franchise(i, `2001:db8:f:1::${i + 1}`)).status).toBe(200);
    const refused = await franchise(limit, "2001:db8:f:1:abcd::1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ formError: TOO_MANY_WRITES, values: { name: "Ирина Соколова" } });
    expect((await franchise(limit + 1, "2001:db8:f:2::1")).status).toBe(200);
  });

  it("franchise applications: one phone from many clients is bounded too", async () => {
    const { limit } = WRITE_LIMITS.franchise.contact;
    const phone = "+7 (913) 555-44-33";
    for (let i = 0; i < limit; i++) expect((await franchise(100 + i, `198.51.100.${i + 1}`, phone)).status).toBe(200);
    const refused = await franchise(200, "198.51.100.200", phone);
    expect(refused.status).toBe(429);
    expect((await refused.json()).formError).toBe("Слишком много заявок. Попробуйте позже.");
  });

  it("back-in-stock subscriptions: past the /64's budget 429 with the message in the form", async () => {
    const { limit } = WRITE_LIMITS.subscribe.client;
    const subscribe = (i: number) =>
      settle(() =>
        catalog.action({
          ...posted(
            `/catalog/${PRODUCT_PATH}/`,
            { intent: "subscribe", productId: "52", offer: "1", email: `stock-${i}@example.ru` },
            `2001:db8:5:1::${(i + 1).toString(16)}`,
          ),
          params: { "*": PRODUCT_PATH },
        }),
      );
    for (let i = 0; i < limit; i++) expect((await subscribe(i)).status).not.toBe(429);
    const refused = await subscribe(limit);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ ok: false, fieldErrors: { form: TOO_MANY_WRITES } });
  });
});
