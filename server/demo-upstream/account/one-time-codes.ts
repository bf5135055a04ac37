import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import type { Logger } from "../logger";
import { HttpError } from "../http/envelope";
import { RateLimited } from "../http/rate-limited";
import { countOf, plural } from "../plural";
import { formatWait } from "../wait";

/** The demo backend sends no SMS: in demo mode every code is this one (written to the log). */
export const DEMO_CODE = "123456";
/** A code is good for this long after it is sent. */
export const CODE_TTL_MS = 5 * 60_000;
/** Wrong tries of one code; the last one voids it. */
export const CODE_ATTEMPTS = 5;
/**
 * Seconds between codes sent to one phone, whoever asks: after the first code of the window 30 s, after the second
 * 1 min, then 2, 5, and 10 min after each further one. The phone's owner never waits longer than this.
 */
export const SPACING_S = [30, 60, 120, 300, 600] as const;
/** Codes one client (an address) may have sent to one phone per window; another client has a budget of its own. */
export const CLIENT_SENDS_PER_WINDOW = 5;
/** The window in which codes sent to a phone count, for the spacing and the budgets. */
export const SEND_WINDOW_MS = 60 * 60_000;

type CodeRow = { key: string; code: string; state: "pending" | "used" | "void"; attempts: number; sent_at: number };
type SendRow = { client: string; sent_at: number };

/** What a code is for: a login of a phone, or a user's change of their phone to this one. */
export type CodePurpose = { kind: "login"; phone: string } | { kind: "phone"; userId: number; phone: string };

const keyOf = (purpose: CodePurpose) =>
  purpose.kind === "login" ? `login:${purpose.phone}` : `phone:${purpose.userId}:${purpose.phone}`;

const codeError = (message: string, code: string) => HttpError.of(400, message, { code, field: "code" });

/** «Неверный код. Осталось 2 попытки»: the shopper sees how many wrong tries the code still takes. */
export const wrongCodeMessage = (triesLeft: number) =>
  `Неверный код. ${plural(triesLeft, ["Осталась", "Осталось", "Осталось"])} ${countOf(triesLeft, ["попытка", "попытки", "попыток"])}`;

/** The spacing after `count` codes sent within the window (none: no wait). */
const spacingMs = (count: number) => (count === 0 ? 0 : SPACING_S[Math.min(count, SPACING_S.length) - 1] * 1000);

/**
 * What holds the next code to a phone back, in milliseconds from `now`, given the codes sent to it within the window
 * (oldest first): the phone's spacing, and the asking client's budget.
 */
export function sendWaits(sends: readonly SendRow[], client: string, now: number): { spacing: number; budget: number } {
  const last = sends.at(-1);
  const spacing = last ? Math.max(0, last.sent_at + spacingMs(sends.length) - now) : 0;
  const mine = sends.filter((send) => send.client === client);
  const budget =
    mine.length >= CLIENT_SENDS_PER_WINDOW
      ? Math.max(0, mine[mine.length - CLIENT_SENDS_PER_WINDOW].sent_at + SEND_WINDOW_MS - now)
      : 0;
  return { spacing, budget };
}

/**
 * One-time codes sent by SMS (the demo backend logs them instead): a code must have been requested, is used once,
 * expires after CODE_TTL_MS and is void after CODE_ATTEMPTS wrong tries. Sends are limited per phone, whatever the
 * purpose and whoever asks: codes are spaced (SPACING_S, growing with the codes of the last hour) — voiding a code
 * changes nothing there — and each client (`client`, an address) may have CLIENT_SENDS_PER_WINDOW sent per hour,
 * so one client's tries never hold another's request back beyond the spacing. A used code clears the phone's count:
 * its owner asked. `demo`: every code is DEMO_CODE; otherwise six random digits.
 */
export function createCodeStore(
  db: Database.Database,
  { demo, clock, log }: { demo: boolean; clock: () => number; log: Logger },
) {
  const find = db.prepare<[string], CodeRow>(
    "SELECT key, code, state, attempts, sent_at FROM auth_codes WHERE key = ?",
  );
  const save = db.prepare<{ key: string; phone: string; userId: number | null; code: string; sentAt: number }>(
    `INSERT INTO auth_codes (key, phone, user_id, code, state, attempts, sent_at)
     VALUES (@key, @phone, @userId, @code, 'pending', 0, @sentAt)
     ON CONFLICT (key) DO UPDATE SET code = excluded.code, state = 'pending', attempts = 0, sent_at = excluded.sent_at`,
  );
  const wrongTry = db.prepare<[number, string, string]>("UPDATE auth_codes SET attempts = ?, state = ? WHERE key = ?");
  const use = db.prepare<[string]>("UPDATE auth_codes SET state = 'used' WHERE key = ?");
  // Bounded by the spacing: at most about ten rows per phone and hour.
  const recentSends = db.prepare<[string, number], SendRow>(
    "SELECT client, sent_at FROM auth_code_sends WHERE phone = ? AND sent_at > ? ORDER BY sent_at, id",
  );
  const recordSend = db.prepare<[string, string, number]>(
    "INSERT INTO auth_code_sends (phone, client, sent_at) VALUES (?, ?, ?)",
  );
  const forgetOldSends = db.prepare<[number]>("DELETE FROM auth_code_sends WHERE sent_at <= ?");
  const forgetPhoneSends = db.prepare<[string]>("DELETE FROM auth_code_sends WHERE phone = ?");

  /** Throws a 429 (with `retryAfter` seconds) when no code may be sent to the phone for this client now. */
  const checkSendLimits = (sends: SendRow[], client: string, now: number): void => {
    const { spacing, budget } = sendWaits(sends, client, now);
    if (spacing > 0)
      throw new RateLimited(
        Math.ceil(spacing / 1000),
        `Новый код можно запросить через ${formatWait(spacing / 1000)}`,
        "phone",
      );
    if (budget > 0) {
      throw new RateLimited(
        Math.ceil(budget / 1000),
        `Слишком много запросов кода. Новый код можно запросить через ${formatWait(budget / 1000)}`,
        "phone",
      );
    }
  };

  return {
    /**
     * Sends a new code for the purpose (the previous one is void) and logs it; answers the seconds before this client
     * may ask again. `deliver: false` stores a code that never matches and sends nothing, with the same limits and
     * answers: a taken number is not told apart from a free one.
     */
    send: db.transaction(
      (
        purpose: CodePurpose,
        client: string,
        { deliver = true }: { deliver?: boolean } = {},
      ): { retryAfter: number } => {
        const now = clock();
        forgetOldSends.run(now - SEND_WINDOW_MS);
        const sends = recentSends.all(purpose.phone, now - SEND_WINDOW_MS);
        checkSendLimits(sends, client, now);
        const code = demo ? DEMO_CODE : String(randomInt(0, 1_000_000)).padStart(6, "0");
        const userId = purpose.kind === "phone" ? purpose.userId : null;
        save.run({ key: keyOf(purpose), phone: purpose.phone, userId, code: deliver ? code : "-", sentAt: now });
        recordSend.run(purpose.phone, client, now);
        if (deliver)
          log({ level: "info", msg: demo ? "demo code" : "code", purpose: purpose.kind, phone: purpose.phone, code });
        else
          log({
            level: "info",
            msg: "code not sent: the number belongs to another user",
            purpose: purpose.kind,
            userId,
          });
        const next = sendWaits([...sends, { client, sent_at: now }], client, now);
        return { retryAfter: Math.ceil(Math.max(next.spacing, next.budget) / 1000) };
      },
    ),

    /** Uses the code for the purpose, or throws a 400 on the `code` field saying why it cannot be used. */
    redeem: (purpose: CodePurpose, code: string): void => {
      const key = keyOf(purpose);
      const row = find.get(key);
      if (!row || row.state === "used") throw codeError("Сначала запросите код", "code_not_requested");
      if (row.state === "void")
        throw codeError(
          "Код больше не действует: было 5 неверных попыток. Запросите новый код",
          "code_attempts_exceeded",
        );
      if (clock() - row.sent_at >= CODE_TTL_MS)
        throw codeError("Срок действия кода истёк. Запросите новый код", "code_expired");
      if (row.code !== code) {
        const attempts = row.attempts + 1;
        const spent = attempts >= CODE_ATTEMPTS;
        wrongTry.run(attempts, spent ? "void" : "pending", key);
        if (spent) throw codeError("Неверный код. Попытки закончились — запросите новый код", "code_attempts_exceeded");
        throw codeError(wrongCodeMessage(CODE_ATTEMPTS - attempts), "invalid_code");
      }
      use.run(key);
      forgetPhoneSends.run(purpose.phone);
    },

    /** The pending login code of a phone (the test hook's answer), if there is one. */
    pendingLoginCode: (phone: string): string | undefined => {
      const row = find.get(keyOf({ kind: "login", phone }));
      return row?.state === "pending" ? row.code : undefined;
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
