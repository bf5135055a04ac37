import { asUser } from "~/account/guard.server";
import { makeToast } from "~/toasts/toast";
import { UpstreamError, type Upstream } from "~/upstream/client.server";
import type { FormReply } from "./form-reply";

/** The posted form; a body that is not a form (wrong content type, broken encoding) reads as an empty one. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** A 400 (or the given status) with the field messages and typed values; toasts travel along. */
export function reply<F extends string>(api: Upstream, data: FormReply<F>, status = 400) {
  return api.json(data, { status });
}

/**
 * PRG after a successful change: the upstream's own confirmation (its info messages) gives way to one
 * success toast, carried across the redirect in the flash cookie.
 */
export function succeed(api: Upstream, to: string, message: string, init: ResponseInit = {}) {
  for (let i = api.toasts.length - 1; i >= 0; i--) if (api.toasts[i].type === "info") api.toasts.splice(i, 1);
  api.toasts.push(makeToast("success", message));
  return api.redirect(to, init);
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: UpstreamError };

/**
 * Runs an upstream change for a form: a 401 sends the shopper to login (`asUser`), other upstream failures are
 * returned for the form to show; anything else (a bug) is thrown.
 */
export async function attempt<T>(request: Request, call: Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await asUser(request, call) };
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, error };
    throw error;
  }
}

/**
 * An upstream refusal as a form reply: errors about a known field go next to it (`field` may be dotted,
 * its first segment counts); the rest become the form's message. 4xx statuses are kept, outages answer 502.
 */
export function upstreamReply<F extends string>(
  api: Upstream,
  error: UpstreamError,
  fields: readonly F[],
  extra: Omit<FormReply<F>, "fieldErrors" | "formError"> = {},
) {
  const fieldErrors: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const entry of error.errors) {
    const field = (entry.field ?? "").split(".")[0] as F;
    if (fields.includes(field)) fieldErrors[field] ??= entry.message;
    else other.push(entry.message);
  }
  const formError = other[0] ?? (Object.keys(fieldErrors).length === 0 ? error.message : undefined);
  const status = error.status >= 500 ? 502 : error.status;
  return reply(api, { ...extra, fieldErrors, formError }, status);
}
