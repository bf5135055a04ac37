import { json } from "@remix-run/node";
import { UpstreamError } from "./upstream-error.server";

// How an upstream failure shows, chosen per call: the page's main data, secondary data (and `timeBoxed`, in
// time-box.server.ts, for secondary data that must not hold the page up).

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
