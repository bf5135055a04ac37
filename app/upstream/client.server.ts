import { json, redirect } from "@remix-run/node";
import type { ZodType as ZodSchema, ZodTypeDef } from "zod";

/** Any schema whose output is T (its input may differ: defaults, transforms). */
type ZodType<T> = ZodSchema<T, ZodTypeDef, unknown>;
import { config } from "~/config.server";
import { clientAddress } from "./client-address.server";
import { readToken, tokenCookie } from "~/cookies.server";
import { makeToast, type Toast } from "~/toasts/toast";
import { SESSION_ENDED_MESSAGE } from "~/toasts/session";
import { writeFlash } from "~/toasts/flash.server";
import { referenceCache, type ReferencePolicy } from "./reference-cache.server";
import { EnvelopeSchema, UpstreamMessageSchema, type Envelope, type UpstreamMessage } from "~/contract/envelope";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

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

/** `errors`: the envelope's, also given to a silent call (which shows no toasts), e.g. a coupon a 200 refused. */
export type Outcome<T> = { status: number; data: T; errors: UpstreamMessage[] };

/** Who an exchange is made for: this request's shopper, or nobody (reference data shared by every request). */
type Caller = { token: string | null; signal?: AbortSignal; clientAddress?: string };

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

/** Gives the request a new (guest) token after the shopper's one was refused; see `ensureToken`. */
export type TokenRenewal = () => Promise<void>;

const MESSAGES = {
  timeout: "Сервер магазина не ответил вовремя. Попробуйте ещё раз.",
  unreachable: "Сервер магазина недоступен. Попробуйте позже.",
  invalid: "Сервер магазина вернул некорректный ответ.",
  http: (status: number) => `Ошибка сервера магазина (${status}).`,
};

/**
 * The one way to reach the upstream API (spec §7): bearer token, timeout, envelope unwrapping,
 * zod validation, toasts from `errors`/`messages`, and de-duplication of identical GETs.
 */
export class Upstream {
  readonly toasts: Toast[] = [];
  private readonly inflight = new Map<string, Promise<Envelope>>();
  private readonly readAnswers = new WeakSet<Envelope>();
  private ended = false;
  private renewal: TokenRenewal | null = null;

  constructor(private deps: Deps) {}

  get token(): string | null {
    return this.deps.token;
  }

  /** Later calls in this request use a new token (after login, logout or a guest token was issued). */
  setToken(token: string | null) {
    this.deps = { ...this.deps, token };
    this.inflight.clear();
  }

  /** True once the upstream refused this request's token: the token cookie must be cleared unless a new one was set. */
  get sessionEnded(): boolean {
    return this.ended;
  }

  /** An action that needs a session (basket, wishlist) renews it this way when the shopper's token is refused. */
  onSessionEnd(renewal: TokenRenewal) {
    this.renewal = renewal;
  }

  /**
   * The shopper's token is no longer accepted: the request goes on as a guest, with one info toast.
   * (GET /api/user answers a guest for an unknown token, so the guard calls this too.)
   */
  endSession() {
    if (this.ended) return;
    this.ended = true;
    this.setToken(null);
    if (!this.toasts.some((t) => t.message === SESSION_ENDED_MESSAGE))
      this.toasts.push(makeToast("info", SESSION_ENDED_MESSAGE));
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
    const envelope = await this.envelope(method, path, options).catch(async (error: unknown) => {
      if (!(error instanceof UpstreamError && error.sessionEnded)) throw error;
      // The shopper's token was refused: carry on as a guest — reads again without the token, a session-needing
      // action with a fresh guest token when it asked for one; anything else fails as an authorisation error.
      this.endSession();
      if (this.renewal) {
        const renew = this.renewal;
        this.renewal = null;
        await renew();
        return this.envelope(method, path, options);
      }
      if (method === "GET") return this.envelope(method, path, options);
      throw new UpstreamError(error.message, 401, error.errors);
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
      this.toast("error", MESSAGES.invalid, options);
      throw error;
    }
  }

  /**
   * Reference data (`reference-cache.server.ts`): asked without the shopper's token — so nothing personal is ever
   * kept — and without this request's abort signal (other requests may be waiting for the same fill); validated once
   * per fill. A failure reaches the caller as any other call's would, with its toast unless silent.
   */
  async reference<T>(
    path: string,
    schema: ZodType<T>,
    policy: ReferencePolicy,
    options: Pick<CallOptions, "query" | "silent"> = {},
  ): Promise<T> {
    const url = this.url(path, options.query);
    try {
      return await referenceCache.get(`${policy.name} ${url}`, policy, async () => {
        const { envelope, size } = await this.exchange("GET", url, { silent: true }, { token: null });
        return { value: validated(schema, envelope.data, "GET", path, true), size };
      });
    } catch (error) {
      if (error instanceof UpstreamError) this.toast("error", error.message, options);
      throw error;
    }
  }

  private envelope(method: Method, path: string, options: CallOptions): Promise<Envelope> {
    const url = this.url(path, options.query);
    const key = `${method} ${url}`;
    // A change makes earlier answers stale: the loaders after an action must not see what the action read before it.
    if (method !== "GET") this.inflight.clear();
    let pending = method === "GET" ? this.inflight.get(key) : undefined;
    if (!pending) {
      const caller = { token: this.deps.token, signal: this.deps.signal, clientAddress: this.deps.clientAddress };
      pending = this.exchange(method, url, options, caller).then((answer) => answer.envelope);
      if (method === "GET") this.inflight.set(key, pending);
    }
    return pending;
  }

  private url(path: string, query: Query = {}): string {
    const url = new URL(
      path.replace(/^\/+/, ""),
      this.deps.baseUrl.endsWith("/") ? this.deps.baseUrl : `${this.deps.baseUrl}/`,
    );
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === "") continue;
      url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
    }
    return url.toString();
  }

  /** One HTTP exchange: the envelope (errors and messages turned into toasts) and the answer's length. */
  private async exchange(
    method: Method,
    url: string,
    options: CallOptions,
    caller: Caller,
  ): Promise<{ envelope: Envelope; size: number }> {
    // A call may have a shorter budget than the configured timeout, never a longer one.
    const timeout = AbortSignal.timeout(Math.min(options.timeoutMs ?? this.deps.timeoutMs, this.deps.timeoutMs));
    const signal = caller.signal ? AbortSignal.any([timeout, caller.signal]) : timeout;
    const headers: Record<string, string> = { Accept: "application/json" };
    const withToken = caller.token !== null;
    if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
    if (caller.clientAddress) headers["X-Client-Address"] = caller.clientAddress;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";

    let response: Response;
    let body: unknown;
    let size = 0;
    try {
      response = await (this.deps.fetch ?? fetch)(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
      const text = await response.text();
      size = text.length;
      body = parseJson(text);
    } catch (error) {
      const timedOut = timeout.aborted;
      // The shopper went away (the request's own signal): nothing failed upstream.
      if (timedOut || !caller.signal?.aborted) logFault(method, url, timedOut ? "timeout" : "unreachable");
      const message = timedOut ? MESSAGES.timeout : MESSAGES.unreachable;
      this.toast("error", message, options);
      throw new UpstreamError(message, timedOut ? 504 : 503);
    }

    const envelope = EnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      logFault(method, url, response.ok ? "malformed" : "error", response.status);
      const message = response.ok ? MESSAGES.invalid : MESSAGES.http(response.status);
      this.toast("error", message, options);
      throw new UpstreamError(message, response.ok ? 502 : response.status);
    }
    const { errors, messages, data, status } = envelope.data;
    if ((withToken || this.ended) && (response.status === 401 || status === 401)) {
      // Refused token: no error toast, the caller goes on as a guest (`call`); after that, a guest's 401 is quiet too.
      throw new UpstreamError(errors[0]?.message ?? MESSAGES.http(401), 401, errors, withToken);
    }
    for (const error of errors) this.toast("error", error.message, options);
    for (const message of [...messages, ...nestedMessages(data)]) this.toast("info", message.message, options);

    const failed = !response.ok || status >= 400;
    // A refusal (4xx: not found, a bad field, out of stock) is an answer; only the upstream failing is a fault.
    if (response.status >= 500 || status >= 500) logFault(method, url, "error", response.ok ? status : response.status);
    if (failed) {
      const message = errors[0]?.message ?? MESSAGES.http(response.ok ? status : response.status);
      if (errors.length === 0) this.toast("error", message, options);
      throw new UpstreamError(message, response.ok ? status : response.status, errors);
    }
    return { envelope: envelope.data, size };
  }

  private toast(type: Toast["type"], message: string, options: CallOptions) {
    if (options.silent) return;
    if (this.toasts.some((t) => t.type === type && t.message === message)) return;
    this.toasts.push(makeToast(type, message));
  }

  /** Loader/action data with this request's toasts attached. */
  json<T extends Record<string, unknown>>(data: T, init?: ResponseInit) {
    return json({ ...data, toasts: this.toasts.splice(0) }, init);
  }

  /** A redirect that carries this request's toasts across in the flash cookie (and drops a refused token). */
  async redirect(url: string, init: ResponseInit = {}) {
    const headers = new Headers(init.headers);
    const toasts = this.toasts.splice(0);
    if (toasts.length > 0) headers.append("Set-Cookie", await writeFlash(toasts));
    await clearEndedSession(this, headers);
    return redirect(url, { status: 303, ...init, headers });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer checked against its schema; a mismatch is a bad answer (502), logged when `report`. */
function validated<T>(schema: ZodType<T>, value: unknown, method: Method, path: string, report: boolean): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (report) logFault(method, path, "wrong-shape", 200, parsed.error.issues.slice(0, 5));
  throw new UpstreamError(MESSAGES.invalid, 502);
}

/**
 * One line per failed upstream call (docs/reliability.md): no answer (`timeout`, `unreachable`), an answer that is not
 * the envelope (`malformed`, or `error` with the HTTP status), a 5xx, or data of the wrong shape. The URL's query is
 * left out: it may hold what a shopper typed.
 */
function logFault(
  method: Method,
  url: string,
  reason: "timeout" | "unreachable" | "malformed" | "error" | "wrong-shape",
  status?: number,
  issues?: unknown,
) {
  const path = url.startsWith("/") ? url : new URL(url).pathname;
  console.error(JSON.stringify({ level: "warn", msg: "upstream call failed", method, path, reason, status, issues }));
}

function nestedMessages(data: unknown): UpstreamMessage[] {
  if (!data || typeof data !== "object" || !("messages" in data) || !Array.isArray(data.messages)) return [];
  return data.messages.flatMap((m: unknown) => {
    const parsed = UpstreamMessageSchema.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Remix builds a fresh Request for every loader, but hands all loaders and the action of one incoming
 * request the same load-context object, so the client (its GET de-duplication and toasts) is kept per context.
 */
const perRequest = new WeakMap<object, Promise<Upstream>>();

export function upstreamFor({ request, context }: { request: Request; context: object }): Promise<Upstream> {
  let client = perRequest.get(context);
  if (!client) {
    client = readToken(request).then(
      (token) =>
        new Upstream({
          baseUrl: config().API_URL,
          token,
          timeoutMs: config().UPSTREAM_TIMEOUT_MS,
          signal: request.signal,
          clientAddress: clientAddress(context),
        }),
    );
    perRequest.set(context, client);
  }
  return client;
}

/** This request's client, if one was made (the entry server clears a refused token cookie through it). */
export function existingUpstream(context: object): Promise<Upstream> | undefined {
  return perRequest.get(context);
}

/** Adds the Set-Cookie that drops the token cookie when the session ended in this request and no new token was set. */
export async function clearEndedSession(api: Upstream, headers: Headers): Promise<void> {
  if (!api.sessionEnded || api.token !== null) return;
  if (headers.getSetCookie().some((cookie) => cookie.startsWith("token="))) return;
  headers.append("Set-Cookie", await tokenCookie.serialize("", { maxAge: 0 }));
}

/** A read that needs the shopper's session (their basket): when the session ended meanwhile, the guest's fallback. */
export async function orGuest<T>(api: Upstream, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401 && api.sessionEnded) return fallback;
    throw error;
  }
}

/** Main data of a page: an upstream failure becomes the error page with a matching status. */
export async function mainData<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw asPageError(error);
  }
}

/** An upstream failure as the Response the error page renders (404 stays 404; outages are 503, bad answers 502). */
export function asPageError(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  const status =
    error.status === 404
      ? 404
      : error.status === 504 || error.status === 503
        ? 503
        : error.status >= 500
          ? 502
          : error.status;
  return json({ message: error.message }, { status });
}

/** Secondary data: any upstream failure leaves that part of the page out. */
export function secondary<T>(promise: Promise<T>, fallback: NoInfer<T>): Promise<T>;
export function secondary<T>(promise: Promise<T>, fallback: null): Promise<T | null>;
export async function secondary<T>(promise: Promise<T>, fallback: T | null): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return fallback;
    throw error;
  }
}
