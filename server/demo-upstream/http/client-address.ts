import type { Request } from "express";
import { clientNetwork } from "../../../app/contract/client-network";
import { isLoopback } from "./loopback";

/** The header the storefront puts its client's address in (its trusted `clientAddress`, docs/upstream-api.md). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

// An IPv4 or IPv6 address as Node writes one (`req.ip`): digits, hex letters, dots and colons, nothing else.
const ADDRESS = /^[0-9a-fA-F.:]{2,45}$/;

/**
 * Who is asking, for the limits kept per client (login codes sent, wrong certificate codes): the storefront's word in
 * X-Client-Address when the request comes from this machine — the upstream listens on loopback only, so only the
 * storefront can send it — and the socket's address otherwise. A request from loopback without the header (the
 * storefront under remix-serve, a test) is the loopback client: all such requests share one key. The key is the
 * address's network (`clientNetwork`): an IPv6 client's /64, an IPv4 client's address.
 */
export function requestClient(req: Request): string {
  const socket = req.socket.remoteAddress ?? "unknown";
  const given = req.get(CLIENT_ADDRESS_HEADER)?.trim();
  return clientNetwork(isLoopback(socket) && given && ADDRESS.test(given) ? given : socket);
}
