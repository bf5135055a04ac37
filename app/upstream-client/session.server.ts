import { tokenCookie } from "~/cookies.server";
import type { Method } from "./fault-log.server";
import { UpstreamError } from "./upstream-error.server";

/** Gives the request a new (guest) token after the shopper's one was refused; see `ensureToken`. */
export type TokenRenewal = () => Promise<void>;

/** What a response needs to know of the request's session (the client gives it). */
export type SessionState = { readonly token: string | null; readonly sessionEnded: boolean };

/**
 * The shopper's session as this request knows it: their token (from the token cookie, or one set during the request),
 * whether the upstream refused it, and how an action that needs a session renews it.
 */
export class ShopperSession {
  private endedHere = false;
  private renewal: TokenRenewal | null = null;

  constructor(public token: string | null) {}

  get ended(): boolean {
    return this.endedHere;
  }

  onEnd(renewal: TokenRenewal) {
    this.renewal = renewal;
  }

  /**
   * The shopper's token is no longer accepted: the request goes on as a guest (the client reports the one info toast).
   * False when the session had ended already.
   */
  end(): boolean {
    if (this.endedHere) return false;
    this.endedHere = true;
    this.token = null;
    return true;
  }

  /**
   * After the upstream refused the token (the session has ended): a session-needing action goes on with a fresh guest
   * token when it asked for one, a read goes on as a guest; anything else fails as an authorisation error.
   */
  async carryOn<T>(method: Method, refusal: UpstreamError, again: () => Promise<T>): Promise<T> {
    if (this.renewal) {
      const renew = this.renewal;
      this.renewal = null;
      await renew();
      return again();
    }
    if (method === "GET") return again();
    throw new UpstreamError(refusal.message, 401, refusal.errors);
  }
}

/** Adds the Set-Cookie that drops the token cookie when the session ended in this request and no new token was set. */
export async function clearEndedSession(session: SessionState, headers: Headers): Promise<void> {
  if (!session.sessionEnded || session.token !== null) return;
  if (headers.getSetCookie().some((cookie) => cookie.startsWith("token="))) return;
  headers.append("Set-Cookie", await tokenCookie.serialize("", { maxAge: 0 }));
}

/** A read that needs the shopper's session (their basket): when the session ended meanwhile, the guest's fallback. */
export async function orGuest<T>(session: SessionState, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401 && session.sessionEnded) return fallback;
    throw error;
  }
}
