import type { OrderAnswer } from "../../../app/contract/order";

/** The answer of init and calculate: the spec's Order with our additions, all of them sent. */
export type OrderStateBody = OrderAnswer & Required<Pick<OrderAnswer, "basket" | "paymentMethods">>;
