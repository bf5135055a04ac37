import type Database from "better-sqlite3";
import { shipmentKind } from "../../../../app/contract/ids";
import type { CertificateStore } from "../../account/certificates";
import type { CouponStore } from "../../account/coupons";
import type { CertificateLineStore } from "../../gift-certificates/basket-lines";
import type { LoyaltyStore } from "../../account/loyalty";
import { createOrderWriter } from "../../account/order-rows";
import { orderNumber } from "../../account/order-vocabulary";
import type { PaymentStore } from "../../account/payments";
import { nowSeconds } from "../../format";
import type { Owner } from "../../http/sessions";
import type { Computation } from "../calculation";
import { BY_EMAIL, orderDelivery } from "../delivery/order-delivery";
import { storePickupFor } from "../delivery/systems";
import type { DraftStore } from "../drafts";
import type { SaveBody } from "../input";
import { orderItem, orderRecord } from "./order-record";
import { createCustomerMemory, type RememberDependencies } from "./remember-customer";
import { createStockReservation } from "./reservation";
import { savedOrder, type SavedOrder } from "./saved-order";

export type PlacementDependencies = {
  db: Database.Database;
  clock: () => number;
  coupons: CouponStore;
  loyalty: LoyaltyStore;
  certificates: CertificateStore;
  payments: PaymentStore;
  drafts: DraftStore;
  certificateLines: CertificateLineStore;
} & RememberDependencies;

/**
 * Writes an order that passed every check: stock, order rows (gift certificates bought included), coupon, bonuses,
 * certificates, basket and draft, all or nothing.
 */
export function createOrderPlacement({
  db,
  coupons,
  loyalty,
  certificates,
  payments,
  drafts,
  certificateLines,
  users,
  addresses,
}: PlacementDependencies) {
  const nextOrderId = db.prepare<[], number>("SELECT COALESCE(MAX(id), 0) + 1 FROM orders").pluck();
  const intervalIdByTime = db
    .prepare<[string, string], number>("SELECT id FROM delivery_intervals WHERE time_from = ? AND time_to = ?")
    .pluck();
  const deleteLine = db.prepare<[number]>("DELETE FROM basket_items WHERE id = ?");
  const writer = createOrderWriter(db);
  const reserve = createStockReservation(db);
  const remember = createCustomerMemory({ users, addresses });

  return db.transaction(
    (owner: Owner & { kind: "user" }, body: SaveBody, computation: Computation, inputHash: string): SavedOrder => {
      const { amounts, delivery } = computation;
      const lines = computation.state.basket.activeProducts;
      const shipmentId = delivery.system?.id ?? null;
      const id = nextOrderId.get()!;
      const number = orderNumber(id);
      const createdAt = nowSeconds();
      const storeId = shipmentKind(shipmentId) === "store" ? Number(body.delivery.properties.storeId) : null;

      reserve(lines, storeId);
      const { slot } = delivery;
      const record = orderRecord({
        id,
        number,
        userId: owner.id,
        createdAt,
        body,
        computation,
        delivery:
          shipmentId === null
            ? BY_EMAIL
            : orderDelivery({
                shipmentId,
                cityName: computation.city!.name,
                properties: body.delivery.properties,
                slot,
                pickupPoint: delivery.pickupPoint,
                store: computation.cityStores.find((entry) => entry.id === storeId) ?? null,
                storePickup: storeId === null ? null : storePickupFor(shipmentId, computation.storePickup(storeId)),
              }),
        storeId,
        intervalId: slot && slot.from ? (intervalIdByTime.get(slot.from, slot.to) ?? null) : null,
        inputHash,
      });
      writer.order(record);
      for (const line of lines) writer.item(id, orderItem(line));
      certificateLines.moveToOrder(owner, id);
      if (computation.coupon) coupons.spend(computation.coupon.code, id, createdAt);
      if (amounts.bonus > 0) loyalty.spend(owner.id, id, amounts.bonus, `Оплата заказа ${number}`);
      for (const certificate of computation.certificates) {
        if (certificate.amount > 0) certificates.spend(certificate.number, id, number, certificate.amount);
      }
      for (const line of lines) deleteLine.run(line.id);
      drafts.clear(owner);
      const { street, building, apartment } = body.delivery.properties;
      remember({
        userId: owner.id,
        customer: record,
        shipmentId: record.shipmentId,
        cityCode: computation.city?.code ?? "",
        address: { street, building, apartment },
      });
      return savedOrder(payments, {
        id,
        number,
        payment_id: body.payment.id!,
        is_payed: Number(amounts.total === 0),
        status: "new",
        total: amounts.total,
      });
    },
  );
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
