import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import {
  InformationPageSchema,
  type Block,
  type InformationPage,
  type RichText,
} from "../../../app/contract/information";
import type { CheckoutInput, OrderState } from "../../../app/contract/order";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";
import { AnswerSchema, toOrderPayload, viewOf } from "./order-view";

/** Wednesday 10.09.2025, 10:00 in Moscow: every shipment is offered, same-day pickup too. */
export const NOW = Date.UTC(2025, 8, 10, 7, 0);
export const ANNA = "+79990000001";
export const MOSCOW = 1;
export let upstream: TestUpstream;
export let db: Database.Database;

// ——— reading a page as a shopper does ———
export const plain = (text: RichText): string =>
  text.map((part) => (typeof part === "string" ? part : part.text)).join("");
export const page = async (code: string) =>
  (await call(upstream, `/api/content/information/${code}`, { schema: InformationPageSchema })).data;
export const tableOf = (info: InformationPage, caption: string) => {
  const table = info.blocks.find(
    (block): block is Extract<Block, { type: "table" }> => block.type === "table" && block.caption === caption,
  );
  if (!table) throw new Error(`${info.code}: no table «${caption}»`);
  return { columns: table.columns, rows: table.rows.map((row) => row.map(plain)) };
};

/** The blocks under a heading, up to the next heading. */
export function section(info: InformationPage, heading: string): Block[] {
  const start = info.blocks.findIndex((block) => block.type === "heading" && block.text === heading);
  if (start < 0) throw new Error(`${info.code}: no heading «${heading}»`);
  const end = info.blocks.findIndex((block, index) => index > start && block.type === "heading");
  return info.blocks.slice(start + 1, end < 0 ? undefined : end);
}
export const textOf = (blocks: Block[]) =>
  blocks.map((block) => ("text" in block && Array.isArray(block.text) ? plain(block.text) : "")).join(" ");

/** «299 ₽» → 299. */
export const roubles = (text: string) => Number(text.replace(/\D/g, ""));

/** What the checkout's summary shows for a delivery price. */
export const shown = (price: { value: number; format: string }) => (price.value === 0 ? "Бесплатно" : price.format);

// ——— a basket at checkout ———
export let phoneCounter = 0;
export const freshUser = () => login(upstream, `+7913500${String(++phoneCounter).padStart(4, "0")}`);
export type OfferRef = { offerId: number; productId: number; price: number };
export const used = new Set<number>();
export function pickOffer(condition: string, ...params: unknown[]): OfferRef {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price FROM offers o JOIN products p ON p.id = o.product_id WHERE ${condition} ORDER BY o.id`,
    )
    .all(...params) as OfferRef[];
  const row = rows.find((candidate) => !used.has(candidate.productId));
  if (!row) throw new Error(`no offer with ${condition}`);
  used.add(row.productId);
  return row;
}

/** Online stock and a Moscow pickup shop's, so every shipment is offered. */
export const everywhereOffer = (maxPrice: number) =>
  pickOffer(
    `o.quantity >= 3 AND p.discount_price < ? AND EXISTS (SELECT 1 FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = o.id AND s.city_id = ? AND s.is_pickup = 1 AND st.quantity >= 1)`,
    maxPrice,
    MOSCOW,
  );
export const onlineOffer = (min: number, max: number) =>
  pickOffer("o.quantity >= 3 AND p.discount_price BETWEEN ? AND ?", min, max);
export const add = (token: string, offer: OfferRef) =>
  call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow", quantity: 1 },
    schema: BasketSchema,
  });
export const calculate = async (token: string, input: CheckoutInput) =>
  viewOf(
    (await call(upstream, "/api/order/calculate", { token, body: toOrderPayload(input), schema: AnswerSchema })).data,
    input,
  );
export async function checkout(token: string, change: (input: CheckoutInput) => void = () => {}): Promise<OrderState> {
  const { data } = await call(upstream, "/api/order/init", {
    token,
    body: { city: "moscow" },
    schema: AnswerSchema,
  });
  const input = structuredClone(viewOf(data).input);
  change(input);
  return calculate(token, input);
}
export const withShipment = (shipmentId: number) => (input: CheckoutInput) => {
  input.delivery.shipmentId = shipmentId;
  input.delivery.serviceLevelTypeCode = "economy";
};

/** Starts this test file's fixtures before its tests and stops them after. */
export function withInformationUpstream(): void {
  beforeAll(async () => {
    upstream = await startTestUpstream({ clock: () => NOW });
    db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
  });
  afterAll(async () => {
    db.close();
    await upstream.stop();
  });
}
