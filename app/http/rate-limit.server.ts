import { clientNetwork } from "~/contract/client-network";
import { clientAddress } from "~/upstream-client/client-address.server";

/**
 * The client's address as the Node server computed it (`req.ip` under TRUST_PROXY, the load context's
 * `clientAddress`): X-Forwarded-For counts only from trusted proxies, and a request without it is keyed on its socket.
 * An IPv6 client is its /64 network, an IPv4 client its address (`clientNetwork`): one subscriber cannot multiply its
 * tries by taking more addresses of its own network.
 * Without the Node server (remix-serve) every client shares one key: a limit still holds, for all together.
 * The limits keyed on it are counted in `limit-store.server.ts`.
 */
export function clientKey({ context }: { context: unknown }): string {
  const address = clientAddress(context);
  return address === undefined ? "unknown" : clientNetwork(address);
}
