/** What the information pages are built from (the database and the clock) and the wording several of them share. */
import type { Block } from "../../../app/contract/information";
import { PAYMENT } from "../../../app/contract/ids";
import {
  ON_RECEIPT_PAYMENT,
  ONLINE_PAYMENTS,
  SHIPMENTS,
  type PaymentId,
  type ShipmentId,
} from "../account/order-vocabulary";
import { formatRoubles } from "../format";
import type { CityCoverage } from "./coverage";
import { joinAnd } from "./document";

/** What a page is built from besides the code's constants: the database's cities and the clock. */
export type PageContext = { cities: CityCoverage[]; providers: string[]; nowMs: number };

export type PageBuilder = (context: PageContext) => Block[];

/** A delivery price as the checkout's summary shows it, or «Бесплатно». */
export const priceText = (price: number): string => (price === 0 ? "Бесплатно" : formatRoubles(price));

/** «Курьер», «Курьер до двери (примерка)» and «Самовывоз из магазина» — in quotes, as the checkout names them. */
export const shipmentNames = (ids: readonly ShipmentId[]): string =>
  joinAnd(ids.map((id) => `«${SHIPMENTS[id].name}»`));

/** Same-site link to a city's shops page. */
export const shopsPath = (cityCode: string): string => `/about/shops/${cityCode}/`;

/** The shops page without a city: the storefront opens the shopper's city's (St Petersburg's when it has none). */
export const SHOPS_PAGE = "/about/shops/";

/** «в 12 городах», «в 1 городе». */
export const CITY_FORMS: [string, string, string] = ["городе", "городах", "городах"];

/** Every payment method in the checkout's order: online ones, on receipt, then the gift certificate. */
export const PAYMENT_IDS: PaymentId[] = [...ONLINE_PAYMENTS, ON_RECEIPT_PAYMENT, PAYMENT.certificate];
