import { z } from "zod";
import { BasketSchema } from "../../../app/contract/basket";
import {
  CheckoutInputSchema,
  OrderStateSchema,
  SavedOrderSchema,
  type CheckoutInput,
  type OrderState,
} from "../../../app/contract/order";
import { adoptAnswer, inputOfAnswer, toOrderPayload } from "../../../app/order/checkout/order-answer";

export { toOrderPayload };

/**
 * An answer of init / calculate as the embedded upstream sends it: the spec's Order (§3) with the customer whole (id
 * and secondName too) and our additions always there (basket, payment methods). Stricter than the storefront's
 * tolerant OrderStateSchema on purpose: these tests hold the embedded upstream to what it documents.
 */
export const AnswerSchema = OrderStateSchema.extend({
  customer: CheckoutInputSchema.shape.customer,
  basket: BasketSchema,
  paymentMethods: OrderStateSchema.shape.paymentMethods.unwrap(),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * The input a calculation took, as the storefront keeps it between requests: the one sent, with the customer, address
 * and payment as the answer has them (city resolved), the coupon as applied (a refused one, or a certificate, dropped),
 * bonuses clamped and the shipment kept by the answer — the storefront's own rule (`adoptAnswer`).
 */
export function calculatedInput(sent: CheckoutInput, answer: Answer): CheckoutInput {
  const taken = adoptAnswer(
    {
      ...sent,
      customer: { ...sent.customer, ...answer.customer },
      delivery: {
        ...sent.delivery,
        properties: { ...sent.delivery.properties, ...answer.delivery?.properties },
      },
      payment: { id: answer.payment?.id ?? null },
    },
    answer,
  );
  // The coupon as the upstream applied it (trimmed, in capitals).
  return { ...taken, coupon: answer.isCouponApplied ? answer.coupon : "" };
}

/**
 * What the checkout shows of an answer (the storefront's view type): with the input of `sent` as calculated, or for an
 * init the input the answer describes.
 */
export function viewOf(answer: Answer, sent?: CheckoutInput): OrderState {
  return { ...answer, input: sent ? calculatedInput(sent, answer) : inputOfAnswer(answer) };
}

/** A save's answer as the embedded upstream sends it: the order's payment always there (its link while unpaid). */
export const PlacedOrderSchema = z.object({
  order: SavedOrderSchema.shape.order.extend({
    payment: z.object({ id: z.number().int().nullable(), isPayed: z.boolean(), link: z.string().nullable() }),
  }),
});
