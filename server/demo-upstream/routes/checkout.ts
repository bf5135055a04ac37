import { Router } from "express";
import type { OrderAnswer } from "../../../app/contract/order";
import type { SavedOrder } from "../checkout/checkout";
import { CheckoutBodySchema, InitBodySchema, SaveBodySchema, toInput } from "../checkout/input";
import type { UpstreamContext } from "../context";
import { requestClient } from "../http/client-address";
import { sendData, type ApiMessage } from "../http/envelope";
import { parseInput } from "../http/validation";

/**
 * The checkout (spec §7): POST /api/order/init, /api/order/calculate (a guest or user token) and
 * POST /api/order/save (a user token). A rejected coupon or certificate does not fail a calculation: the answer is
 * 200 with the reason in the envelope's `errors`.
 */
export function checkoutRoutes({ sessions, checkout, log }: UpstreamContext): Router {
  const sendState = (
    res: Parameters<typeof sendData>[0],
    result: { state: OrderAnswer; errors: ApiMessage[]; messages: ApiMessage[] },
  ) => {
    sendData(res, result.state, { errors: result.errors, messages: result.messages });
  };

  return Router()
    .post("/api/order/init", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const { city } = parseInput(InitBodySchema, req.body);
      sendState(res, checkout.init(owner, city, requestClient(req)));
    })
    .post("/api/order/calculate", (req, res) => {
      const { owner } = sessions.requireSession(req);
      sendState(res, checkout.calculate(owner, toInput(parseInput(CheckoutBodySchema, req.body)), requestClient(req)));
    })
    .post("/api/order/save", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const body = parseInput(SaveBodySchema, req.body);
      const data: SavedOrder = checkout.save({ kind: "user", id: userId }, body, requestClient(req));
      log({ level: "info", msg: "order saved", userId, orderId: data.order.id });
      sendData(res, data, { messages: [{ message: `Заказ ${data.order.number} оформлен` }] });
    });
}
