import type { Basket } from "../../../app/contract/basket";
import type { CheckoutInput } from "../../../app/contract/order";
import type { AddressStore } from "../account/addresses";
import type { BasketStore } from "../account/basket";
import type { UnpaidOrders } from "../account/unpaid-orders";
import type { UserStore } from "../account/users";
import { nowSeconds } from "../format";
import { HttpError } from "../http/envelope";
import type { Owner } from "../http/sessions";
import { createCalculation, type Computation } from "./calculation";
import { createCustomerProfile } from "./customer";
import { createCityLookup } from "./delivery/cities";
import { createPlaces } from "./delivery/places";
import { createStockReader } from "./delivery/stock";
import type { LineSnapshot } from "./drafts";
import { emptyInput, type SaveBody } from "./input";
import { incompleteness } from "./saving/completeness";
import { confirmationProblems } from "./saving/confirmation";
import { createRepeatLookup, requestHash } from "./saving/idempotency";
import { notOffered } from "./saving/offered-options";
import { withPaymentHold } from "./saving/payment-hold";
import { createOrderPlacement, type PlacementDependencies } from "./saving/place-order";
import { savedOrder, type SavedOrder } from "./saving/saved-order";
import { shortages } from "./saving/shortages";

export type { SavedOrder } from "./saving/saved-order";

type Dependencies = PlacementDependencies & {
  basket: BasketStore;
  users: UserStore;
  addresses: AddressStore;
  unpaid: UnpaidOrders;
};

const snapshot = (basket: Basket): LineSnapshot => basket.activeProducts.map((line) => [line.offerId, line.quantity]);
const result = (computation: Computation) => ({
  state: computation.state,
  errors: computation.errors,
  messages: computation.messages,
});

/**
 * The checkout: init, calculate and placing the order (save). The storefront keeps the shopper's input and sends it
 * whole every time; delivery, payment, coupon, bonuses and certificates are computed from it against the owner's
 * current basket. Kept here only for this upstream's own niceties: the last calculated coupon (the 'applied' message
 * once) and lines (a save tells which stock ran out since). `client` is the asking client's address (a wrong
 * certificate code spends that client's allowance, not the certificate's).
 */
export function createCheckout({
  db,
  clock,
  basket,
  users,
  addresses,
  loyalty,
  certificates,
  coupons,
  payments,
  drafts,
  certificateLines,
  unpaid,
}: Dependencies) {
  const cities = createCityLookup(db);
  const customers = createCustomerProfile({ users, addresses });
  const calculate = createCalculation({
    clock,
    basket,
    cities,
    places: createPlaces(db),
    readStock: createStockReader(db),
    customers,
    loyalty,
    certificates,
    coupons,
  });
  const repeatedOrder = createRepeatLookup(db);
  const placement = { db, clock, coupons, loyalty, certificates, payments, drafts, certificateLines, users, addresses };
  const place = withPaymentHold(db, unpaid, createOrderPlacement(placement));

  return {
    /**
     * POST /api/order/init: an order with nothing chosen in the city (unknown → 400): the customer from the user's
     * profile, the default delivery address when it is in the city (spec §4).
     */
    init: (owner: Owner, cityCode: string, client: string) => {
      const city = cities.byCode(cityCode.toLowerCase());
      if (!city) throw HttpError.of(400, "Неизвестный город", { code: "validation", field: "city" });
      const draft = drafts.get(owner);
      const input = emptyInput(city);
      customers.prefill(owner, input);
      const address = customers.defaultAddress(owner, city);
      if (address) {
        const { streetId, buildingId } = cities.addressIds(city.id, address.street, address.building);
        Object.assign(input.delivery.properties, {
          street: address.street,
          streetId,
          building: address.building,
          buildingId,
          apartment: address.apartment,
        });
      }
      const computation = calculate(owner, input, "", client);
      drafts.put(owner, { cityCode: city.code, input: draft.input, lines: draft.lines });
      return result(computation);
    },

    /** POST /api/order/calculate: the order of the input sent (a rejected coupon or certificate is told and left out). */
    calculate: (owner: Owner, body: CheckoutInput, client: string) => {
      const draft = drafts.get(owner);
      const computation = calculate(owner, body, draft.input?.coupon ?? "", client);
      drafts.put(owner, {
        cityCode: computation.city?.code ?? draft.cityCode,
        input: computation.input,
        lines: snapshot(computation.state.basket),
      });
      return result(computation);
    },

    /**
     * POST /api/order/save: 400 for an incomplete order, a rejected coupon or certificate, or options not offered;
     * 409 when the calculation is not the one the shopper confirmed or stock ran out; else the order. The same request again within 10 s answers the same order.
     */
    save: (owner: Owner & { kind: "user" }, body: SaveBody, client: string): SavedOrder => {
      const inputHash = requestHash(body);
      const repeated = repeatedOrder(owner.id, inputHash, nowSeconds());
      if (repeated) return savedOrder(payments, repeated);

      const draft = drafts.get(owner);
      const computation = calculate(owner, body, body.coupon, client);
      const { basket } = computation.state;
      const incomplete = incompleteness(body, owner.id, {
        cityKnown: computation.city !== null,
        basketEmpty: basket.activeProducts.length === 0 && basket.certificates.length === 0,
        deliveryRequired: computation.deliveryRequired,
      });
      if (incomplete.length) throw new HttpError(400, incomplete);
      // What the shopper confirmed is what is charged: a coupon spent, a certificate locked, bonuses gone, a price or
      // the delivery changed since — no order (409), each change named at its field.
      const changes = body.confirmed ? confirmationProblems(computation, body, body.confirmed) : [];
      if (changes.length) throw new HttpError(409, changes);
      if (computation.errors.length) throw new HttpError(400, computation.errors);
      const short = shortages(computation, body, draft.lines);
      if (short.length) throw new HttpError(409, short);
      const problems = notOffered(computation, body);
      if (problems.length) throw new HttpError(400, problems);
      return place(owner, body, computation, inputHash);
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
