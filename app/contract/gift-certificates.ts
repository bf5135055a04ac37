import { z } from "zod";

const MoneySchema = z.object({ value: z.number(), format: z.string() });

/** The kinds of gift certificate sold: a digital one is sent by e-mail, a plastic one travels with the order. */
export const CertificateKindSchema = z.enum(["digital", "plastic"]);
export type CertificateKind = z.infer<typeof CertificateKindSchema>;
export const CERTIFICATE_KINDS = CertificateKindSchema.options;

/** A design of a gift certificate to buy; `image` is the card's picture (640×400). */
export const CertificateDesignSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
});
export type CertificateDesign = z.infer<typeof CertificateDesignSchema>;

const NominalsSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  /** A nominal typed by the shopper is a multiple of this. */
  step: z.number().int().positive(),
  presets: z.array(z.number().int()),
  /** Whether the shopper may type a nominal (from min to max); otherwise only the presets. */
  custom: z.boolean(),
});

/** `GET /api/certificates/options`: what can be bought, per kind, and the limits of the recipient's fields. */
export const CertificateOptionsSchema = z.object({
  kinds: z.array(
    z.object({
      kind: CertificateKindSchema,
      /** «Электронный подарочный сертификат». */
      name: z.string(),
      description: z.string(),
      nominals: NominalsSchema,
      designs: z.array(CertificateDesignSchema),
    }),
  ),
  /** A certificate is valid this many months from the day it is issued (paid). */
  validityMonths: z.number().int(),
  /** Longest names (recipient, sender) and message; most certificate lines one basket holds. */
  limits: z.object({ name: z.number().int(), message: z.number().int(), lines: z.number().int() }),
});
export type CertificateOptions = z.infer<typeof CertificateOptionsSchema>;
export type CertificateKindOptions = CertificateOptions["kinds"][number];

/** The body of `POST /api/basket/certificates`: a plastic certificate's recipient fields are empty. */
export type CertificateLineBody = {
  kind: CertificateKind;
  design: number;
  nominal: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
};

/** A gift certificate as bought: its kind, design and nominal, and for a digital one whom it goes to. */
const CertificatePurchaseSchema = z.object({
  kind: CertificateKindSchema,
  /** «Электронный подарочный сертификат» / «Пластиковый подарочный сертификат». */
  name: z.string(),
  design: CertificateDesignSchema,
  nominal: MoneySchema,
  /** Digital only: the e-mail the certificate is sent to; null for plastic ones. */
  recipient: z.object({ name: z.string(), email: z.string() }).nullable(),
  senderName: z.string(),
  message: z.string(),
});

/** A basket line of one gift certificate (`DELETE /api/basket/certificates/{id}`). */
export const BasketCertificateSchema = CertificatePurchaseSchema.extend({ id: z.number().int() });
export type BasketCertificate = z.infer<typeof BasketCertificateSchema>;

/** A gift certificate of an order; `issued` once the order is paid (a digital one has then been sent). */
export const OrderCertificateSchema = CertificatePurchaseSchema.extend({ issued: z.boolean() });
export type OrderCertificate = z.infer<typeof OrderCertificateSchema>;
