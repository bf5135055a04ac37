import { z } from "zod";
import type { AddedCertificate } from "~/basket/basket-success";
import { nominalProblem } from "~/domain/certificates";
import { optionalText, requiredText } from "~/forms/schema";
import type { CertificateKindOptions, CertificateOptions } from "~/upstream/schemas/gift-certificates";

/** The fields of the certificate form; `nominal` is a preset's value or CUSTOM_NOMINAL (then `customNominal` counts). */
export const CERTIFICATE_FIELDS = ["design", "nominal", "customNominal", "recipientName", "recipientEmail", "senderName", "message"] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

export const CUSTOM_NOMINAL = "custom";
export const EMAIL_MESSAGE = "Введите корректный email";

const isEmail = (value: string) => z.string().email().max(254).safeParse(value).success;

/** `5 000`, `5000 ₽` → 5000; anything but digits (spaces and the rouble sign aside) → NaN. */
export function parseNominal(value: string): number {
  const digits = value.replace(/[\s\u00A0₽]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * The form of one kind as the upstream's certificate line (`POST /api/basket/certificates`): a design of the kind,
 * a preset nominal or one typed within the kind's limits, and for a digital certificate the recipient's name and
 * e-mail (sender and message optional). Limits come from the upstream's options.
 */
export function certificateFormSchema(kind: CertificateKindOptions, limits: CertificateOptions["limits"]) {
  const digital = kind.kind === "digital";
  const recipientName = digital ? requiredText(limits.name, "Укажите имя получателя") : optionalText(limits.name);
  return z
    .object({
      design: z
        .string({ required_error: "Выберите дизайн" })
        .regex(/^\d{1,9}$/, "Выберите дизайн")
        .transform(Number)
        .refine((id) => kind.designs.some((design) => design.id === id), "Выберите дизайн из списка"),
      nominal: z.string({ required_error: "Выберите номинал" }).min(1, "Выберите номинал"),
      customNominal: optionalText(20),
      recipientName: digital ? recipientName : optionalText(limits.name).transform(() => ""),
      recipientEmail: optionalText(254).transform((value) => (digital ? value.toLowerCase() : "")),
      senderName: optionalText(limits.name).transform((value) => (digital ? value : "")),
      message: optionalText(limits.message).transform((value) => (digital ? value : "")),
    })
    .superRefine((form, context) => {
      if (digital && !isEmail(form.recipientEmail)) context.addIssue({ code: z.ZodIssueCode.custom, path: ["recipientEmail"], message: EMAIL_MESSAGE });
      const custom = form.nominal === CUSTOM_NOMINAL;
      if (custom && !kind.nominals.custom) context.addIssue({ code: z.ZodIssueCode.custom, path: ["nominal"], message: "Выберите номинал из списка" });
      else if (custom && !form.customNominal) context.addIssue({ code: z.ZodIssueCode.custom, path: ["customNominal"], message: "Введите сумму" });
      else {
        const problem = nominalProblem(custom ? parseNominal(form.customNominal) : parseNominal(form.nominal), kind.nominals);
        if (problem) context.addIssue({ code: z.ZodIssueCode.custom, path: [custom ? "customNominal" : "nominal"], message: problem });
      }
    })
    .transform(({ design, nominal, customNominal, recipientName, recipientEmail, senderName, message }) => ({
      kind: kind.kind,
      design,
      nominal: parseNominal(nominal === CUSTOM_NOMINAL ? customNominal : nominal),
      recipientName,
      recipientEmail,
      senderName,
      message,
    }));
}

/** What the form shows before anything is typed: the first design and the first preset. */
export function initialChoice(kind: CertificateKindOptions): { design: string; nominal: string } {
  return { design: String(kind.designs[0]?.id ?? ""), nominal: String(kind.nominals.presets[0] ?? CUSTOM_NOMINAL) };
}

/** What a certificate add answers a fetcher (JavaScript on), besides the request's toasts. */
export type CertificateAdded = { ok: true; added: AddedCertificate };
