import { isRouteErrorResponse } from "@remix-run/react";

export type DescribedError = { status: number; message: string; stack?: string };

/**
 * Status, message and stack of whatever a route threw. Stacks only exist where the server
 * sends them (development, or when the operator enables debug output).
 */
export function describeError(error: unknown): DescribedError {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : typeof data === "string" && data
          ? data
          : error.statusText;
    return { status: error.status, message };
  }
  if (error instanceof Error) {
    const production = error.message === "Unexpected Server Error";
    return {
      status: 500,
      message: production ? "" : error.message,
      stack: error.stack && !production ? error.stack : undefined,
    };
  }
  return { status: 500, message: "" };
}
