import { z } from "zod";
import type { AddedCertificate } from "~/basket/added";
import { nominalProblem } from "~/domain/certificates";
import { countOf, WORDS } from "~/domain/plural";
import { emailProblem } from "~/forms/contact-fields";
import type { CertificateKindOptions, CertificateOptions } from "~/contract/gift-certificates";

/** The fields of the certificate form; `nominal` is a preset's value or CUSTOM_NOMINAL (then `customNominal` counts). */
export const CERTIFICATE_FIELDS = [
  "design",
  "nominal",
  "customNominal",
  "recipientName",
  "recipientEmail",
  "senderName",
  "message",
] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

export const CUSTOM_NOMINAL = "custom";

/** `5 000`, `5000 ₽` → 5000; anything but digits (spaces and the rouble sign aside) → NaN. */
export function parseNominal(value: string): number {
  const digits = value.replace(/[\s\u00A0₽]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A posted text field, trimmed; absent counts as empty. */
const field = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());

/**
 * The form of one kind as the upstream's certificate line (`POST /api/basket/certificates`): a design of the kind,
 * a preset nominal or one typed within the kind's limits, and for a digital certificate the recipient's name and
 * e-mail (sender and message optional). Limits come from the upstream's options. Every check runs over the whole
 * form, so each faulty field gets its message at once.
 */
export function certificateFormSchema(kind: CertificateKindOptions, limits: CertificateOptions["limits"]) {
  const digital = kind.kind === "digital";
  return z
    .object({
      design: field,
      nominal: field,
      customNominal: field,
      recipientName: field,
      recipientEmail: field,
      senderName: field,
      message: field,
    })
    .superRefine((form, context) => {
      const problem = (path: CertificateField, message: string) =>
        context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      const tooLong = (path: CertificateField, max: number) => {
        if (form[path].length > max) problem(path, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`);
      };
      if (!form.design) problem("design", "Выберите дизайн");
      else if (!kind.designs.some((design) => String(design.id) === form.design))
        problem("design", "Выберите дизайн из списка");
      const custom = form.nominal === CUSTOM_NOMINAL;
      if (!form.nominal) problem("nominal", "Выберите номинал");
      else if (custom && !kind.nominals.custom) problem("nominal", "Выберите номинал из списка");
      else if (custom && !form.customNominal) problem("customNominal", "Введите сумму");
      else {
        const nominal = nominalProblem(parseNominal(custom ? form.customNominal : form.nominal), kind.nominals);
        if (nominal) problem(custom ? "customNominal" : "nominal", nominal);
      }
      if (!digital) return;
      if (!form.recipientName) problem("recipientName", "Укажите имя получателя");
      else tooLong("recipientName", limits.name);
      const email = emailProblem(form.recipientEmail);
      if (email) problem("recipientEmail", email);
      tooLong("senderName", limits.name);
      tooLong("message", limits.message);
    })
    .transform((form) => ({
      kind: kind.kind,
      design: Number(form.design),
      nominal: parseNominal(form.nominal === CUSTOM_NOMINAL ? form.customNominal : form.nominal),
      // A plastic certificate has no recipient: what a tampered form sends for one is dropped.
      recipientName: digital ? form.recipientName : "",
      recipientEmail: digital ? form.recipientEmail.toLowerCase() : "",
      senderName: digital ? form.senderName : "",
      message: digital ? form.message : "",
    }));
}

/** What the form shows before anything is typed: the first design and the first preset. */
export function initialChoice(kind: CertificateKindOptions): { design: string; nominal: string } {
  return { design: String(kind.designs[0]?.id ?? ""), nominal: String(kind.nominals.presets[0] ?? CUSTOM_NOMINAL) };
}

/** What a certificate add answers a fetcher (JavaScript on), besides the request's toasts. */
export type CertificateAdded = { ok: true; added: AddedCertificate };
