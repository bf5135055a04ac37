import type { ZodError } from "zod";
import { countOf, WORDS } from "~/domain/plural";
import { CONTACT_MESSAGES } from "~/forms/contact-fields";
import { LIMITS } from "./checkout-form";
import type { CheckoutField } from "./completeness";

const chars = (max: number) => countOf(max, WORDS.charactersGenitive);

/**
 * What the shopper is told of a typed field longer than its input's `maxlength` allows (a form sent past it: an old
 * page, a script), at the field it belongs to. A code too long for any coupon or certificate is one that does not exist.
 */
const TOO_LONG: Record<keyof typeof LIMITS, { field: CheckoutField; message: string }> = {
  name: { field: "name", message: `Имя — не длиннее ${chars(LIMITS.name)}` },
  lastName: { field: "lastName", message: `Фамилия — не длиннее ${chars(LIMITS.lastName)}` },
  email: { field: "email", message: CONTACT_MESSAGES.emailInvalid },
  phone: { field: "phone", message: CONTACT_MESSAGES.phoneInvalid },
  cityQuery: { field: "city", message: `Название города — не длиннее ${chars(LIMITS.cityQuery)}` },
  street: { field: "street", message: `Улица — не длиннее ${chars(LIMITS.street)}` },
  building: { field: "building", message: `Дом — не длиннее ${chars(LIMITS.building)}` },
  apartment: { field: "apartment", message: `Квартира или офис — не длиннее ${chars(LIMITS.apartment)}` },
  coupon: { field: "coupon", message: "Купон не найден" },
  certificateNumber: { field: "certificate", message: "Сертификат не найден: в номере 16 цифр" },
  certificateCode: { field: "certificate", message: "Неверный код сертификата" },
};

const isLimited = (name: unknown): name is keyof typeof LIMITS => typeof name === "string" && name in TOO_LONG;

/**
 * The checkout form refused only for typed text that is too long: each message at its field. Null when anything else
 * is wrong (a tampered hidden field, an unknown intent): nothing the shopper can fix by typing.
 */
export function tooLongErrors(error: ZodError): Partial<Record<CheckoutField, string>> | null {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (issue.code !== "too_big" || !isLimited(name)) return null;
    errors[TOO_LONG[name].field] ??= TOO_LONG[name].message;
  }
  return errors;
}
