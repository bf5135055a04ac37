import { Router } from "express";
import { z } from "zod";
import type { Basket, Wishlist } from "../../../app/contract/basket";
import { MAX_LINE_STEP } from "../account/basket";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { idNumber, idString } from "../http/fields";
import { parseInput } from "../http/validation";
import { createLocations } from "../shops/location";

const ProductParamsSchema = z.object({ id: idString("Неверный идентификатор товара") });
const LineParamsSchema = z.object({ id: idString("Неверный идентификатор строки корзины") });
const QuantitySchema = z
  .number({ required_error: "Укажите количество", invalid_type_error: "Количество — целое число" })
  .int("Количество — целое число")
  .min(1, "Количество — не меньше 1")
  .max(MAX_LINE_STEP, `Количество — не больше ${MAX_LINE_STEP}`);

const AddSchema = z.object({
  offer: idNumber("Выберите размер"),
  city: z.string({ required_error: "Укажите город", invalid_type_error: "Укажите город" }).max(64, "Неизвестный город"),
  quantity: QuantitySchema.default(1),
});
const PatchSchema = z
  .object({
    delay: z.boolean({ invalid_type_error: "Ожидается true или false" }).optional(),
    quantity: QuantitySchema.optional(),
  })
  .refine((body) => body.delay !== undefined || body.quantity !== undefined, {
    message: "Укажите delay или quantity",
    path: ["delay"],
  });

/**
 * The basket (GET /api/basket, POST /api/basket/{productId}, PATCH and DELETE /api/basket/{lineId}) and the wishlist
 * (GET /api/catalog/wishlist, POST and DELETE /api/catalog/{id}/wishlist), for a guest or user token (401 without).
 */
export function basketRoutes({ db, sessions, basket, wishlist }: UpstreamContext): Router {
  const locations = createLocations(db);

  return Router()
    .get("/api/basket", (req, res) => {
      const data: Basket = basket.basket(sessions.requireSession(req).owner);
      sendData(res, data);
    })
    .post("/api/basket/:id", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const { id } = parseInput(ProductParamsSchema, req.params);
      const body = parseInput(AddSchema, req.body);
      if (!locations.hasCity(body.city)) {
        throw HttpError.of(400, "Неизвестный город", { code: "validation", field: "city" });
      }
      const data: Basket = basket.add(owner, id, body.offer, body.quantity, body.city);
      sendData(res, data, { messages: [{ message: "Товар добавлен в корзину" }] });
    })
    .delete("/api/basket/:id", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const data: Basket = basket.remove(owner, parseInput(LineParamsSchema, req.params).id);
      sendData(res, data);
    })
    .patch("/api/basket/:id", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const { id } = parseInput(LineParamsSchema, req.params);
      const data: Basket = basket.update(owner, id, parseInput(PatchSchema, req.body));
      sendData(res, data);
    })
    .get("/api/catalog/wishlist", (req, res) => {
      const data: Wishlist = wishlist.list(sessions.requireSession(req).owner);
      sendData(res, data);
    })
    .post("/api/catalog/:id/wishlist", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const data: Wishlist = wishlist.add(owner, parseInput(ProductParamsSchema, req.params).id);
      sendData(res, data);
    })
    .delete("/api/catalog/:id/wishlist", (req, res) => {
      const { owner } = sessions.requireSession(req);
      const data: Wishlist = wishlist.remove(owner, parseInput(ProductParamsSchema, req.params).id);
      sendData(res, data);
    });
}
