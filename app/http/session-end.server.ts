import { existingUpstream } from "~/upstream-client/request-client.server";
import { clearEndedSession } from "~/upstream-client/session.server";

/**
 * Every response (documents, data requests, fetchers) drops the token cookie when the upstream refused it during
 * the request, so the shopper continues as a guest; redirects made by the client do the same themselves.
 */
export async function dropEndedSession(context: unknown, headers: Headers): Promise<void> {
  if (!context || typeof context !== "object") return;
  const api = await existingUpstream(context)?.catch(() => undefined);
  if (api) await clearEndedSession(api, headers);
}
