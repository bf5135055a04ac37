import type { Envelope, UpstreamMessage } from "~/contract/envelope";
import { SESSION_ENDED_MESSAGE } from "~/toasts/session";
import type { ToastList } from "~/toasts/toast-list.server";
import { makeToast } from "~/toasts/toast";
import { exchange, tellingOf, upstreamUrl, type Caller, type Query, type Told } from "./exchange.server";
import type { Method } from "./fault-log.server";
import { referenceCache, type ReferencePolicy } from "./reference-cache.server";
import { ShopperSession, type TokenRenewal } from "./session.server";
import { isUnreadable, UpstreamError, type Telling } from "./upstream-error.server";
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

/**
 * `errors` and `messages`: what the answer told (the envelope's, `messages` with `data.messages`), also given to a
 * silent call (which reports no toasts), e.g. a coupon a 200 refused.
 */
export type Outcome<T> = { status: number; data: T; errors: UpstreamMessage[]; messages: UpstreamMessage[] };

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
 * share one exchange; a refused token ends the session (`session.server.ts`). Each call's outcome carries what the
 * upstream told (`call`), a failure's UpstreamError what the shopper is told of it. The client keeps no toasts: a
 * loader or action that wants the told ones as toasts calls through `reportingTo(its own list)`.
 */
export class Upstream {
  private readonly state: RequestState;

  constructor(
    private readonly deps: Deps,
    /** Where this view's non-silent calls report what they told (none: nowhere). */
    private readonly told: ToastList | null = null,
    state?: RequestState,
  ) {
    this.state = state ?? {
      session: new ShopperSession(deps.token),
      inflight: new Map(),
      read: new WeakSet(),
      cookieKept: false,
    };
  }

  /**
   * The same request's client (its session, its shared GETs), reporting into `toasts`: what its non-silent calls told
   * and the notice of a session it ends. The loader or action that owns the list returns it with its answer.
   */
  reportingTo(toasts: ToastList): Upstream {
    return new Upstream(this.deps, toasts, this.state);
  }

  private get session() {
    return this.state.session;
  }
  private get inflight() {
    return this.state.inflight;
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
    return this.session.ended && !this.state.cookieKept;
  }

  /**
   * A background read (the shopper refresh) may cross a login made by another request at the same moment: the token
   * it carries may be the guest token that login has just replaced. Its answer then must not drop the token cookie —
   * that would log the shopper out and lose their basket — nor announce an ended session; the next page does both if
   * the session really ended.
   */
  keepTokenCookie() {
    this.state.cookieKept = true;
  }

  /** An action that needs a session (basket, wishlist) renews it this way when the shopper's token is refused. */
  onSessionEnd(renewal: TokenRenewal) {
    this.session.onEnd(renewal);
  }

  /**
   * The shopper's token is no longer accepted: the request goes on as a guest, with one info toast, reported by the
   * view whose call ended it. (GET /api/user answers a guest for an unknown token, so the guard calls this too.)
   */
  endSession() {
    if (!this.session.end()) return;
    this.inflight.clear();
    this.told?.add(makeToast("info", SESSION_ENDED_MESSAGE));
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

  /**
   * Resolves with the envelope status, validated data and what the answer told; throws UpstreamError on any failure
   * (its `told`: what the shopper is told of it). A non-silent call also reports what it told to this view's list.
   */
  async call<T>(method: Method, path: string, schema: ZodType<T>, options: CallOptions = {}): Promise<Outcome<T>> {
    try {
      const { telling, ...outcome } = await this.answer(method, path, schema, options);
      this.report(telling, options);
      return outcome;
    } catch (error) {
      if (error instanceof UpstreamError && this.firstReader(error)) this.report(error.told, options);
      throw error;
    }
  }

  private async answer<T>(method: Method, path: string, schema: ZodType<T>, options: CallOptions) {
    const { envelope, told } = await this.envelope(method, path, options).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.sessionEnded)) throw error;
      this.endSession();
      return this.session.carryOn(method, error, () => this.envelope(method, path, options));
    });
    // GETs of one request share an answer (and its mismatch, and what it told): its first reader logs the mismatch
    // and reports what it told (when not silent), as the one exchange told it once.
    const first = this.firstReader(envelope);
    const telling = first ? tellingOf(told) : [];
    try {
      const data = validated(schema, options.plain ? envelope : envelope.data, method, path, first);
      return { status: envelope.status, data, ...told, telling };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // What the answer told comes first, then that it could not be read.
      throw new UpstreamError(error.message, error.status, error.errors, error.sessionEnded, [
        ...telling,
        { type: "error", message: error.message },
      ]);
    }
  }

  /** True for the first call of the request to read this answer (or failure) of a shared GET. */
  private firstReader(answer: object): boolean {
    if (this.state.read.has(answer)) return false;
    this.state.read.add(answer);
    return true;
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
      if (error instanceof UpstreamError) this.report([{ type: "error", message: error.message }], options);
      throw error;
    }
  }

  /** A reference fill's exchange: with the shopper's token, and again as a guest if the upstream refuses it. */
  private async shared(url: string) {
    const asked = this.exchangeOf("GET", url);
    try {
      return await exchange(asked, { token: this.token, session: this.session });
    } catch (error) {
      if (!(error instanceof UpstreamError && error.sessionEnded)) throw error;
      this.endSession();
      return exchange(asked, { token: null, session: this.session });
    }
  }

  private envelope(method: Method, path: string, options: CallOptions): Promise<Answer> {
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
      pending = exchange(this.exchangeOf(method, url, options), caller);
      if (method === "GET") this.inflight.set(key, pending);
    }
    return pending;
  }

  private exchangeOf(method: Method, url: string, options: Pick<CallOptions, "body" | "timeoutMs"> = {}) {
    return {
      method,
      url,
      body: options.body,
      // A call may have a shorter budget than the configured timeout, never a longer one.
      timeoutMs: Math.min(options.timeoutMs ?? this.deps.timeoutMs, this.deps.timeoutMs),
      fetch: this.deps.fetch,
    };
  }

  /** What a non-silent call told becomes toasts in this view's list (if it has one). */
  private report(telling: readonly Telling[], options: Pick<CallOptions, "silent">) {
    if (options.silent || !this.told) return;
    for (const { type, message } of telling) this.told.add(makeToast(type, message));
  }
}

type Answer = { envelope: Envelope; told: Told };

/** What one request's views of the client share: the session, the GETs answered or under way. */
type RequestState = {
  session: ShopperSession;
  inflight: Map<string, Promise<Answer>>;
  /** Answers and failures already read by a call of the request. */
  read: WeakSet<object>;
  cookieKept: boolean;
};
