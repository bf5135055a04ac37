import type { UpstreamMessage } from "~/contract/envelope";

/** One thing the upstream (or the client, for a failure) tells the shopper: an error or an info message. */
export type Telling = { type: "error" | "info"; message: string };

/** Any failure of an upstream call: no answer, a bad answer, or the upstream's refusal (its status and `errors`). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: UpstreamMessage[] = [],
    /** The upstream refused the shopper's token (401): their session has ended. */
    readonly sessionEnded = false,
    /**
     * What the shopper is told of this failure, in order (the client's caller makes them toasts unless the call was
     * silent): the answer's errors and messages, or the failure's own message. Empty for a quiet refusal (a 401).
     */
    readonly told: readonly Telling[] = [],
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

/** A failure with nothing from the upstream to tell: its own message is told. */
export const failure = (message: string, status: number) =>
  new UpstreamError(message, status, [], false, [{ type: "error", message }]);

/**
 * An answer that came but cannot be read (not the envelope, or its data not of the shape asked for): a 502 of ours,
 * unlike no answer (timeouts, 503) or the upstream's own refusal or failure (its status, its message).
 */
export const isUnreadable = (error: unknown): boolean =>
  error instanceof UpstreamError && error.status === 502 && error.message === FAILURE_MESSAGES.invalid;
