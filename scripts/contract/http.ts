import type { Method } from "./types";

export type Answer = { status: number; contentType: string; location: string | null; text: string };

export type Request = {
  method: Method;
  path: string;
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
};

/** The answer did not come: refused, reset, or slower than the timeout. */
export class Unreachable extends Error {}

/** One plain HTTP exchange with the upstream, as the storefront makes it (bearer token, JSON body, a timeout). */
export async function exchange(baseUrl: string, request: Request, timeoutMs: number): Promise<Answer> {
  const url = new URL(request.path.replace(/^\/+/, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      location: response.headers.get("location"),
      text: await response.text(),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new Unreachable(timedOut ? `no answer within ${timeoutMs} ms` : describeError(error));
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
