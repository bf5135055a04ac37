import type { OfferTerms } from "../../../app/contract/content";
import { SHIPMENT } from "../../../app/contract/ids";
import { FREE_DELIVERY_FROM, SHIPMENTS } from "../account/order-vocabulary";
import { TRANSIT_STEPS } from "../checkout/delivery/transit";
import { RETURN_DAYS } from "./company";

const [COURIER] = SHIPMENT.courier;

/**
 * The delivery and return terms every offer has, as numbers: the same constants the delivery and refund pages
 * (pages/delivery.ts, pages/refund.ts) and the checkout read, so what crawlers are told is what the pages say.
 * Courier delivery: ordered today, it leaves the warehouse today or tomorrow (handling 0–1 days) and arrives the next
 * day in the shop cities, up to the longest transit step later in the farthest (transit 1…1 + max).
 * Returns: 14 days, in any shop or by parcel; the shopper pays the parcel of goods of proper quality.
 */
export const OFFER_TERMS: OfferTerms = {
  country: "RU",
  currency: "RUB",
  delivery: {
    price: SHIPMENTS[COURIER].price,
    freeFrom: FREE_DELIVERY_FROM,
    handlingDays: { min: 0, max: 1 },
    transitDays: { min: 1, max: 1 + Math.max(...TRANSIT_STEPS.map((step) => step.days)) },
  },
  returns: { days: RETURN_DAYS, methods: ["in_store", "by_mail"], fees: "shopper" },
};
