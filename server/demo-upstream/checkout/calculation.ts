import { SHIPMENT, shipmentKind } from "../../../app/contract/ids";
import type { CheckoutInput } from "../../../app/contract/order";
import type { OrderStateBody } from "./order-body";
import type { BasketStore } from "../account/basket";
import type { CertificateStore } from "../account/certificates";
import type { CouponStore } from "../account/coupons";
import type { LoyaltyStore } from "../account/loyalty";
import { SHIPMENTS } from "../account/order-vocabulary";
import { money } from "../format";
import type { ApiMessage } from "../http/envelope";
import type { Owner } from "../http/sessions";
import type { CustomerProfile } from "./customer";
import { chooseDelivery, deliverySystemsState, type DeliveryChoice } from "./delivery/choice";
import type { CityLookup, CityRow } from "./delivery/cities";
import { needsDelivery } from "./delivery/needs-delivery";
import { toPlace, type PlaceRow, type Places } from "./delivery/places";
import { blockingLines, linesShort, type Stock, type StockReader } from "./delivery/stock";
import { earliestTimes, shopPickupTimes, type StorePickupTimes } from "./delivery/store-pickup";
import { offeredSystems, storePickupFor } from "./delivery/systems";
import { applyCertificates, type AppliedCertificate } from "./discounts/certificates";
import { applyCoupon, type AppliedCoupon } from "./discounts/coupon";
import { offeredPayments, paymentMethodsState } from "./payment-methods";
import { priceOrder, summary, type Amounts } from "./pricing";

/** Everything a calculation decided: the state for the storefront plus what saving an order needs. */
export type Computation = {
  state: OrderStateBody;
  /** The input as calculated: the city resolved, rejected coupon and certificates dropped, bonuses clamped. */
  input: CheckoutInput;
  errors: ApiMessage[];
  messages: ApiMessage[];
  city: CityRow | null;
  /** The order has goods or plastic gift certificates (else digital certificates only: no shipment). */
  deliveryRequired: boolean;
  delivery: DeliveryChoice;
  /** Every pickup shop of the city, whether or not it has the basket in stock. */
  cityStores: PlaceRow[];
  /** When a shop of `state.stores` hands the order over (nulls for any other shop). */
  storePickup: (storeId: number) => StorePickupTimes;
  stock: Stock;
  coupon: AppliedCoupon | null;
  certificates: AppliedCertificate[];
  amounts: Amounts;
};

type Dependencies = {
  clock: () => number;
  basket: BasketStore;
  cities: CityLookup;
  places: Places;
  readStock: StockReader;
  customers: CustomerProfile;
  loyalty: LoyaltyStore;
  certificates: CertificateStore;
  coupons: CouponStore;
};

/**
 * Computes the order state of an input against the owner's basket now; `previousCoupon` decides the 'applied' toast;
 * `client` (the asking client's address) is whose allowance a wrong certificate code spends.
 */
export function createCalculation({
  clock,
  basket: baskets,
  cities,
  places,
  readStock,
  customers,
  loyalty,
  certificates,
  coupons,
}: Dependencies) {
  return (owner: Owner, source: CheckoutInput, previousCoupon: string, client: string): Computation => {
    const input: CheckoutInput = structuredClone(source);
    input.customer.id = owner.kind === "user" ? owner.id : 0;
    input.customer.secondName = "-";
    const city = cities.resolve(input.delivery.properties);
    if (city) Object.assign(input.delivery.properties, { city: city.name, cityId: city.code });
    // The lines' caps (maxQuantity) are the city's.
    const basket = baskets.basket(owner, city?.code);
    const lines = basket.activeProducts;
    const goods = basket.summary.discountValue;
    // Gift certificates bought: no stock to check; they count towards free delivery, never for a coupon or bonuses.
    const certificateLines = basket.summary.certificates.value;
    const certificatesOnly = lines.length === 0 && basket.certificates.length > 0;
    const deliveryRequired = needsDelivery(basket);
    const deliveryCity = deliveryRequired ? city : null;
    if (!deliveryRequired) {
      input.delivery.shipmentId = null;
      Object.assign(input.delivery.properties, { intervalId: "", pickupPointId: "", storeId: "" });
    }

    const stock = readStock(
      city?.id ?? null,
      lines.map((line) => line.offerId),
    );
    const cityStores = deliveryCity ? places.pickupStores(deliveryCity.id) : [];
    const stocked = cityStores.filter((store) => linesShort(stock.stores.get(store.id), lines).length === 0);
    const nowMs = clock();
    // Each shop hands orders over by its own hours, in its city's time.
    const pickupTimes = new Map(
      deliveryCity
        ? stocked.map((store) => [store.id, shopPickupTimes(store, deliveryCity.time_zone, nowMs)] as const)
        : [],
    );
    const storePickup = (storeId: number) => pickupTimes.get(storeId) ?? { sameDay: null, nextDay: null };
    const points = deliveryCity ? places.pickupPoints(deliveryCity.id) : [];
    const systems = deliveryCity
      ? offeredSystems({
          city: deliveryCity,
          goods: goods + certificateLines,
          onlineOk: linesShort(stock.online, lines).length === 0,
          hasPickupPoints: points.length > 0,
          storePickup: earliestTimes([...pickupTimes.values()]),
          nowMs,
        })
      : [];
    const blocked = city
      ? blockingLines(lines, stock, {
          courier: city.has_courier === 1,
          pickupPoint: points.length > 0,
          store: cityStores.length > 0,
        })
      : [];
    const delivery = chooseDelivery(systems, input.delivery, points);
    input.delivery.serviceLevelTypeCode = delivery.serviceLevel;
    // The shops listed are those that can hand the order over as the chosen store shipment promises (same-day: today),
    // each with its time; under any other shipment, as pickup from the next day would.
    const storeShipment =
      delivery.system && shipmentKind(delivery.system.id) === "store" ? delivery.system.id : SHIPMENT.store[0];
    const stores = stocked.flatMap((store) => {
      const time = storePickupFor(storeShipment, storePickup(store.id));
      return time ? [toPlace(store, time.text)] : [];
    });

    // A rejected coupon or certificate is reported and dropped from the input; bonuses are clamped in it.
    const coupon = applyCoupon(coupons.evaluate, input.coupon, goods, previousCoupon, { certificatesOnly });
    input.coupon = coupon.applied?.code ?? "";
    const couponAmount = coupon.applied?.discount ?? 0;
    const check =
      owner.kind === "user"
        ? (number: string, code: string) => certificates.usable({ userId: owner.id, client }, number, code)
        : null;
    let paid: ReturnType<typeof applyCertificates> = { applied: [], errors: [] };
    const { bonus, amounts } = priceOrder({
      goods: goods + certificateLines,
      certificateLines,
      couponDiscount: couponAmount,
      delivery: delivery.price,
      card: owner.kind === "user" ? loyalty.loyalty(owner.id).card : null,
      loyalty: input.loyalty,
      certificates: (due) =>
        (paid = applyCertificates(input.certificate, due, check, { certificatesOnly })).applied.map(
          (entry) => entry.amount,
        ),
    });
    if (certificateLines > 0) bonus.messages.push("Бонусы не списываются и не начисляются за подарочные сертификаты");
    input.loyalty = { active: bonus.active, pay: bonus.pay };
    input.certificate = paid.applied.map(({ number, code }) => ({ number, code }));
    const defaultAddress = customers.defaultAddress(owner, city);

    const shipment =
      delivery.system && delivery.variant
        ? {
            id: delivery.system.id,
            code: delivery.variant.code,
            price: delivery.variant.price,
            name: SHIPMENTS[delivery.system.id].name,
          }
        : null;
    const state: OrderStateBody = {
      customer: input.customer,
      delivery: { properties: input.delivery.properties, shipment },
      payment: { id: input.payment.id },
      basket,
      deliverySystems: deliverySystemsState(systems, delivery),
      deliveryServiceTimes: delivery.slots.map(({ value, text }) => ({ value, text })),
      pickupPoints: points.map((point) => toPlace(point)),
      stores,
      paymentMethods: paymentMethodsState(
        offeredPayments(amounts, delivery.system?.id ?? null, { prepaidOnly: basket.certificates.length > 0 }),
      ),
      bonus,
      certificate: paid.applied.map(({ number, amount }) => ({ number, amount: money(amount) })),
      coupon: coupon.requested,
      isCouponApplied: coupon.applied !== null,
      summary: summary(amounts),
      defaultProfile: defaultAddress ? { values: defaultAddress } : null,
      blockedLines: blocked.map(({ line, kinds, reason }) => ({
        lineId: line.id,
        productId: line.productId,
        offerId: line.offerId,
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        kinds,
        reason,
      })),
    };
    return {
      state,
      input,
      errors: [...(coupon.error ? [coupon.error] : []), ...paid.errors],
      messages: coupon.message ? [coupon.message] : [],
      city,
      deliveryRequired,
      delivery,
      cityStores,
      storePickup,
      stock,
      coupon: coupon.applied,
      certificates: paid.applied,
      amounts,
    };
  };
}

export type Calculation = ReturnType<typeof createCalculation>;
