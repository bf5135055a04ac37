import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { OrderDetailSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import { type CheckoutInput, type OrderState } from "../../../app/contract/order";
import { TokenSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";
import { AnswerSchema, PlacedOrderSchema, toOrderPayload, viewOf } from "./order-view";

/**
 * The shopper, basket and checkout set-up the upstream's checkout tests share: one embedded upstream per test file
 * (started by `withCheckoutUpstream`), its database open for the tests' own look-ups, and calls that build a checkout.
 */

/** The checkout's clock: Wednesday 10.09.2025, 10:00 in Moscow (same-day pickup is still offered). */
export const NOW = Date.UTC(2025, 8, 10, 7, 0);
export const RETURN_URL = "http://shop.test";
export const MOSCOW = 1;
/** A seeded customer with a Love Card, certificates and orders. */
export const ANNA = "+79990000001";
export const CUSTOMER = {
  name: "Ольга",
  lastName: "Петрова",
  email: "olga.petrova@example.ru",
  phone: "+7 (916) 123-45-67",
};

export let upstream: TestUpstream;
export let db: Database.Database;

/** Starts this test file's upstream (a fresh database) before its tests and stops it after them. */
export function withCheckoutUpstream(options: Parameters<typeof startTestUpstream>[0] = { clock: () => NOW }): void {
  beforeAll(async () => {
    upstream = await startTestUpstream(options);
    db = new Database(databaseFile(upstream.dataDir, 300));
  });
  afterAll(async () => {
    db.close();
    await upstream.stop();
  });
}

let phoneCounter = 0;
/** A customer of its own for each call (the database is this file's: numbers need only differ within it). */
export const freshUser = () => login(upstream, `+7913000${String(++phoneCounter).padStart(4, "0")}`);
export const guest = async () =>
  (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;

export type OfferRef = { offerId: number; productId: number; price: number; name: string; size: string };
/** Products already handed to a test: orders change stock, so each test gets products of its own. */
const usedProducts = new Set<number>();
/** The first offer (of an unused product) matching the SQL condition over `o` (offers), `p` (products). */
export function pickOffer(condition: string, ...params: unknown[]): OfferRef {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price, p.name, o.size FROM offers o
       JOIN products p ON p.id = o.product_id WHERE ${condition} ORDER BY o.id`,
    )
    .all(...params) as OfferRef[];
  const row = rows.find((candidate) => !usedProducts.has(candidate.productId));
  if (!row) throw new Error(`no offer with ${condition}`);
  usedProducts.add(row.productId);
  return row;
}
/** An offer with plenty online stock, at a price within [min, max]. */
export const onlineOffer = (min = 1000, max = 4000) =>
  pickOffer("o.quantity >= 5 AND p.discount_price BETWEEN ? AND ?", min, max);
/** An offer on the shelf of a Moscow pickup store (and with online stock when `online`). */
export function storeOffer(online: boolean): OfferRef & { storeId: number } {
  const offer = pickOffer(
    `o.quantity ${online ? ">= 3" : "= 0"} AND p.discount_price < 4500 AND EXISTS (SELECT 1 FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = o.id AND s.city_id = ? AND s.is_pickup = 1 AND st.quantity >= 1)`,
    MOSCOW,
  );
  const storeId = db
    .prepare<[number, number], number>(
      `SELECT st.store_id FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = ? AND s.city_id = ? AND s.is_pickup = 1 AND st.quantity >= 1 ORDER BY st.store_id LIMIT 1`,
    )
    .pluck()
    .get(offer.offerId, MOSCOW)!;
  return { ...offer, storeId };
}

export const onlineQuantity = (offerId: number) =>
  db.prepare<[number], number>("SELECT quantity FROM offers WHERE id = ?").pluck().get(offerId)!;
export const storeQuantity = (offerId: number, storeId: number) =>
  db
    .prepare<[number, number], number>("SELECT quantity FROM offer_stock WHERE offer_id = ? AND store_id = ?")
    .pluck()
    .get(offerId, storeId) ?? 0;
export const orderCount = () => db.prepare<[], number>("SELECT COUNT(*) FROM orders").pluck().get()!;
export const couponUsed = (code: string) =>
  db.prepare<[string], number | null>("SELECT used_at FROM coupons WHERE code = ?").pluck().get(code) !== null;

export async function add(token: string, offer: Pick<OfferRef, "offerId" | "productId">, quantity = 1): Promise<void> {
  await call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow", quantity },
    schema: BasketSchema,
  });
}
export const basket = async (token: string) =>
  (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
/** POST /api/order/init: the order answered, with the input it describes (as the storefront starts one). */
export const init = async (token: string, city = "moscow") => {
  const result = await call(upstream, "/api/order/init", { token, body: { city }, schema: AnswerSchema });
  return { ...result, data: viewOf(result.data) };
};
/** POST /api/order/calculate of the storefront's input, sent as the spec's payload; the answer with the input as taken. */
export const calculate = async (token: string, input: CheckoutInput) => {
  const result = await call(upstream, "/api/order/calculate", {
    token,
    body: toOrderPayload(input),
    schema: AnswerSchema,
  });
  return { ...result, data: viewOf(result.data, input) };
};
/** POST /api/order/save of the input as the spec's payload (`extra`: confirmed, or fields that override). */
export const save = (token: string, input: CheckoutInput, extra: Record<string, unknown> = {}) =>
  call(upstream, "/api/order/save", {
    token,
    body: {
      ...toOrderPayload(input),
      metrics: { deviceId: "ga-1", partnerUserId: "p-1" },
      returnUrl: RETURN_URL,
      ...extra,
    },
  });
export const saveOk = async (token: string, input: CheckoutInput) => {
  const result = await save(token, input);
  if (result.status !== 200) throw new Error(`save answered ${result.status}: ${JSON.stringify(result.errors)}`);
  return { ...result, data: PlacedOrderSchema.parse(result.data) };
};
export const detail = async (token: string, orderId: number) =>
  (await call(upstream, `/api/user/orders/${orderId}`, { token, schema: OrderDetailSchema })).data;

/** Fills the draft's empty customer fields with CUSTOMER's. */
export function fillCustomer(input: CheckoutInput): void {
  input.customer.name ||= CUSTOMER.name;
  input.customer.lastName ||= CUSTOMER.lastName;
  input.customer.email ||= CUSTOMER.email;
  input.customer.phone ||= CUSTOMER.phone;
}

/** Starts a checkout in Moscow and chooses `shipmentId` (and for couriers an address); the customer filled in. */
export async function prepare(
  token: string,
  shipmentId: number,
  patch: (input: CheckoutInput, state: OrderState) => void = () => {},
): Promise<{ input: CheckoutInput; state: OrderState }> {
  const { data: started } = await init(token);
  const input = structuredClone(started.input);
  fillCustomer(input);
  input.delivery.shipmentId = shipmentId;
  if (shipmentId === 41 || shipmentId === 42)
    Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7", apartment: "3" });
  const { data: chosen } = await calculate(token, input);
  input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0]?.value ?? "";
  if (shipmentId === 43) input.delivery.properties.pickupPointId = chosen.pickupPoints[0].id;
  input.payment.id = 1;
  patch(input, chosen);
  const { data: state } = await calculate(token, input);
  return { input: state.input, state };
}
/** POST /api/order/calculate of a body as given (a partial or raw payload); the answer with the input it describes. */
export const calculateBody = async (token: string, body: Record<string, unknown>) => {
  const result = await call(upstream, "/api/order/calculate", { token, body, schema: AnswerSchema });
  return { ...result, data: viewOf(result.data) };
};
