// Imported by the Node server's edge too (server/request-id.ts, server/http/refusal-page.ts): no `~/` imports.
import { REQUEST_ID_SHAPE } from "../contract/request-id";

export { REQUEST_ID_SHAPE };

/**
 * The short reference an error page shows the shopper («Код обращения: 3F9A-21C7»): the id's first eight characters,
 * upper-cased, split by a dash. Support finds the request with a case-insensitive search for those eight characters
 * at the start of `requestId` (docs/operations.md).
 */
export function requestReference(requestId: string): string {
  const head = requestId.slice(0, 8).toUpperCase();
  return head.length === 8 ? `${head.slice(0, 4)}-${head.slice(4)}` : head;
}
