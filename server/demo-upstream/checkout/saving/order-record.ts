import { NO_SHIPMENT } from "../../../../app/contract/ids";
import type { BasketLine } from "../../../../app/contract/basket";
import type { OrderItemRow, OrderRow } from "../../account/order-rows";
import { PAYMENTS, SHIPMENTS, type PaymentId, type ShipmentId } from "../../account/order-vocabulary";
import { EmailSchema, PhoneSchema } from "../../http/fields";
import type { Computation } from "../calculation";
import { BY_EMAIL, type OrderDelivery } from "../delivery/order-delivery";
import type { SaveBody } from "../input";

type Placement = {
  id: number;
  number: string;
  userId: number;
  createdAt: number;
  body: SaveBody;
  computation: Computation;
  delivery: OrderDelivery;
  storeId: number | null;
  intervalId: number | null;
  inputHash: string;
};

/**
 * The `orders` row of a save that passed every check: the delivery offered (none for digital gift certificates only:
 * shipment NO_SHIPMENT, by e-mail), the customer well-formed.
 */
export function orderRecord({
  id,
  number,
  userId,
  createdAt,
  body,
  computation,
  delivery,
  storeId,
  intervalId,
  inputHash,
}: Placement): OrderRow {
  const { city, amounts } = computation;
  const system = computation.delivery.system;
  const paymentId = body.payment.id as PaymentId;
  const shipmentName = system ? SHIPMENTS[system.id as ShipmentId].name : BY_EMAIL.name;
  return {
    id,
    number,
    userId,
    createdAt,
    status: "new",
    name: body.customer.name.trim(),
    lastName: body.customer.lastName.trim(),
    email: EmailSchema.parse(body.customer.email),
    phone: PhoneSchema.parse(body.customer.phone),
    cityId: city?.id ?? null,
    shipmentId: system?.id ?? NO_SHIPMENT,
    shipmentName: computation.delivery.variant?.code === "express" ? `${shipmentName}, экспресс` : shipmentName,
    address: delivery.address,
    interval: delivery.interval,
    deliveryPrice: amounts.delivery,
    storeId,
    pickupPointId: computation.delivery.pickupPoint?.id ?? null,
    intervalId,
    paymentId,
    paymentName: PAYMENTS[paymentId].name,
    isPayed: Number(amounts.total === 0),
    coupon: computation.coupon?.code ?? null,
    couponAmount: amounts.coupon,
    bonusAmount: amounts.bonus,
    certificateAmount: amounts.certificate,
    basketAmount: amounts.goods,
    total: amounts.total,
    returnUrl: body.returnUrl,
    inputHash,
    metrics: JSON.stringify(body.metrics),
  };
}

/** An order item of a basket line at its prices now. */
export const orderItem = (line: BasketLine): OrderItemRow => ({
  productId: line.productId,
  offerId: line.offerId,
  name: line.name,
  size: line.size,
  quantity: line.quantity,
  price: line.price.value,
  discountPrice: line.price.discountValue,
});
