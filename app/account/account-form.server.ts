import { readForm } from "~/forms/read-form.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { asUser, requireUser } from "./guard.server";

/** An account action's start: the guard (a guest goes to login), then the posted form. */
export async function readUserForm(args: Parameters<typeof requireUser>[0]) {
  const { api, user, toasts } = await requireUser(args);
  return { api, user, toasts, form: await readForm(args.request) };
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
