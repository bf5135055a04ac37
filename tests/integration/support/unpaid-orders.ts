import { CertificateSchema, LoyaltySchema } from "../../../app/contract/account";
import { PaymentResultSchema, type CheckoutInput } from "../../../app/contract/order";
import { call } from "../demo-upstream/helpers";
import { calculate, db, fillCustomer, init, pickOffer, save, upstream, type OfferRef } from "./checkout-upstream";
import { PlacedOrderSchema } from "./order-view";

/**
 * The unpaid-order tests' own set-up on top of checkout-upstream.ts: their clock starts at START and each file moves
 * it; stock, certificate and bonus read-outs; the payment page; a placed courier or shop order.
 */
export const START = Date.UTC(2025, 8, 10, 7, 0);
export const MINUTE = 60_000;
/** Anna's own certificate with 1 200 ₽ on it (seed). */
export const CERTIFICATE = { number: "3398-7460-1527-0842", code: "71628403" };

/** An offer of a product no other test took, with at least `stock` online and a price within [min, max]. */
export const onlineOffer = (stock = 5, min = 1000, max = 4000) =>
  pickOffer("o.quantity >= ? AND p.discount_price BETWEEN ? AND ?", stock, min, max);
/** An offer on a Moscow pickup shop's shelf only (no online stock, one unit there), and that shop. */
export function shelfOffer(): OfferRef & { storeId: number } {
  const shelf = `SELECT st.store_id FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = o.id AND s.city_id = 1 AND s.is_pickup = 1 AND st.quantity = 1`;
  const offer = pickOffer(`o.quantity = 0 AND EXISTS (${shelf})`);
  const storeId = db
    .prepare<[number], number>(`SELECT (${shelf} ORDER BY st.store_id LIMIT 1) FROM offers o WHERE o.id = ?`)
    .pluck()
    .get(offer.offerId)!;
  return { ...offer, storeId };
}
export const total = (offerId: number) =>
  db.prepare<[number], number>("SELECT total_quantity FROM offers WHERE id = ?").pluck().get(offerId)!;
export const onShelf = (offerId: number, storeId: number) =>
  db
    .prepare<[number, number], number>("SELECT quantity FROM offer_stock WHERE offer_id = ? AND store_id = ?")
    .pluck()
    .get(offerId, storeId);

export const result = async (code: string) =>
  (await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data;
export const bonusBalance = async (token: string) =>
  (await call(upstream, "/api/user/loyalty", { token, schema: LoyaltySchema })).data.card!.balance;
export const certificateBalance = async (token: string) =>
  (await call(upstream, `/api/user/certificates/${CERTIFICATE.number}`, { token, schema: CertificateSchema })).data
    .balance.value;
export const codeOf = (link: string) => link.split("/pay/")[1];
export const payPage = (code: string, action?: "pay" | "decline") =>
  fetch(
    `${upstream.url}/pay/${code}`,
    action ? { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" } : {},
  );

let apartment = 0;
/**
 * A checkout in Moscow: courier to an address (41) or a shop's shelf (44), card online unless `paymentId`. Each to an
 * apartment of its own: the same request again within 10 s would answer the first order (double submission).
 */
export async function place(
  token: string,
  options: { shipmentId?: 41 | 44; storeId?: number; paymentId?: number; patch?: (input: CheckoutInput) => void } = {},
) {
  const { data: started } = await init(token);
  const input = structuredClone(started.input);
  fillCustomer(input);
  input.delivery.shipmentId = options.shipmentId ?? 41;
  if (input.delivery.shipmentId === 41)
    Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7", apartment: String(++apartment) });
  if (options.storeId) input.delivery.properties.storeId = String(options.storeId);
  const { data: chosen } = await calculate(token, input);
  input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0]?.value ?? "";
  input.payment.id = options.paymentId ?? 1;
  options.patch?.(input);
  const { data: state } = await calculate(token, input);
  return save(token, state.input);
}
export async function placeOk(...args: Parameters<typeof place>) {
  const saved = await place(...args);
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${JSON.stringify(saved.errors)}`);
  return PlacedOrderSchema.parse(saved.data).order;
}
