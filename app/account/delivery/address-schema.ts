import { z } from "zod";
import { checkbox, idField, optionalText, requiredText } from "~/forms/schema";
import type { AddressInput } from "~/upstream-client/account.server";

export const ADDRESS_FIELDS = [
  "cityCode",
  "street",
  "building",
  "apartment",
  "entrance",
  "floor",
  "comment",
  "isDefault",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address form (the limits are the upstream's: docs/upstream-api.md, Addresses). */
export const AddressFormSchema = z.object({
  cityCode: z
    .string({ required_error: "Выберите город" })
    .trim()
    .min(1, "Выберите город")
    .regex(/^[a-z0-9_-]{0,64}$/, "Неизвестный город"),
  street: requiredText(200, "Укажите улицу"),
  building: requiredText(20, "Укажите дом"),
  apartment: optionalText(10),
  entrance: optionalText(10),
  floor: optionalText(10),
  comment: optionalText(500),
  isDefault: checkbox,
}) satisfies z.ZodType<AddressInput, z.ZodTypeDef, unknown>;

const addressId = idField("Неверный идентификатор адреса");

/** `/personal/delivery/`: add an address, delete one, make one the default, or bring a deleted one back. */
export const AddressListActionSchema = z.discriminatedUnion("intent", [
  AddressFormSchema.extend({ intent: z.literal("add") }),
  z.object({ intent: z.literal("delete"), id: addressId }),
  z.object({ intent: z.literal("default"), id: addressId }),
  // «Вернуть» a deleted address: the server's seal, opened by app/account/delivery/address-undo.server.ts.
  z.object({ intent: z.literal("restore"), undo: z.string().min(1) }),
]);

/** `/personal/delivery/{id}/`: save the address or delete it. */
export const AddressEditActionSchema = z.discriminatedUnion("intent", [
  AddressFormSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
]);
