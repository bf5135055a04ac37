import type Database from "better-sqlite3";
import { PAYMENT } from "../../../app/contract/ids";
import { createOrderWriter } from "../account/order-rows";
import { deliveryPrice, orderNumber, PAYMENTS, SHIPMENTS, type PaymentId } from "../account/order-vocabulary";
import { bonusBudget } from "../checkout/discounts/bonuses";
import { OWNED_CERTIFICATES, PARTIAL_SPEND, type CertificateSpend } from "./certificates";
import type { OrderDraft } from "./demo-order-drafts";
import { COUPON, PAYMENT_ROTATION } from "./demo-order-plan";
import type { DemoUser } from "./demo-users";
import { ACCRUAL_PERCENT, balanceAt, type LoyaltyEvent } from "./loyalty-card";
import { DAY } from "./time";

type PricedOrder = {
  draft: OrderDraft;
  delivery: number;
  bonusAmount: number;
  certificateAmount: number;
  total: number;
  paymentId: PaymentId;
};

/**
 * Pass 2 of a demo user's orders, oldest first: bonuses (the card holder's, from the balance at the time),
 * certificates, totals and payment. Spending and accruals are added to `events`.
 */
function priceOrders(
  drafts: OrderDraft[],
  isCardHolder: boolean,
  events: LoyaltyEvent[],
): { priced: PricedOrder[]; spends: CertificateSpend[] } {
  const spends: CertificateSpend[] = [];
  const priced = drafts.map((draft, planIndex): PricedOrder => {
    const { plan, id, createdAt, certificate, basketAmount, couponAmount, shipmentId } = draft;
    const delivery = deliveryPrice(shipmentId, basketAmount);
    let due = basketAmount - couponAmount + delivery;
    let bonusAmount = 0;
    if (isCardHolder && plan.bonus) {
      bonusAmount = Math.min(balanceAt(events, createdAt), bonusBudget(basketAmount - couponAmount));
      due -= bonusAmount;
      if (bonusAmount > 0) {
        events.push({
          at: createdAt,
          type: "spending",
          amount: bonusAmount,
          orderId: id,
          purchase: 0,
          description: `Оплата заказа ${orderNumber(id)}`,
        });
      }
    }
    let certificateAmount = 0;
    if (certificate) {
      certificateAmount = Math.min(due, certificate === "used" ? OWNED_CERTIFICATES.used.amount : PARTIAL_SPEND);
      due -= certificateAmount;
      spends.push({ key: certificate, orderId: id, amount: certificateAmount, at: createdAt });
    }
    if (isCardHolder && plan.status === "done") {
      const amount = Math.floor(((basketAmount - couponAmount - bonusAmount) * ACCRUAL_PERCENT) / 100);
      events.push({
        at: createdAt + 7 * DAY,
        type: "accrual",
        amount,
        orderId: id,
        purchase: 0,
        description: `Начисление за заказ ${orderNumber(id)}`,
      });
    }
    const paymentId: PaymentId =
      due === 0 ? PAYMENT.certificate : PAYMENT_ROTATION[planIndex % PAYMENT_ROTATION.length];
    return { draft, delivery, bonusAmount, certificateAmount, total: due, paymentId };
  });
  return { priced, spends };
}

/** Prices and writes a demo user's orders with their items; returns what user 1's certificates paid. */
export function createDemoOrderWriter(db: Database.Database) {
  const writer = createOrderWriter(db);
  return (
    user: DemoUser,
    userId: number,
    cityId: number,
    drafts: OrderDraft[],
    isCardHolder: boolean,
    events: LoyaltyEvent[],
  ): CertificateSpend[] => {
    const { priced, spends } = priceOrders(drafts, isCardHolder, events);
    for (const { draft, delivery, bonusAmount, certificateAmount, total, paymentId } of priced) {
      writer.order({
        id: draft.id,
        number: orderNumber(draft.id),
        userId,
        createdAt: draft.createdAt,
        status: draft.plan.status,
        name: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        cityId,
        shipmentId: draft.shipmentId,
        shipmentName: SHIPMENTS[draft.shipmentId].name,
        address: draft.address,
        interval: draft.interval,
        deliveryPrice: delivery,
        storeId: draft.storeId,
        pickupPointId: draft.pickupPointId,
        intervalId: draft.intervalId,
        paymentId,
        paymentName: PAYMENTS[paymentId].name,
        isPayed: Number(draft.plan.payed),
        coupon: draft.plan.coupon ? COUPON.code : null,
        couponAmount: draft.couponAmount,
        bonusAmount,
        certificateAmount,
        basketAmount: draft.basketAmount,
        total,
        returnUrl: null,
        inputHash: null,
        metrics: null,
      });
      for (const { offer, quantity } of draft.items) {
        writer.item(draft.id, {
          productId: offer.product_id,
          offerId: offer.offer_id,
          name: offer.name,
          size: offer.size,
          quantity,
          price: offer.price,
          discountPrice: offer.discount_price,
        });
      }
    }
    return spends;
  };
}
