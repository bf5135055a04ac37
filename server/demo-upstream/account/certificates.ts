import type Database from "better-sqlite3";
import type { z } from "zod";
import type { Certificate, CertificateHistorySchema } from "../../../app/contract/account";
import { isoDate, money, nowSeconds } from "../format";
import { HttpError } from "../http/envelope";
import { RateLimited } from "../http/rate-limited";
import { formatWait } from "../wait";

/**
 * Wrong codes allowed per user, and per client (the address that tries), within the window; the next try of that user
 * or client is a 429 until one ages out. Another client is not held back. The wrong codes are anti-abuse records of
 * the number and the client (`certificate_wrong_codes`), not the account's data: deleting an account resets no count.
 */
export const ACTIVATION_ATTEMPTS = 5;
export const ACTIVATION_WINDOW_MS = 10 * 60 * 1000;
/**
 * Wrong codes for one number within CERTIFICATE_LOCK_MS, from all clients together, before the number is locked for
 * that long — for everyone but the certificate's owner. Ten times a client's allowance: knowing a number is not
 * enough to freeze someone's certificate; guessing a code (8 digits) stays bounded to 50 tries an hour.
 */
export const CERTIFICATE_WRONG_CODES = 50;
export const CERTIFICATE_LOCK_MS = 60 * 60 * 1000;

type CertificateRow = {
  id: number;
  number: string;
  code: string;
  type: "digital" | "plastic";
  amount: number;
  balance: number;
  expires_at: number;
  user_id: number | null;
  activated_at: number | null;
  locked_until: number | null;
};
type HistoryRow = { amount: number; description: string; created_at: number; order_number: string | null };

export type CertificateState = "active" | "completed";

/** used: nothing left; expired: something left but past the date; active otherwise. */
function statusOf(row: CertificateRow, now: number): Certificate["status"] {
  if (row.balance <= 0) return "used";
  return row.expires_at <= now ? "expired" : "active";
}

const toCertificate = (row: CertificateRow, now: number): Certificate => ({
  number: row.number,
  type: row.type,
  amount: money(row.amount),
  balance: money(row.balance),
  expiresAt: isoDate(row.expires_at),
  status: statusOf(row, now),
});

/** '1000 2000 3000 4001', '1000200030004001' → '1000-2000-3000-4001'; null unless 16 digits. */
export function normaliseCertificateNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{16}$/.test(digits) ? digits.match(/\d{4}/g)!.join("-") : null;
}

/** Who tries a certificate's code: the signed-in user and the client's address (http/client-address.ts). */
export type Requester = { userId: number; client: string };

const locked = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  return new RateLimited(
    seconds,
    `Сертификат временно заблокирован: слишком много неверных кодов. Попробуйте через ${formatWait(seconds)}`,
    "code",
    "certificate_locked",
  );
};
const tooManyTries = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new RateLimited(seconds, `Слишком много неверных кодов. Повторите через ${formatWait(seconds)}`);
};

const wrongPair = () =>
  HttpError.of(400, "Неверный номер или код сертификата", { code: "invalid_certificate", field: "code" });

/** Gift certificates: the user's own (list, one, history), activation of a pooled one, and spending for the checkout. */
export function createCertificateStore(db: Database.Database, clock: () => number = Date.now) {
  const owned = db.prepare<[number], CertificateRow>(
    "SELECT * FROM certificates WHERE user_id = ? ORDER BY activated_at DESC, id DESC",
  );
  const byNumber = db.prepare<[string], CertificateRow>("SELECT * FROM certificates WHERE number = ?");
  const history = db.prepare<[number], HistoryRow>(
    `SELECT t.amount, t.description, t.created_at, o.number AS order_number
     FROM certificate_transactions t LEFT JOIN orders o ON o.id = t.order_id
     WHERE t.certificate_id = ? ORDER BY t.created_at DESC, t.id DESC`,
  );
  const byUser = db
    .prepare<[number, number], number>(
      "SELECT created_at FROM certificate_wrong_codes WHERE user_id = ? AND created_at > ? ORDER BY created_at",
    )
    .pluck();
  const byClient = db
    .prepare<[string, number], number>(
      "SELECT created_at FROM certificate_wrong_codes WHERE client = ? AND created_at > ? ORDER BY created_at",
    )
    .pluck();
  const wrongCodesOf = db
    .prepare<[number, number], number>(
      "SELECT COUNT(*) FROM certificate_wrong_codes WHERE certificate_id = ? AND created_at > ?",
    )
    .pluck();
  const insertAttempt = db.prepare<[number, string, number | null, number]>(
    "INSERT INTO certificate_wrong_codes (user_id, client, certificate_id, created_at) VALUES (?, ?, ?, ?)",
  );
  const lock = db.prepare<[number, number]>("UPDATE certificates SET locked_until = ? WHERE id = ?");
  const claim = db.prepare<[number, number, number]>(
    "UPDATE certificates SET user_id = ?, activated_at = ? WHERE id = ? AND activated_at IS NULL",
  );
  const debit = db.prepare<{ id: number; amount: number; now: number }>(
    "UPDATE certificates SET balance = balance - @amount WHERE id = @id AND balance >= @amount AND expires_at > @now",
  );
  const insertTransaction = db.prepare<{
    certificateId: number;
    orderId: number | null;
    amount: number;
    description: string;
    now: number;
  }>(
    `INSERT INTO certificate_transactions (certificate_id, order_id, amount, description, created_at)
     VALUES (@certificateId, @orderId, @amount, @description, @now)`,
  );

  const requireOwn = (userId: number, number: string): CertificateRow => {
    const row = byNumber.get(number);
    if (!row || row.user_id !== userId)
      throw HttpError.of(404, "Сертификат не найден", { code: "certificate_not_found" });
    return row;
  };

  /** Throws a 429 when `ACTIVATION_ATTEMPTS` wrong codes of the window (oldest first) hold the next try back. */
  const checkAllowance = (attempts: number[], nowMs: number) => {
    if (attempts.length >= ACTIVATION_ATTEMPTS)
      throw tooManyTries(attempts[attempts.length - ACTIVATION_ATTEMPTS] + ACTIVATION_WINDOW_MS - nowMs);
  };

  /**
   * The certificate with this number and code, or a refusal: the number locked after many wrong codes (429
   * `certificate_locked`; not for its owner), the user's or the client's own allowance spent (429), a wrong pair
   * (400; counted for the user, the client and, when the number exists, the number — the 50th within the hour locks it).
   */
  const checkPair = (
    { userId, client }: Requester,
    number: string | null,
    code: string,
    nowMs: number,
  ): CertificateRow => {
    const row = number === null ? undefined : byNumber.get(number);
    if (row?.locked_until && row.locked_until > nowMs && row.user_id !== userId) throw locked(row.locked_until - nowMs);
    checkAllowance(byUser.all(userId, nowMs - ACTIVATION_WINDOW_MS), nowMs);
    checkAllowance(byClient.all(client, nowMs - ACTIVATION_WINDOW_MS), nowMs);
    if (row && row.code === code) return row;
    insertAttempt.run(userId, client, row?.id ?? null, nowMs);
    if (row && wrongCodesOf.get(row.id, nowMs - CERTIFICATE_LOCK_MS)! >= CERTIFICATE_WRONG_CODES)
      lock.run(nowMs + CERTIFICATE_LOCK_MS, row.id);
    throw wrongPair();
  };

  const activate = db.transaction((userId: number, row: CertificateRow, now: number): void => {
    claim.run(userId, now, row.id);
    insertTransaction.run({
      certificateId: row.id,
      orderId: null,
      amount: row.balance,
      description: "Сертификат активирован",
      now,
    });
  });

  return {
    list: (userId: number, state: CertificateState): Certificate[] => {
      const now = nowSeconds();
      return owned
        .all(userId)
        .map((row) => toCertificate(row, now))
        .filter((certificate) => (certificate.status === "active") === (state === "active"));
    },

    one: (userId: number, number: string): Certificate => toCertificate(requireOwn(userId, number), nowSeconds()),

    history: (userId: number, number: string): z.infer<typeof CertificateHistorySchema> => ({
      items: history.all(requireOwn(userId, number).id).map((row) => ({
        date: isoDate(row.created_at),
        amount: money(row.amount),
        description: row.description,
        orderNumber: row.order_number,
      })),
    }),

    /**
     * Gives the pooled certificate to the user. Order of checks: as in checkPair, then already activated by anyone
     * (409), expired (409).
     */
    activate: (requester: Requester, number: string, code: string): Certificate => {
      const nowMs = clock();
      const { userId } = requester;
      const row = checkPair(requester, number, code, nowMs);
      if (row.activated_at !== null)
        throw HttpError.of(409, "Сертификат уже активирован", { code: "certificate_activated", field: "number" });
      const now = Math.floor(nowMs / 1000);
      if (row.expires_at <= now)
        throw HttpError.of(409, "Срок действия сертификата истёк", { code: "certificate_expired", field: "number" });
      activate(userId, row, now);
      return toCertificate(byNumber.get(number)!, now);
    },

    /**
     * For the checkout's calculation: the balance a certificate can pay with, or why it cannot. The pair is checked
     * as for activation (with its limits); the certificate must be owned by nobody or by the user, have a balance and
     * not be expired.
     */
    usable: (
      requester: Requester,
      rawNumber: string,
      code: string,
    ): { ok: true; number: string; balance: number } | { ok: false; reason: string } => {
      const nowMs = clock();
      const { userId } = requester;
      let row: CertificateRow;
      try {
        row = checkPair(requester, normaliseCertificateNumber(rawNumber), code.trim(), nowMs);
      } catch (error) {
        if (error instanceof HttpError) return { ok: false, reason: error.message };
        throw error;
      }
      if (row.user_id !== null && row.user_id !== userId)
        return { ok: false, reason: "Сертификат принадлежит другому покупателю" };
      if (row.expires_at <= Math.floor(nowMs / 1000)) return { ok: false, reason: "Срок действия сертификата истёк" };
      if (row.balance <= 0) return { ok: false, reason: "На сертификате не осталось средств" };
      return { ok: true, number: row.number, balance: row.balance };
    },

    /** For the checkout: takes `amount` from the balance for an order, once per certificate and order (409 otherwise). */
    spend: db.transaction((number: string, orderId: number, orderNumber: string, amount: number): void => {
      const row = byNumber.get(number);
      const now = nowSeconds();
      if (!row || debit.run({ id: row.id, amount, now }).changes !== 1) {
        throw HttpError.of(409, "Недостаточно средств на сертификате", {
          code: "certificate_balance",
          field: "certificate",
        });
      }
      insertTransaction.run({
        certificateId: row.id,
        orderId,
        amount: -amount,
        description: `Оплата заказа ${orderNumber}`,
        now,
      });
    }),
  };
}

export type CertificateStore = ReturnType<typeof createCertificateStore>;
