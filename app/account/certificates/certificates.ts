import { z } from "zod";
import type { Certificate } from "~/contract/account";

export const CERTIFICATE_TYPE: Record<Certificate["type"], string> = { digital: "Электронный", plastic: "Пластиковый" };
export const CERTIFICATE_STATUS: Record<Certificate["status"], string> = {
  active: "Активен",
  used: "Использован",
  expired: "Срок истёк",
};

/** `1000 2000 3000 4001`, `1000200030004001` → `1000-2000-3000-4001`; anything but 16 digits (spaces and dashes aside) → null. */
export function normaliseCertificateNumber(raw: string): string | null {
  const digits = raw.replace(/[\s\u00A0-]/g, "");
  if (!/^\d{16}$/.test(digits)) return null;
  return digits.match(/\d{4}/g)!.join("-");
}

/** `$number` of `/personal/certificates/{number}/`: exactly the form the links use (one URL per certificate). */
export const CertificateNumberParamSchema = z.string().regex(/^\d{4}-\d{4}-\d{4}-\d{4}$/);

export const certificateHref = (number: string) => `/personal/certificates/${number}/`;

/**
 * The order an entry of a certificate's history belongs to. Order numbers are `LS-{100200 + id}`
 * (docs/upstream-api.md, 'Orders'); anything else has no order page to link to.
 */
export function orderIdFromNumber(orderNumber: string | null): number | null {
  const match = orderNumber ? /^LS-(\d{1,12})$/.exec(orderNumber.trim()) : null;
  if (!match) return null;
  const id = Number(match[1]) - 100_200;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A signed amount of money with a real minus: `+3 000 ₽`, `−1 800 ₽`. */
export function signedMoney(money: { value: number; format: string }): string {
  const bare = money.format.replace(/^[-−+]\s?/, "");
  return money.value < 0 ? `−${bare}` : money.value > 0 ? `+${bare}` : bare;
}

export const CERTIFICATE_FIELDS = ["number", "code"] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

export const NUMBER_MESSAGE = "Номер сертификата — 16 цифр";
export const CODE_MESSAGE = "Код сертификата — 8 цифр";

/** The activation form: a 16-digit number (spaces and dashes allowed) and an 8-digit code. */
export const ActivateCertificateSchema = z.object({
  number: z
    .string({ required_error: "Введите номер сертификата" })
    .trim()
    .min(1, "Введите номер сертификата")
    .max(40, NUMBER_MESSAGE)
    .transform(
      (raw, ctx) =>
        normaliseCertificateNumber(raw) ??
        (ctx.addIssue({ code: z.ZodIssueCode.custom, message: NUMBER_MESSAGE }), z.NEVER),
    ),
  code: z
    .string({ required_error: "Введите код сертификата" })
    .trim()
    .min(1, "Введите код сертификата")
    .regex(/^\d{8}$/, CODE_MESSAGE),
});
