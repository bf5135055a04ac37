import type Database from "better-sqlite3";
import { orderNumber } from "../account/order-vocabulary";
import { DAY, HOUR, SEED_NOW } from "./time";

/** Certificates issued for the demo stay valid this long after SEED_NOW (five years), so they remain active. */
const CERTIFICATE_VALID_UNTIL = SEED_NOW + 1826 * DAY;

/** Unowned certificates for `POST /api/user/certificates/activate` (documented in docs/upstream-api.md). */
export const CERTIFICATE_POOL: { number: string; code: string; type: "digital" | "plastic"; amount: number; expired?: true }[] = [
  { number: "1000-2000-3000-4001", code: "1234", type: "digital", amount: 3000 },
  { number: "1000-2000-3000-4002", code: "2345", type: "digital", amount: 5000 },
  { number: "1000-2000-3000-4003", code: "3456", type: "plastic", amount: 1000 },
  { number: "1000-2000-3000-4004", code: "4567", type: "plastic", amount: 2000 },
  { number: "1000-2000-3000-4005", code: "5678", type: "digital", amount: 10000 },
  { number: "1000-2000-3000-4006", code: "6789", type: "digital", amount: 1500 },
  { number: "1000-2000-3000-4007", code: "7890", type: "plastic", amount: 3000 },
  { number: "1000-2000-3000-4008", code: "8901", type: "digital", amount: 5000 },
  { number: "1000-2000-3000-4009", code: "9012", type: "plastic", amount: 2000 },
  { number: "1000-2000-3000-4010", code: "0123", type: "digital", amount: 1000, expired: true },
];

/** Demo user 1's own certificates: two active (one partly spent), one used up, one expired. */
export const OWNED_CERTIFICATES = {
  fresh: { number: "1000-2000-3000-0001", code: "1111", type: "digital", amount: 5000, activatedDaysAgo: 35 },
  partial: { number: "1000-2000-3000-0002", code: "2222", type: "plastic", amount: 3000, activatedDaysAgo: 160 },
  used: { number: "1000-2000-3000-0003", code: "3333", type: "digital", amount: 2000, activatedDaysAgo: 300 },
  expired: { number: "1000-2000-3000-0004", code: "4444", type: "plastic", amount: 1000, activatedDaysAgo: 370 },
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
      for (const [key, certificate] of Object.entries(OWNED_CERTIFICATES) as [OwnedKey, (typeof OWNED_CERTIFICATES)[OwnedKey]][]) {
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
        for (const spend of spent) insertTransaction.run(id, spend.orderId, -spend.amount, `Оплата заказа ${orderNumber(spend.orderId)}`, spend.at);
      }
    },
  };
}
