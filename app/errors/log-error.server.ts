import { isRouteErrorResponse } from "@remix-run/react";

/**
 * What Remix hands `handleError`, for the log: a refusal (a 4xx `ErrorResponse` Remix makes itself — no action for a
 * POST, an unknown `?_data` route) with its reason, or a fault with its real message and stack. Remix throws
 * `ErrorResponse` objects and `Response`s, not only `Error`s: `String()` of them is "[object Object]".
 */
export type LoggedError =
  { refusal: true; status: number; reason: string } | { refusal: false; message: string; stack?: string };

export function loggedError(error: unknown): LoggedError {
  if (isRouteErrorResponse(error)) {
    // Remix keeps the Error that explains its own ErrorResponses in a private `error` field.
    const inner: unknown = (error as { error?: unknown }).error;
    const reason =
      inner instanceof Error
        ? inner.message
        : typeof error.data === "string" && error.data
          ? error.data
          : error.statusText;
    if (error.status < 500) return { refusal: true, status: error.status, reason: reason.slice(0, 300) };
    return {
      refusal: false,
      message: `${error.status} ${reason}`,
      stack: inner instanceof Error ? inner.stack : undefined,
    };
  }
  if (error instanceof Response) {
    if (error.status < 500)
      return { refusal: true, status: error.status, reason: error.statusText || `response ${error.status}` };
    return { refusal: false, message: `response ${error.status} ${error.statusText}`.trim() };
  }
  if (error instanceof Error) return { refusal: false, message: error.message, stack: error.stack };
  return { refusal: false, message: typeof error === "string" ? error : safeJson(error) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? String(value);
  } catch {
    // Cyclic or otherwise unserialisable: its kind and keys, still not "[object Object]".
    const kind = (value as object).constructor?.name ?? "Object";
    return `${kind} {${Object.keys(value as object)
      .slice(0, 10)
      .join(", ")}}`;
  }
}

/** Hands a refusal's reason to the Node server's request log line (server/index.ts), when there is one. */
export function noteRefusal(context: unknown, reason: string): boolean {
  if (
    !context ||
    typeof context !== "object" ||
    !("noteRefusal" in context) ||
    typeof context.noteRefusal !== "function"
  )
    return false;
  context.noteRefusal(reason);
  return true;
}
