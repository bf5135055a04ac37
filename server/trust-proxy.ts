import { isIP } from "node:net";
import { z } from "zod";

/** Express's own names for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` → Express's `trust proxy`: a hop count (`1`: the one proxy in front; `0`: none), or a comma-separated
 * list of proxy addresses, subnets (CIDR) and `loopback` / `linklocal` / `uniquelocal`. Default `loopback`: only a proxy
 * on this machine. `req.ip` (the client address every limit keys on) and the forwarded host and scheme come only from
 * proxies it trusts.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .default("loopback")
  .transform((value, context): number | string[] => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrSubnet(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: `a hop count, or addresses and subnets separated by commas (loopback, 10.0.0.0/8, 192.0.2.7); not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  });
