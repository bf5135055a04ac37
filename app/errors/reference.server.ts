import { REQUEST_ID_SHAPE, requestReference } from "~/http/request-id";

/**
 * The reference an error page shows: only on a response no cache stores (`no-store`), so a page a CDN keeps never
 * carries one request's id; taken from the load context's `requestId` (server/app.ts), none under another server.
 */
export function errorPageReference(loadContext: unknown, status: number, headers: Headers): string | undefined {
  if (status < 400 || !headers.get("Cache-Control")?.includes("no-store")) return undefined;
  const id =
    loadContext && typeof loadContext === "object" && "requestId" in loadContext ? loadContext.requestId : undefined;
  return typeof id === "string" && REQUEST_ID_SHAPE.test(id) ? requestReference(id) : undefined;
}
