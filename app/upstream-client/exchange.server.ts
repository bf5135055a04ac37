import { EnvelopeSchema, UpstreamMessageSchema, type Envelope, type UpstreamMessage } from "~/contract/envelope";
import { currentRequestId } from "~/logging/request-scope.server";
import { endpointOf } from "./endpoint.server";
import { logFault, type Method } from "./fault-log.server";
import { observer, type UpstreamOutcome } from "./observer.server";
import { failure, FAILURE_MESSAGES, UpstreamError, type Telling } from "./upstream-error.server";

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/** Who an exchange is made for: this request's shopper, or nobody (reference data shared by every request). */
export type Caller = {
  token: string | null;
  signal?: AbortSignal;
  /** Sent as X-Client-Address: the upstream keys its per-client limits on it (docs/upstream-api.md). */
  clientAddress?: string;
  /** The request's session: once the upstream has refused its token, a guest's 401 is quiet too. */
  session?: { readonly ended: boolean };
};

export type Exchange = {
  method: Method;
  url: string;
  body?: unknown;
  /** The configured timeout, or a call's shorter one. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** What the upstream told in an answer: its `errors`, and its `messages` with those inside the data (`data.messages`). */
export type Told = { errors: UpstreamMessage[]; messages: UpstreamMessage[] };

/** The endpoint's URL with the query's non-empty values (a list joined by commas). */
export function upstreamUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(path.replace(/^\/+/, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  return url.toString();
}

/**
 * One HTTP exchange with the upstream (spec §7): bearer token, timeout, the envelope checked, and any failure thrown
 * as an UpstreamError (with what the answer told, if it came). Returns the envelope, what it told and the answer's
 * length; it tells nobody itself (the client hands `told` to its caller).
 */
export async function exchange(
  call: Exchange,
  caller: Caller,
): Promise<{ envelope: Envelope; told: Told; size: number }> {
  const started = performance.now();
  const report = (outcome: UpstreamOutcome) =>
    observer().upstreamCall({
      method: call.method,
      endpoint: endpointOf(call.url),
      outcome,
      seconds: (performance.now() - started) / 1000,
    });
  const { method, url } = call;
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = caller.signal ? AbortSignal.any([timeout, caller.signal]) : timeout;
  const headers: Record<string, string> = { Accept: "application/json" };
  const withToken = caller.token !== null;
  if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
  if (caller.clientAddress) headers["X-Client-Address"] = caller.clientAddress;
  // The shopper's request this call serves, so the upstream's log lines can be matched with the store's.
  const requestId = currentRequestId();
  if (requestId) headers["X-Request-Id"] = requestId;
  if (call.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  let body: unknown;
  let size = 0;
  const send = () =>
    (call.fetch ?? fetch)(url, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    });
  try {
    response = await send().catch((error: unknown) => {
      // A kept-alive connection the upstream closed as the request went out fails this way, before any answer; a GET
      // is safe to send again, once, within the same timeout. Not a timeout, nor a shopper who went away.
      if (method !== "GET" || signal.aborted) throw error;
      return send();
    });
    const text = await response.text();
    size = text.length;
    body = parseJson(text);
  } catch {
    const timedOut = timeout.aborted;
    report(timedOut ? "timeout" : caller.signal?.aborted ? "aborted" : "network");
    // The shopper went away (the request's own signal): nothing failed upstream.
    if (timedOut || !caller.signal?.aborted) logFault(method, url, timedOut ? "timeout" : "network");
    const message = timedOut ? FAILURE_MESSAGES.timeout : FAILURE_MESSAGES.unreachable;
    throw failure(message, timedOut ? 504 : 503);
  }

  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    report(response.ok ? "invalid" : statusClass(response.status));
    logFault(method, url, response.ok ? "malformed" : "error", response.status);
    const message = response.ok ? FAILURE_MESSAGES.invalid : FAILURE_MESSAGES.http(response.status);
    throw failure(message, response.ok ? 502 : response.status);
  }
  const { errors, messages, data, status } = envelope.data;
  report(statusClass(response.ok ? status : response.status));
  if ((withToken || caller.session?.ended) && (response.status === 401 || status === 401)) {
    // Refused token: nothing told, the client goes on as a guest (session.server.ts); then a guest's 401 is quiet.
    throw new UpstreamError(errors[0]?.message ?? FAILURE_MESSAGES.http(401), 401, errors, withToken);
  }
  const told: Told = { errors, messages: [...messages, ...nestedMessages(data)] };

  const failed = !response.ok || status >= 400;
  // A refusal (4xx: not found, a bad field, out of stock) is an answer; only the upstream failing is a fault.
  if (response.status >= 500 || status >= 500) logFault(method, url, "error", response.ok ? status : response.status);
  if (failed) {
    const message = errors[0]?.message ?? FAILURE_MESSAGES.http(response.ok ? status : response.status);
    // Told in order: the errors and messages; an answer without errors ends with the failure's own message.
    const telling = [...tellingOf(told), ...(errors.length === 0 ? [{ type: "error" as const, message }] : [])];
    throw new UpstreamError(message, response.ok ? status : response.status, errors, false, telling);
  }
  return { envelope: envelope.data, told, size };
}

/** An answer's `errors` (error toasts) then its `messages` (info toasts). */
export function tellingOf(told: Told): Telling[] {
  return [
    ...told.errors.map((error) => ({ type: "error" as const, message: error.message })),
    ...told.messages.map((message) => ({ type: "info" as const, message: message.message })),
  ];
}

function statusClass(status: number): UpstreamOutcome {
  if (status >= 500) return "http_5xx";
  return status >= 400 ? "http_4xx" : "ok";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `data.messages`: some answers put their info messages inside the data. */
function nestedMessages(data: unknown): UpstreamMessage[] {
  if (!data || typeof data !== "object" || !("messages" in data) || !Array.isArray(data.messages)) return [];
  return data.messages.flatMap((m: unknown) => {
    const parsed = UpstreamMessageSchema.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
}
