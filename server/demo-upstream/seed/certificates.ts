import type Database from "better-sqlite3";
import { orderNumber } from "../account/order-vocabulary";
import { DAY, HOUR, SEED_NOW } from "./time";

/** Certificates issued for the demo stay valid this long after SEED_NOW (five years), so they remain active. */
const CERTIFICATE_VALID_UNTIL = SEED_NOW + 1826 * DAY;

/** Unowned certificates for `POST /api/user/certificates/activate` (documented in docs/upstream-api.md). */
export const CERTIFICATE_POOL: {
  number: string;
  code: string;
  type: "digital" | "plastic";
  amount: number;
  expired?: true;
}[] = [
  { number: "4817-2093-5561-0374", code: "58204173", type: "digital", amount: 3000 },
  { number: "7350-1648-2297-8815", code: "91736420", type: "digital", amount: 5000 },
  { number: "2264-9071-3388-5142", code: "30618857", type: "plastic", amount: 1000 },
  { number: "6139-4725-0816-2960", code: "74293015", type: "plastic", amount: 2000 },
  { number: "5902-3317-6640-1488", code: "16840392", type: "digital", amount: 10000 },
  { number: "8471-5036-9124-7703", code: "62057481", type: "digital", amount: 1500 },
  { number: "3056-8842-1179-6325", code: "48391726", type: "plastic", amount: 3000 },
  { number: "9618-2754-4403-0197", code: "05273964", type: "digital", amount: 5000 },
  { number: "1745-6390-8251-4436", code: "83619250", type: "plastic", amount: 2000 },
  { number: "2583-0417-7962-5109", code: "27450618", type: "digital", amount: 1000, expired: true },
];

/** Demo user 1's own certificates: two active (one partly spent), one used up, one expired. */
export const OWNED_CERTIFICATES = {
  fresh: { number: "6720-3185-4409-2671", code: "40915372", type: "digital", amount: 5000, activatedDaysAgo: 35 },
  partial: { number: "3398-7460-1527-0842", code: "71628403", type: "plastic", amount: 3000, activatedDaysAgo: 160 },
  used: { number: "5186-0923-6754-3319", code: "29384057", type: "digital", amount: 2000, activatedDaysAgo: 300 },
  expired: { number: "8043-2659-7318-6024", code: "65072918", type: "plastic", amount: 1000, activatedDaysAgo: 370 },
} as const;
type OwnedKey = keyof typeof OWNED_CERTIFICATES;
export const EXPIRED_AT = SEED_NOW - 12 * DAY;
/** The partly spent certificate pays this much of its order. */
export const PARTIAL_SPEND = 1800;

/** A demo order paid partly or wholly with one of user 1's certificates. */
export type CertificateSpend = { key: "used" | "partial"; orderId: number; amount: number; at: number };

export function createCertificateSeeder(db: Database.Database) {
  const insertCertificate = db.prepare(
    `INSERT INTO certificates (number, code, type, amount, balance, expires_at, user_id, activated_at, created_at)
     VALUES (@number, @code, @type, @amount, @balance, @expiresAt, @userId, @activatedAt, @createdAt)`,
  );
  const insertTransaction = db.prepare(
    "INSERT INTO certificate_transactions (certificate_id, order_id, amount, description, created_at) VALUES (?, ?, ?, ?, ?)",
  );

  return {
    /** The unowned pool. */
    pool: (): void => {
      for (const certificate of CERTIFICATE_POOL) {
        insertCertificate.run({
          ...certificate,
          balance: certificate.amount,
          expiresAt: certificate.expired ? SEED_NOW - 30 * DAY : CERTIFICATE_VALID_UNTIL,
          userId: null,
          activatedAt: null,
          createdAt: SEED_NOW - 60 * DAY,
        });
      }
    },

    /** User 1's certificates with their activation and the spends on her orders. */
    owned: (userId: number, spends: CertificateSpend[]): void => {
      for (const [key, certificate] of Object.entries(OWNED_CERTIFICATES) as [
        OwnedKey,
        (typeof OWNED_CERTIFICATES)[OwnedKey],
      ][]) {
        const activatedAt = SEED_NOW - certificate.activatedDaysAgo * DAY + 11 * HOUR;
        const spent = spends.filter((spend) => spend.key === key);
        const balance = certificate.amount - spent.reduce((sum, spend) => sum + spend.amount, 0);
        const id = Number(
          insertCertificate.run({
            number: certificate.number,
            code: certificate.code,
            type: certificate.type,
            amount: certificate.amount,
            balance,
            expiresAt: key === "expired" ? EXPIRED_AT : CERTIFICATE_VALID_UNTIL,
            userId,
            activatedAt,
            createdAt: activatedAt - 2 * DAY,
          }).lastInsertRowid,
        );
        insertTransaction.run(id, null, certificate.amount, "Сертификат активирован", activatedAt);
        for (const spend of spent)
          insertTransaction.run(
            id,
            spend.orderId,
            -spend.amount,
            `Оплата заказа ${orderNumber(spend.orderId)}`,
            spend.at,
          );
      }
    },
  };
}
