import { Router } from "express";
import { z } from "zod";
import type { OrderDetail } from "../../../app/contract/account";
import { ORDER_FILTERS } from "../account/order-vocabulary";
import type { OrderPage } from "../account/orders";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { idString } from "../http/fields";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";

const OrdersQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === undefined || value === "" ? "all" : value),
    z.enum(ORDER_FILTERS, { errorMap: () => ({ message: "Неизвестный статус заказа" }) }),
  ),
  page: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, 50, 10),
});
const OrderParamsSchema = z.object({ id: idString("Неверный номер заказа") });
const PaymentChangeSchema = z.object({
  paymentId: z.number({ invalid_type_error: "Выберите способ оплаты", required_error: "Выберите способ оплаты" }).int(),
});

/**
 * GET /api/user/orders?status=&page=&pageSize=, GET /api/user/orders/{id} and PATCH /api/user/orders/{id}/payment
 * (another payment method for an unpaid order); a user token is required.
 */
export function orderRoutes({ sessions, orders }: UpstreamContext): Router {
  return Router()
    .get("/api/user/orders", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { status, page, pageSize } = parseInput(OrdersQuerySchema, req.query);
      const data: OrderPage = orders.page(userId, status, page, pageSize);
      sendData(res, data);
    })
    .get("/api/user/orders/:id", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: OrderDetail = orders.detail(userId, parseInput(OrderParamsSchema, req.params).id);
      sendData(res, data);
    })
    .patch("/api/user/orders/:id/payment", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { id } = parseInput(OrderParamsSchema, req.params);
      orders.changePayment(userId, id, parseInput(PaymentChangeSchema, req.body).paymentId);
      const data: OrderDetail = orders.detail(userId, id);
      sendData(res, data, { messages: [{ message: `Способ оплаты изменён: ${data.payment.name}` }] });
    });
}
