import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutInput } from "../../app/contract/order";
import { databaseFile } from "../../server/demo-upstream/db/open";
import { startUpstream, type RunningUpstream } from "../../server/demo-upstream/index";
import { carryCookies } from "./support/cookie-jar";
import { AnswerSchema, toOrderPayload, viewOf } from "./support/order-view";
import { args, settle } from "./support/upstream";
import { copySeededDatabase } from "./support/seeded-database";

/**
 * Never charge more than confirmed, even with an upstream of another implementation: here one that ignores `confirmed`
 * (a proxy in front of the embedded upstream drops it) and whose price rises between the storefront's last calculation
 * and the save. The storefront checks the saved order's total: it sends nobody to pay more than they confirmed. And
 * with such an upstream the storefront's own check before the save still stops an order whose bonuses are gone.
 */
let upstream: RunningUpstream;
let proxy: Server;
let db: Database.Database;
let dataDir: string;
/** The product whose price the other upstream raises at the moment of the save. */
let raisedAtSave = 0;
let orderRoute: typeof import("~/routes/order._index");
let cookies: typeof import("~/cookies.server");
let confirmed: typeof import("~/order/checkout/confirmed");
let flash: typeof import("~/toasts/flash.server");
let kept: typeof import("~/checkout-cookie.server");

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "storefront-it-"));
  await copySeededDatabase(dataDir);
  upstream = await startUpstream({ port: 0, dataDir, seedProducts: 300, log: () => {} });
  db = new Database(databaseFile(dataDir, 300));
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      let body = chunks.length ? Buffer.concat(chunks).toString() : undefined;
      if (req.method === "POST" && req.url === "/api/order/save" && body) {
        const { confirmed: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
        body = JSON.stringify(rest);
        db.prepare("UPDATE products SET discount_price = discount_price + 500 WHERE id = ?").run(raisedAtSave);
      }
      const answer = await fetch(upstream.url + req.url, {
        method: req.method,
        headers: {
          "Content-Type": "application/json",
          ...(req.headers.authorization && { Authorization: req.headers.authorization }),
        },
        body,
      });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  process.env.API_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  [orderRoute, cookies, confirmed, flash, kept] = await Promise.all([
    import("~/routes/order._index"),
    import("~/cookies.server"),
    import("~/order/checkout/confirmed"),
    import("~/toasts/flash.server"),
    import("~/checkout-cookie.server"),
  ]);
});
afterAll(async () => {
  db.close();
  await new Promise((resolve) => proxy.close(resolve));
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = async (path: string, token: string | null, body?: unknown) => {
  const response = await fetch(new URL(path, upstream.url), {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { status: number; data: never };
};
/** An order init's input, as the storefront starts one. */
const started = async (token: string) =>
  viewOf(AnswerSchema.parse((await api("/api/order/init", token, { city: "moscow" })).data)).input;
/** The upstream's calculation of the storefront's input (sent as the spec's payload), with the input as taken. */
const calculated = async (token: string, input: CheckoutInput) =>
  viewOf(AnswerSchema.parse((await api("/api/order/calculate", token, toOrderPayload(input))).data), input);
/** The `checkout=` cookie the storefront keeps the shopper's input in. */
const keptCookie = (input: CheckoutInput) => kept.checkoutInputCookie(input).split(";")[0];

describe("an upstream that charges more than confirmed", () => {
  it("the order it placed is not sent to payment: the shopper lands on the order's page, told the amount", async () => {
    const phone = "+79153009001";
    await api("/api/auth/code", null, { phone });
    const { token } = (await api("/api/auth/login", null, { phone, code: "123456" })).data as { token: string };
    const tokenPair = (await cookies.tokenCookie.serialize(token)).split(";")[0];
    const offer = db
      .prepare(
        "SELECT o.id AS offer, o.product_id AS product FROM offers o JOIN products p ON p.id = o.product_id WHERE o.quantity >= 3 AND p.discount_price BETWEEN 1000 AND 2000 ORDER BY o.id LIMIT 1",
      )
      .get() as { offer: number; product: number };
    raisedAtSave = offer.product;
    await api(`/api/basket/${offer.product}`, token, { offer: offer.offer, city: "moscow" });
    const start = await started(token);
    const input: CheckoutInput = {
      ...start,
      customer: {
        ...start.customer,
        name: "Ольга",
        lastName: "Петрова",
        email: "olga@example.ru",
        phone: "+7 (916) 123-45-67",
      },
      payment: { id: 1 },
      delivery: { ...start.delivery, shipmentId: 44, serviceLevelTypeCode: "economy" },
    };
    const chosen = await calculated(token, input);
    const withStore = { ...input, delivery: { ...input.delivery, shipmentId: chosen.stores.length ? 44 : 43 } };
    if (!chosen.stores.length) {
      const points = await calculated(token, withStore);
      Object.assign(withStore.delivery, {
        properties: {
          ...input.delivery.properties,
          pickupPointId: points.pickupPoints[0].id,
          intervalId: points.deliveryServiceTimes[0].value,
        },
      });
    } else {
      Object.assign(withStore.delivery, { properties: { ...input.delivery.properties, storeId: chosen.stores[0].id } });
    }
    // The shopper's checkout as the storefront keeps it (its cookie).
    const cookie = `${tokenPair}; ${keptCookie((await calculated(token, withStore)).input)}`;

    const page = await (await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))).json();
    const shown = confirmed.confirmedFields(page.state);
    const press = await settle(() =>
      orderRoute.action({
        ...args("/order/", {
          method: "POST",
          cookie,
          body: new URLSearchParams({ intent: "save", name: "Ольга", ...shown }),
        }),
        params: {},
      }),
    );
    expect(press.status).toBe(303);
    const location = press.headers.get("Location")!;
    expect(location).toMatch(/^\/personal\/orders\/\d+\/$/);
    const flashCookie = press.headers
      .getSetCookie()
      .find((line) => line.startsWith("flash="))!
      .split(";")[0];
    const { toasts } = await flash.readFlash(new Request("http://shop.test/", { headers: { Cookie: flashCookie } }));
    const charged = Number(shown.confirmedTotal) + 500;
    expect(toasts.map((toast) => toast.message.replace(/\s/g, " "))).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Заказ LS-\\d+ оформлен на ${charged.toLocaleString("ru-RU").replace(/\s/g, " ")} ₽ вместо ${Number(shown.confirmedTotal).toLocaleString("ru-RU").replace(/\s/g, " ")} ₽\\. Мы не стали переводить вас к оплате`,
        ),
      ),
    );
  });
});

describe("bonuses gone between the page and «Оформить заказ» (the storefront's own check)", () => {
  it("no order: the message at the bonuses with the new total", async () => {
    raisedAtSave = 0;
    const phone = "+79153009002";
    await api("/api/auth/code", null, { phone });
    const { token } = (await api("/api/auth/login", null, { phone, code: "123456" })).data as { token: string };
    const tokenPair = (await cookies.tokenCookie.serialize(token)).split(";")[0];
    await api("/api/user/loyalty/register", token, {
      firstName: "Ольга",
      lastName: "Петрова",
      birthday: "01.02.1990",
      email: "olga@example.ru",
      agreement: true,
    });
    const offer = db
      .prepare(
        "SELECT o.id AS offer, o.product_id AS product FROM offers o JOIN products p ON p.id = o.product_id WHERE o.quantity >= 3 AND p.discount_price BETWEEN 2000 AND 3000 ORDER BY o.id DESC LIMIT 1",
      )
      .get() as { offer: number; product: number };
    await api(`/api/basket/${offer.product}`, token, { offer: offer.offer, city: "moscow" });
    const start = await started(token);
    const input: CheckoutInput = {
      ...start,
      customer: {
        ...start.customer,
        name: "Ольга",
        lastName: "Петрова",
        email: "olga@example.ru",
        phone: "+7 (916) 123-45-67",
      },
      payment: { id: 1 },
      loyalty: { active: true, pay: 300 },
    };
    let cookie = `${tokenPair}; ${keptCookie((await calculated(token, input)).input)}`;
    const page = await (await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))).json();
    expect(page.state.summary.bonus.value).toBe(300);
    const shown = confirmed.confirmedFields(page.state);

    // Spent at a shop's till meanwhile: 100 bonuses left.
    const userId = db.prepare<[string], number>("SELECT id FROM users WHERE phone = ?").pluck().get(phone)!;
    db.prepare(
      "INSERT INTO loyalty_transactions (user_id, type, amount, description, created_at) VALUES (?, 'spending', 400, 'Покупка в магазине', 0)",
    ).run(userId);

    const fields = { intent: "save", name: "Ольга", loyaltyActive: "on", loyaltyPay: "300", ...shown };
    const press = await settle(() =>
      orderRoute.action({
        ...args("/order/", { method: "POST", cookie, body: new URLSearchParams(fields) }),
        params: {},
      }),
    );
    expect(press.status).toBe(409);
    cookie = carryCookies(cookie, press);
    const now = (await (await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))).json())
      .state;
    expect(now.summary.total.value).toBe(page.state.summary.total.value + 200);
    const { fieldErrors } = await press.json();
    expect(fieldErrors.loyaltyPay).toBe(
      `В этом заказе можно списать не больше 100 бонусов. Итого теперь ${now.summary.total.format} — проверьте заказ и оформите его ещё раз`,
    );
    expect(fieldErrors.total).toMatch(/^Заказ не оформлен: итого теперь/);
    expect(((await api("/api/user/orders", token)).data as { items: unknown[] }).items).toEqual([]);
  });
});
