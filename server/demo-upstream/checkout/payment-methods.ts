import { PAYMENT } from "../../../app/contract/ids";
import type { OrderStateBody } from "./order-body";
import {
  ON_RECEIPT_PAYMENT,
  ONLINE_PAYMENTS,
  PAYMENTS,
  type PaymentId,
  type ShipmentId,
} from "../account/order-vocabulary";
import { paysOnReceipt } from "./delivery/systems";
import type { Amounts } from "./pricing";

/**
 * Certificates that pay the whole order leave only the certificate; else online payment, and on receipt where the
 * shipment allows — unless the order buys gift certificates (`prepaidOnly`): they are issued once the order is paid.
 */
export function offeredPayments(
  amounts: Pick<Amounts, "total" | "certificate">,
  shipmentId: ShipmentId | null,
  { prepaidOnly = false }: { prepaidOnly?: boolean } = {},
): PaymentId[] {
  if (amounts.total === 0 && amounts.certificate > 0) return [PAYMENT.certificate];
  return shipmentId !== null && paysOnReceipt(shipmentId) && !prepaidOnly
    ? [...ONLINE_PAYMENTS, ON_RECEIPT_PAYMENT]
    : [...ONLINE_PAYMENTS];
}

export function paymentMethodsState(ids: PaymentId[]): OrderStateBody["paymentMethods"] {
  return ids.map((id) => ({ id, name: PAYMENTS[id].name, description: PAYMENTS[id].description }));
}
