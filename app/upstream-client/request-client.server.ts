import { config } from "~/config.server";
import { ToastList } from "~/toasts/toast-list.server";
import { readToken } from "~/cookies.server";
import { clientAddress } from "./client-address.server";
import { Upstream } from "./client.server";

/** What a request's client is made from: its Cookie header (the token), its abort signal and the shopper's address. */
export type ClientRequest = { cookie: string | null; signal?: AbortSignal; clientAddress?: string };

/** A request's upstream client. The Node server makes it for the load context (server/index.ts getLoadContext). */
export async function makeRequestUpstream(from: ClientRequest): Promise<Upstream> {
  return new Upstream({
    baseUrl: config().API_URL,
    token: await readToken(from.cookie),
    timeoutMs: config().UPSTREAM_TIMEOUT_MS,
    signal: from.signal,
    clientAddress: from.clientAddress || undefined,
  });
}

/** Clients made on first use, per load context (see `upstreamFor`). */
const madeOnFirstUse = new WeakMap<object, Promise<Upstream>>();

/**
 * The request's upstream client, for its loaders and action. The Node server made it once, in the load context. Under
 * another server (`remix-serve`: no load context) or a test calling a loader, it is made from the request on first use
 * and kept for the rest of the request: Remix hands all loaders and the action of one request the same context object
 * (an empty one of its own when the server gives none), though it builds a fresh Request for each.
 */
export function upstreamFor({ request, context }: { request: Request; context: object }): Promise<Upstream> {
  const made = existingUpstream(context);
  if (made) return made;
  const client = makeRequestUpstream({
    cookie: request.headers.get("Cookie"),
    signal: request.signal,
    clientAddress: clientAddress(context),
  });
  madeOnFirstUse.set(context, client);
  return client;
}

/**
 * A loader's or action's own toast list, and the request's client reporting into it: what its non-silent calls tell
 * (and an ended session's notice) lands in that list, which the loader or action returns with its answer
 * (`dataWithToasts`, `redirectWithToasts`).
 */
export async function upstreamWithToasts(args: { request: Request; context: object }) {
  const toasts = new ToastList();
  return { api: (await upstreamFor(args)).reportingTo(toasts), toasts };
}

/** This request's client, if one was made (the entry server clears a refused token cookie through it). */
export function existingUpstream(context: object): Promise<Upstream> | undefined {
  if ("upstream" in context && context.upstream instanceof Upstream) return Promise.resolve(context.upstream);
  return madeOnFirstUse.get(context);
}
