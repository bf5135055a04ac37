import type { UpstreamMessage } from "~/contract/envelope";

/** Any failure of an upstream call: no answer, a bad answer, or the upstream's refusal (its status and `errors`). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: UpstreamMessage[] = [],
    /** The upstream refused the shopper's token (401): their session has ended. */
    readonly sessionEnded = false,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** What the shopper is told when the upstream gives no usable answer of its own. */
export const FAILURE_MESSAGES = {
  timeout: "Сервер магазина не ответил вовремя. Попробуйте ещё раз.",
  unreachable: "Сервер магазина недоступен. Попробуйте позже.",
  invalid: "Сервер магазина вернул некорректный ответ.",
  http: (status: number) => `Ошибка сервера магазина (${status}).`,
};

/**
 * An answer that came but cannot be read (not the envelope, or its data not of the shape asked for): a 502 of ours,
 * unlike no answer (timeouts, 503) or the upstream's own refusal or failure (its status, its message).
 */
export const isUnreadable = (error: unknown): boolean =>
  error instanceof UpstreamError && error.status === 502 && error.message === FAILURE_MESSAGES.invalid;
