import type Database from "better-sqlite3";
import type { CertificateMotif } from "../media/certificate-svg";

type DesignSeed = {
  code: string;
  name: string;
  plastic: boolean;
  motif: CertificateMotif;
  colorFrom: string;
  colorTo: string;
  ink: string;
};

/** The designs of gift certificates to buy, in display order (documented in docs/upstream-api.md). */
export const CERTIFICATE_DESIGNS: DesignSeed[] = [
  {
    code: "classic",
    name: "Классический",
    plastic: true,
    motif: "monogram",
    colorFrom: "#2b2b2b",
    colorTo: "#111111",
    ink: "#f1e3c2",
  },
  {
    code: "birthday",
    name: "С днём рождения",
    plastic: true,
    motif: "balloons",
    colorFrom: "#ffe0d6",
    colorTo: "#ee8f80",
    ink: "#3b1b17",
  },
  {
    code: "for-her",
    name: "Для неё",
    plastic: false,
    motif: "flowers",
    colorFrom: "#f4c9d8",
    colorTo: "#b3123f",
    ink: "#ffffff",
  },
  {
    code: "new-year",
    name: "Новый год",
    plastic: true,
    motif: "snowflakes",
    colorFrom: "#2c6a50",
    colorTo: "#0e2a1f",
    ink: "#f6efdc",
  },
  {
    code: "march-8",
    name: "8 Марта",
    plastic: false,
    motif: "tulips",
    colorFrom: "#fff1e3",
    colorTo: "#f0b09b",
    ink: "#5a1f2b",
  },
  {
    code: "thank-you",
    name: "Спасибо",
    plastic: false,
    motif: "hearts",
    colorFrom: "#e9eff8",
    colorTo: "#6f90c0",
    ink: "#1b2a44",
  },
];

/** Seeds the certificate designs (the certificates themselves: certificates.ts). */
export function seedGiftCertificates(db: Database.Database): void {
  const insert = db.prepare(
    `INSERT INTO certificate_designs (code, name, plastic, motif, color_from, color_to, ink, sort)
     VALUES (@code, @name, @plastic, @motif, @colorFrom, @colorTo, @ink, @sort)`,
  );
  CERTIFICATE_DESIGNS.forEach((design, index) =>
    insert.run({ ...design, plastic: Number(design.plastic), sort: index + 1 }),
  );
}
