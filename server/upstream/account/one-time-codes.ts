import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import type { Logger } from "../context";
import { HttpError } from "../http/envelope";
import { RateLimited } from "../http/rate-limited";

/** The demo backend sends no SMS: in demo mode every code is this one (written to the log). */
export const DEMO_CODE = "123456";
/** A code is good for this long after it is sent. */
export const CODE_TTL_MS = 5 * 60_000;
/** Wrong tries of one code; the last one voids it. */
export const CODE_ATTEMPTS = 5;
/** Seconds before the same pending code may be sent again. */
export const RESEND_INTERVAL_S = 30;
/** Codes sent to one phone for one purpose per window, unless one of them was used. */
export const SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 10 * 60_000;

type CodeRow = { key: string; code: string; state: "pending" | "used" | "void"; attempts: number; sent_at: number; window_start: number; window_sends: number };

/** What a code is for: a login of a phone, or a user's change of their phone to this one. */
export type CodePurpose = { kind: "login"; phone: string } | { kind: "phone"; userId: number; phone: string };

const keyOf = (purpose: CodePurpose) => (purpose.kind === "login" ? `login:${purpose.phone}` : `phone:${purpose.userId}:${purpose.phone}`);

const codeError = (message: string, code: string) => HttpError.of(400, message, { code, field: "code" });

/**
 * One-time codes sent by SMS (the demo backend logs them instead): a code must have been requested, is used once,
 * expires after CODE_TTL_MS and is void after CODE_ATTEMPTS wrong tries; sends are limited per phone and purpose
 * (one pending code per RESEND_INTERVAL_S, SENDS_PER_WINDOW per SEND_WINDOW_MS — a used code clears the count: the
 * phone's owner asked for it). `demo`: every code is DEMO_CODE; otherwise six random digits.
 */
export function createCodeStore(db: Database.Database, { demo, clock, log }: { demo: boolean; clock: () => number; log: Logger }) {
  const find = db.prepare<[string], CodeRow>("SELECT * FROM auth_codes WHERE key = ?");
  const save = db.prepare<{ key: string; phone: string; userId: number | null; code: string; sentAt: number; windowStart: number; windowSends: number }>(
    `INSERT INTO auth_codes (key, phone, user_id, code, state, attempts, sent_at, window_start, window_sends)
     VALUES (@key, @phone, @userId, @code, 'pending', 0, @sentAt, @windowStart, @windowSends)
     ON CONFLICT (key) DO UPDATE SET code = excluded.code, state = 'pending', attempts = 0, sent_at = excluded.sent_at,
       window_start = excluded.window_start, window_sends = excluded.window_sends`,
  );
  const wrongTry = db.prepare<[number, string, string]>("UPDATE auth_codes SET attempts = ?, state = ? WHERE key = ?");
  const use = db.prepare<[string]>("UPDATE auth_codes SET state = 'used', window_sends = 0 WHERE key = ?");

  /** Throws a 429 (with `retryAfter` seconds) when no code may be sent for this purpose now. */
  const checkSendLimits = (row: CodeRow | undefined, now: number): { windowStart: number; windowSends: number } => {
    if (!row) return { windowStart: now, windowSends: 0 };
    const wait = Math.ceil((row.sent_at + RESEND_INTERVAL_S * 1000 - now) / 1000);
    if (row.state === "pending" && wait > 0) throw new RateLimited(wait, `Повторно запросить код можно через ${wait} с`, "phone");
    if (now - row.window_start >= SEND_WINDOW_MS) return { windowStart: now, windowSends: 0 };
    if (row.window_sends >= SENDS_PER_WINDOW) {
      const seconds = Math.ceil((row.window_start + SEND_WINDOW_MS - now) / 1000);
      throw new RateLimited(seconds, `Слишком много запросов кода. Новый код можно запросить через ${Math.ceil(seconds / 60)} мин`, "phone");
    }
    return { windowStart: row.window_start, windowSends: row.window_sends };
  };

  return {
    /**
     * Sends a new code for the purpose (the previous one is void) and logs it. `deliver: false` stores a code that
     * never matches and sends nothing, with the same limits and answers: a taken number is not told apart from a free one.
     */
    send: (purpose: CodePurpose, { deliver = true }: { deliver?: boolean } = {}): void => {
      const now = clock();
      const key = keyOf(purpose);
      const window = checkSendLimits(find.get(key), now);
      const code = demo ? DEMO_CODE : String(randomInt(0, 1_000_000)).padStart(6, "0");
      const userId = purpose.kind === "phone" ? purpose.userId : null;
      save.run({ key, phone: purpose.phone, userId, code: deliver ? code : "-", sentAt: now, ...window, windowSends: window.windowSends + 1 });
      if (deliver) log({ level: "info", msg: demo ? "demo code" : "code", purpose: purpose.kind, phone: purpose.phone, code });
      else log({ level: "info", msg: "code not sent: the number belongs to another user", purpose: purpose.kind, userId });
    },

    /** Uses the code for the purpose, or throws a 400 on the `code` field saying why it cannot be used. */
    redeem: (purpose: CodePurpose, code: string): void => {
      const key = keyOf(purpose);
      const row = find.get(key);
      if (!row || row.state === "used") throw codeError("Сначала запросите код", "code_not_requested");
      if (row.state === "void") throw codeError("Код больше не действует: было 5 неверных попыток. Запросите новый код", "code_attempts_exceeded");
      if (clock() - row.sent_at >= CODE_TTL_MS) throw codeError("Срок действия кода истёк. Запросите новый код", "code_expired");
      if (row.code !== code) {
        const attempts = row.attempts + 1;
        const spent = attempts >= CODE_ATTEMPTS;
        wrongTry.run(attempts, spent ? "void" : "pending", key);
        if (spent) throw codeError("Неверный код. Попытки закончились — запросите новый код", "code_attempts_exceeded");
        throw codeError("Неверный код", "invalid_code");
      }
      use.run(key);
    },

    /** The pending login code of a phone (the test hook's answer), if there is one. */
    pendingLoginCode: (phone: string): string | undefined => {
      const row = find.get(keyOf({ kind: "login", phone }));
      return row?.state === "pending" ? row.code : undefined;
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
