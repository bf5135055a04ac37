import { countOf, WORDS } from "../plural";
import { Router } from "express";
import { z } from "zod";
import type { Address, Recycling, Subscriptions } from "../../../app/contract/account";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { idString } from "../http/fields";
import { parseInput } from "../http/validation";

const required = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`);
const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: "Ожидается строка" })
    .trim()
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`)
    .optional();
const flag = z.boolean({ invalid_type_error: "Ожидается true или false" });

const AddressBodySchema = z.object({
  cityCode: required("Выберите город", 64),
  street: required("Укажите улицу", 200),
  building: required("Укажите дом", 20),
  apartment: optionalText(10),
  entrance: optionalText(10),
  floor: optionalText(10),
  comment: optionalText(500),
  isDefault: flag.optional(),
});
const AddressPatchSchema = AddressBodySchema.partial();
const AddressParamsSchema = z.object({ id: idString("Неверный идентификатор адреса") });

const SubscriptionsPatchSchema = z.object({ email: flag.optional(), sms: flag.optional() });
const SubscriptionParamsSchema = z.object({ id: idString("Неверный идентификатор подписки") });

/**
 * The personal account's addresses (/api/user/addresses), subscriptions (/api/user/subscriptions) and LOVE 2.0
 * visits (/api/user/recycling). Every endpoint needs a user token.
 */
export function personalRoutes({ sessions, addresses, subscriptions, recycling }: UpstreamContext): Router {
  return Router()
    .get("/api/user/addresses", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: { items: Address[] } = { items: addresses.list(userId) };
      sendData(res, data);
    })
    .post("/api/user/addresses", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: Address = addresses.create(userId, parseInput(AddressBodySchema, req.body));
      sendData(res, data, { messages: [{ message: "Адрес сохранён" }] });
    })
    .patch("/api/user/addresses/:id", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { id } = parseInput(AddressParamsSchema, req.params);
      const data: Address = addresses.update(userId, id, parseInput(AddressPatchSchema, req.body));
      sendData(res, data, { messages: [{ message: "Адрес сохранён" }] });
    })
    .delete("/api/user/addresses/:id", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { id } = parseInput(AddressParamsSchema, req.params);
      const data: { items: Address[] } = { items: addresses.remove(userId, id) };
      sendData(res, data, { messages: [{ message: "Адрес удалён" }] });
    })
    .get("/api/user/subscriptions", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: Subscriptions = subscriptions.get(userId);
      sendData(res, data);
    })
    .patch("/api/user/subscriptions", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: Subscriptions = subscriptions.update(userId, parseInput(SubscriptionsPatchSchema, req.body));
      sendData(res, data, { messages: [{ message: "Настройки рассылки сохранены" }] });
    })
    .delete("/api/user/subscriptions/products/:id", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { id } = parseInput(SubscriptionParamsSchema, req.params);
      const data: Subscriptions = subscriptions.removeProduct(userId, id);
      sendData(res, data, { messages: [{ message: "Подписка отменена" }] });
    })
    .get("/api/user/recycling", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: Recycling = recycling.get(userId);
      sendData(res, data);
    });
}
