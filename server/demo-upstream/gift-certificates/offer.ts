import type Database from "better-sqlite3";
import type { CertificateDesign, CertificateKind, CertificateOptions } from "../../../app/contract/gift-certificates";
import type { CertificateMotif } from "../media/certificate-svg";
import type { NominalRules } from "./nominal";

type KindOffer = { name: string; description: string; nominals: NominalRules };

/** What each kind of gift certificate is sold as (docs/upstream-api.md, *Gift certificates to buy*). */
export const CERTIFICATE_KIND_OFFERS: Record<CertificateKind, KindOffer> = {
  digital: {
    name: "Электронный подарочный сертификат",
    description: "Придёт на e-mail получателя сразу после оплаты заказа — вместе с вашим поздравлением.",
    nominals: { min: 1000, max: 50000, step: 100, presets: [1000, 2000, 3000, 5000, 10000, 15000], custom: true },
  },
  plastic: {
    name: "Пластиковый подарочный сертификат",
    description: "Карта в фирменном конверте приедет вместе с заказом: курьером, в пункт выдачи или в магазин.",
    nominals: { min: 1000, max: 10000, step: 1000, presets: [1000, 2000, 3000, 5000, 10000], custom: false },
  },
};

/** A certificate is valid this long from the day it is issued (the order is paid). */
export const VALIDITY_MONTHS = 12;
/** Longest recipient and sender names, longest message, most certificate lines in one basket. */
export const CERTIFICATE_LIMITS = { name: 60, message: 300, lines: 10 } as const;

export type DesignRow = {
  id: number;
  code: string;
  name: string;
  plastic: number;
  motif: CertificateMotif;
  color_from: string;
  color_to: string;
  ink: string;
};

export const certificateImageUrl = (publicUrl: string, code: string) => `${publicUrl}/images/certificates/${code}.svg`;

/** The designs (seeded, read once) and what can be bought of each kind. */
export function createCertificateOffer(db: Database.Database, publicUrl: string) {
  const designs = db
    .prepare<[], DesignRow>(
      "SELECT id, code, name, plastic, motif, color_from, color_to, ink FROM certificate_designs ORDER BY sort",
    )
    .all();
  const toDesign = (row: Pick<DesignRow, "id" | "code" | "name">): CertificateDesign => ({
    id: row.id,
    code: row.code,
    name: row.name,
    image: certificateImageUrl(publicUrl, row.code),
  });
  const designsOf = (kind: CertificateKind) => designs.filter((row) => kind === "digital" || row.plastic === 1);

  return {
    options: (): CertificateOptions => ({
      kinds: (Object.entries(CERTIFICATE_KIND_OFFERS) as [CertificateKind, KindOffer][]).map(([kind, offer]) => ({
        kind,
        name: offer.name,
        description: offer.description,
        nominals: offer.nominals,
        designs: designsOf(kind).map(toDesign),
      })),
      validityMonths: VALIDITY_MONTHS,
      limits: CERTIFICATE_LIMITS,
    }),
    /** A design the kind is sold in, by id. */
    design: (kind: CertificateKind, id: number): DesignRow | undefined => designsOf(kind).find((row) => row.id === id),
    /** Any design by its picture's code. */
    designByCode: (code: string): DesignRow | undefined => designs.find((row) => row.code === code),
    toDesign,
  };
}

export type CertificateOffer = ReturnType<typeof createCertificateOffer>;
