import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutInput } from "../../app/contract/order";
import { carryCookies } from "./support/cookie-jar";
import { AnswerSchema, toOrderPayload, viewOf } from "./support/order-view";
import { args, settle, startTestUpstream } from "./support/upstream";

/**
 * The checkout's save carries what the shopper confirmed (hidden fields from the calculation on the page): when the
 * calculation at save time differs — a coupon spent, a certificate locked by another shopper meanwhile — no order is
 * placed, the checkout answers with the new total told at the field that changed and everything typed kept; pressing
 * again places the order at the new total.
 */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let orderRoute: typeof import("~/routes/order._index");
let cookies: typeof import("~/cookies.server");
let confirmed: typeof import("~/order/checkout/confirmed");
let kept: typeof import("~/checkout-cookie.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [orderRoute, cookies, confirmed, kept] = await Promise.all([
    import("~/routes/order._index"),
    import("~/cookies.server"),
    import("~/order/checkout/confirmed"),
    import("~/checkout-cookie.server"),
  ]);
});
afterAll(() => upstream.dispose());

type Money = { value: number; format: string };
type State = {
  summary: Record<"total" | "basket" | "delivery" | "bonus" | "certificate" | "coupon", Money>;
  certificate: { number: string; amount: Money }[];
  isCouponApplied: boolean;
  coupon: string;
};

const api = async (path: string, token: string | null, body?: unknown) => {
  const response = await fetch(new URL(path, upstream.url), {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { status: number; data: unknown; errors: { message: string; field?: string }[] };
};

let phones = 0;
/** A shopper logged in at the upstream: the token, and the storefront's cookie holding it. */
async function shopper() {
  const phone = `+7915300${String(++phones).padStart(4, "0")}`;
  await api("/api/auth/code", null, { phone });
  const { token } = (await api("/api/auth/login", null, { phone, code: "123456" })).data as { token: string };
  return { token, cookie: (await cookies.tokenCookie.serialize(token)).split(";")[0] };
}

/** A product in stock online at a price within [min, max] (each test takes its own). */
const taken = new Set<number>();
async function product(min: number, max: number): Promise<{ id: number; offer: number }> {
  for (let page = 1; page < 20; page++) {
    const { items } = (await api(`/v1/catalog/products?section=odezhda&page=${page}&pageSize=50`, null)).data as {
      items: { id: number; price: { discountValue: number } }[];
    };
    for (const item of items) {
      if (taken.has(item.id) || item.price.discountValue < min || item.price.discountValue > max) continue;
      const { item: full } = (await api(`/v1/catalog/products/${item.id}`, null)).data as {
        item: { sku: { id: number; quantity: number }[] };
      };
      const offer = full.sku.find((entry) => entry.quantity >= 3);
      if (!offer) continue;
      taken.add(item.id);
      return { id: item.id, offer: offer.id };
    }
  }
  throw new Error("no product in that price range");
}

const CUSTOMER = { name: "Ольга", lastName: "Петрова", email: "olga@example.ru", phone: "+7 (916) 123-45-67" };

/**
 * A courier checkout in Moscow paid by card, `extra` applied (a coupon, a certificate): the calculated input, and the
 * `checkout=` cookie the storefront keeps it in (the shopper's checkout as the order page then shows it).
 */
async function checkout(token: string, productRef: { id: number; offer: number }, extra: Partial<CheckoutInput>) {
  await api(`/api/basket/${productRef.id}`, token, { offer: productRef.offer, city: "moscow" });
  const calculate = async (input: CheckoutInput) =>
    viewOf(AnswerSchema.parse((await api("/api/order/calculate", token, toOrderPayload(input))).data), input);
  const started = viewOf(AnswerSchema.parse((await api("/api/order/init", token, { city: "moscow" })).data)).input;
  let input: CheckoutInput = {
    ...started,
    customer: { ...started.customer, ...CUSTOMER },
    payment: { id: 1 },
    ...extra,
  };
  input = {
    ...input,
    delivery: {
      ...input.delivery,
      shipmentId: 41,
      properties: { ...input.delivery.properties, street: "ул. Арбат", building: "7" },
    },
  };
  const chosen = await calculate(input);
  input = {
    ...input,
    delivery: {
      ...input.delivery,
      properties: { ...input.delivery.properties, intervalId: chosen.deliveryServiceTimes[0].value },
    },
  };
  const state = await calculate(input);
  return { state, input: state.input, cookie: kept.checkoutInputCookie(state.input).split(";")[0] };
}

/** The checkout page's state, as the loader gives it to the form. */
const pageState = async (cookie: string) =>
  (
    (await (await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))).json()) as {
      state: State;
    }
  ).state;

/** «Оформить заказ» without JavaScript: the form's fields, the hidden confirmed calculation among them. */
const press = (cookie: string, fields: Record<string, string>) =>
  settle(() =>
    orderRoute.action({
      ...args("/order/", { method: "POST", cookie, body: new URLSearchParams({ intent: "save", ...fields }) }),
      params: {},
    }),
  );

const typed = { ...CUSTOMER, street: "ул. Арбат", building: "7", apartment: "15" };
const orders = async (token: string) =>
  ((await api("/api/user/orders", token)).data as { items: { id: number; total: Money }[] }).items;

describe("what the shopper saw is what is charged", () => {
  it("a coupon spent by another shopper: the message at the coupon with the new total, no order, the typed kept; again → the order at the new total", async () => {
    const goods = await product(3500, 6000);
    const [me, other] = [await shopper(), await shopper()];
    let jar = `${me.cookie}; ${(await checkout(me.token, goods, { coupon: "WELCOME500" })).cookie}`;
    const seen = await pageState(jar);
    expect(seen.isCouponApplied).toBe(true);
    const shown = confirmed.confirmedFields(seen as never);
    expect(shown).toMatchObject({ confirmedCoupon: "WELCOME500", confirmedTotal: String(seen.summary.total.value) });

    // Another shopper spends the single-use coupon first.
    const theirs = await checkout(other.token, goods, { coupon: "WELCOME500" });
    const placed = await api("/api/order/save", other.token, {
      ...toOrderPayload(theirs.input),
      returnUrl: "http://shop.test",
    });
    expect(placed.status).toBe(200);

    const refused = await press(jar, { ...typed, ...shown });
    expect(refused.status).toBe(409);
    jar = carryCookies(jar, refused);
    const now = await pageState(jar);
    expect(now.summary.total.value).toBe(seen.summary.total.value + 500);
    const body = await refused.json();
    expect(body.fieldErrors.coupon).toBe(
      `Купон WELCOME500 уже использован. Итого теперь ${now.summary.total.format} — проверьте заказ и оформите его ещё раз`,
    );
    expect(body.values).toMatchObject({ ...typed, coupon: "WELCOME500" });
    expect(await orders(me.token)).toEqual([]);

    // The page now shows the new total: pressing again confirms it and the order is placed at it.
    const again = await press(jar, { ...typed, ...confirmed.confirmedFields(now as never) });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toMatch(/\/pay\/[\w-]{32}$/);
    const [order] = await orders(me.token);
    expect(order.total.value).toBe(now.summary.total.value);
  });

  it("a certificate locked by someone trying codes: the message at the certificate, no order, nothing spent", async () => {
    const number = "7350-1648-2297-8815";
    const goods = await product(4000, 4800);
    const me = await shopper();
    let jar = `${me.cookie}; ${(await checkout(me.token, goods, { certificate: [{ number, code: "91736420" }] })).cookie}`;
    const seen = await pageState(jar);
    expect(seen.certificate.map((entry) => entry.number)).toEqual([number]);

    const stranger = await shopper();
    for (let i = 0; i < 5; i++)
      await api("/api/user/certificates/activate", stranger.token, { number, code: `2222222${i}` });

    const refused = await press(jar, { ...typed, ...confirmed.confirmedFields(seen as never) });
    expect(refused.status).toBe(409);
    jar = carryCookies(jar, refused);
    const now = await pageState(jar);
    expect(now.certificate).toEqual([]);
    expect(now.summary.total.value).toBeGreaterThan(seen.summary.total.value);
    expect((await refused.json()).fieldErrors.certificate).toBe(
      `Сертификат ${number} больше не оплачивает заказ. Итого теперь ${now.summary.total.format} — проверьте заказ и оформите его ещё раз`,
    );
    expect(await orders(me.token)).toEqual([]);
  });

  it("a save that carries no confirmed calculation places nothing", async () => {
    const me = await shopper();
    const jar = `${me.cookie}; ${(await checkout(me.token, await product(1000, 3000), {})).cookie}`;
    const seen = await pageState(jar);
    const refused = await press(jar, typed);
    expect(refused.status).toBe(409);
    expect((await refused.json()).fieldErrors.total).toBe(
      `Итого ${seen.summary.total.format} — проверьте заказ и оформите его ещё раз`,
    );
    expect(await orders(me.token)).toEqual([]);
  });
});
