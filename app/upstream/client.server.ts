import type { Envelope, UpstreamMessage } from "~/contract/envelope";
import { RequestToasts } from "~/toasts/request-toasts.server";
import { makeToast, type Toast } from "~/toasts/toast";
import { exchange, upstreamUrl, type Caller, type Query } from "./exchange.server";
import type { Method } from "./fault-log.server";
import { referenceCache, type ReferencePolicy } from "./reference-cache.server";
import { jsonWithToasts, redirectWithToasts } from "./responses.server";
import { ShopperSession, type TokenRenewal } from "./session.server";
import { isUnreadable, UpstreamError } from "./upstream-error.server";
import { validated, type ZodType } from "./validate.server";

export type CallOptions = {
  query?: Query;
  body?: unknown;
  /** Validate the whole envelope instead of unwrapping `data`. */
  plain?: boolean;
  /** Secondary data: failures degrade quietly, without toasts (the browser shows no loader for these either). */
  silent?: boolean;
  /** A shorter timeout than the configured one (a longer one is cut to it). */
  timeoutMs?: number;
};

/** `errors`: the envelope's, also given to a silent call (which shows no toasts), e.g. a coupon a 200 refused. */
export type Outcome<T> = { status: number; data: T; errors: UpstreamMessage[] };

type Deps = {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /**
   * The shopper's address (the load context's `clientAddress`), sent as X-Client-Address: the upstream keys its
   * per-client limits on it (login codes sent, wrong certificate codes — docs/upstream-api.md).
   */
  clientAddress?: string;
};

/**
 * The one way to reach the upstream API (spec §7), one per request (`request-client.server.ts`): each call is one
 * exchange (`exchange.server.ts`) validated with its zod schema (`validate.server.ts`); identical GETs of the request
 * share one exchange; a refused token ends the session (`session.server.ts`). It collects the request's toasts and
 * hands them to the response it builds (`responses.server.ts`).
 */
export class Upstream {
  readonly toasts = new RequestToasts();
  private readonly session: ShopperSession;
  private readonly inflight = new Map<string, Promise<Envelope>>();
  private readonly readAnswers = new WeakSet<Envelope>();

  constructor(private readonly deps: Deps) {
    this.session = new ShopperSession(deps.token, this.toasts);
  }

  get token(): string | null {
    return this.session.token;
  }

  /** Later calls in this request use a new token (after login, logout or a guest token was issued). */
  setToken(token: string | null) {
    this.session.token = token;
    this.inflight.clear();
  }

  /** True once the upstream refused this request's token: the token cookie must be cleared unless a new one was set. */
  get sessionEnded(): boolean {
    return this.session.ended && !this.cookieKept;
  }

  private cookieKept = false;

  /**
   * A background read (the shopper refresh) may cross a login made by another request at the same moment: the token
   * it carries may be the guest token that login has just replaced. Its answer then must not drop the token cookie —
   * that would log the shopper out and lose their basket — nor announce an ended session; the next page does both if
   * the session really ended.
   */
  keepTokenCookie() {
    this.cookieKept = true;
  }

  /** An action that needs a session (basket, wishlist) renews it this way when the shopper's token is refused. */
  onSessionEnd(renewal: TokenRenewal) {
    this.session.onEnd(renewal);
  }

  /**
   * The shopper's token is no longer accepted: the request goes on as a guest, with one info toast.
   * (GET /api/user answers a guest for an unknown token, so the guard calls this too.)
   */
  endSession() {
    if (this.session.end()) this.inflight.clear();
  }

  get<T>(path: string, schema: ZodType<T>, options: CallOptions = {}) {
    return this.call("GET", path, schema, options).then((r) => r.data);
  }
  post<T>(path: string, schema: ZodType<T>, options: CallOptions = {}) {
    return this.call("POST", path, schema, options).then((r) => r.data);
  }
  patch<T>(path: string, schema: ZodType<T>, options: CallOptions = {}) {
    return this.call("PATCH", path, schema, options).then((r) => r.data);
  }
  delete<T>(path: string, schema: ZodType<T>, options: CallOptions = {}) {
    return this.call("DELETE", path, schema, options).then((r) => r.data);
  }

  /** Resolves with the envelope status and validated data; throws UpstreamError on any failure. */
  async call<T>(method: Method, path: string, schema: ZodType<T>, options: CallOptions = {}): Promise<Outcome<T>> {
    const envelope = await this.envelope(method, path, options).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.sessionEnded)) throw error;
      this.endSession();
      return this.session.carryOn(method, error, () => this.envelope(method, path, options));
    });
    // GETs of one request share an answer (and its mismatch): the mismatch is logged once, by its first reader.
    const report = !this.readAnswers.has(envelope);
    this.readAnswers.add(envelope);
    try {
      return {
        status: envelope.status,
        data: validated(schema, options.plain ? envelope : envelope.data, method, path, report),
        errors: envelope.errors,
      };
    } catch (error) {
      if (error instanceof UpstreamError) this.tell("error", error.message, options);
      throw error;
    }
  }

  /**
   * Reference data (`reference-cache.server.ts`): asked with the shopper's token when there is one (spec §7: every
   * call carries it) but kept for every shopper, so only answers that are the same whoever asks may be reference data
   * (see `referenceCache`); asked without this request's abort signal (other requests may be waiting for the same
   * fill); validated once per fill. A refused token ends this request's session, as on any call, and the fill goes on
   * as a guest's. A failure reaches the caller as any other call's would, with its toast unless silent — except an
   * answer that cannot be read when the caller has a `fallback` for it: then the fallback, without a toast (the bad
   * answer is logged, and nothing is kept: the next request asks again).
   */
  async reference<T>(
    path: string,
    schema: ZodType<T>,
    policy: ReferencePolicy,
    options: Pick<CallOptions, "query" | "silent"> & { fallback?: T } = {},
  ): Promise<T> {
    const url = upstreamUrl(this.deps.baseUrl, path, options.query);
    try {
      return await referenceCache.get(`${policy.name} ${url}`, policy, async () => {
        const { envelope, size } = await this.shared(url);
        return { value: validated(schema, envelope.data, "GET", path, true), size };
      });
    } catch (error) {
      if (options.fallback !== undefined && isUnreadable(error)) return options.fallback;
      if (error instanceof UpstreamError) this.tell("error", error.message, options);
      throw error;
    }
  }

  /** A reference fill's exchange: with the shopper's token, and again as a guest if the upstream refuses it. */
  private async shared(url: string) {
    const asked = this.exchangeOf("GET", url, { silent: true });
    try {
      return await exchange(asked, { token: this.token, session: this.session });
    } catch (error) {
      if (!(error instanceof UpstreamError && error.sessionEnded)) throw error;
      this.endSession();
      return exchange(asked, { token: null, session: this.session });
    }
  }

  /** Loader/action data with this request's toasts attached. */
  json<T extends Record<string, unknown>>(data: T, init?: ResponseInit) {
    return jsonWithToasts(this.toasts, data, init);
  }

  /** A redirect that carries this request's toasts across in the flash cookie (and drops a refused token). */
  redirect(url: string, init: ResponseInit = {}) {
    return redirectWithToasts(this.toasts, this, url, init);
  }

  private envelope(method: Method, path: string, options: CallOptions): Promise<Envelope> {
    const url = upstreamUrl(this.deps.baseUrl, path, options.query);
    const key = `${method} ${url}`;
    // A change makes earlier answers stale: the loaders after an action must not see what the action read before it.
    if (method !== "GET") this.inflight.clear();
    let pending = method === "GET" ? this.inflight.get(key) : undefined;
    if (!pending) {
      const caller: Caller = {
        token: this.token,
        signal: this.deps.signal,
        clientAddress: this.deps.clientAddress,
        session: this.session,
      };
      pending = exchange(this.exchangeOf(method, url, options), caller).then((answer) => answer.envelope);
      if (method === "GET") this.inflight.set(key, pending);
    }
    return pending;
  }

  private exchangeOf(method: Method, url: string, options: CallOptions) {
    return {
      method,
      url,
      body: options.body,
      // A call may have a shorter budget than the configured timeout, never a longer one.
      timeoutMs: Math.min(options.timeoutMs ?? this.deps.timeoutMs, this.deps.timeoutMs),
      fetch: this.deps.fetch,
      tell: (type: Toast["type"], message: string) => this.tell(type, message, options),
    };
  }

  private tell(type: Toast["type"], message: string, options: Pick<CallOptions, "silent">) {
    if (!options.silent) this.toasts.add(makeToast(type, message));
  }
}
