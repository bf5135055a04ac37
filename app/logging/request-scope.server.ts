import { AsyncLocalStorage } from "node:async_hooks";

/** What is known of the request being served, wherever in its work the code runs. */
export type RequestScope = { requestId: string };

/**
 * The Node server (server/request-id.ts) runs each request in this scope. The server's bundle and the Remix build each
 * carry a copy of this module, so the one store lives on `globalThis`: the app's log lines and upstream calls read the
 * id the server set without it being threaded through every call.
 */
const KEY = Symbol.for("storefront.request-scope");
const shared = globalThis as { [KEY]?: AsyncLocalStorage<RequestScope> };
const storage = (shared[KEY] ??= new AsyncLocalStorage<RequestScope>());

export function inRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

/** The id of the request being served; undefined outside one (start-up, timers, `remix-serve`). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
