import { isIP } from "node:net";

// Longer than any address with a zone id Node writes; anything longer is not parsed at all (bounded work).
const MAX_LENGTH = 100;

/** The 16-bit groups of an IPv6 address `isIP` accepted (no zone), `::` expanded, a dotted IPv4 tail as two groups. */
function groupsOf(address: string): number[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const part = (text: string | undefined) =>
    !text
      ? []
      : text.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = part(head);
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client is limited by: an IPv4 address as it is, an IPv6 address by its /64 network (one subscriber gets a
 * whole /64 and may take any address in it), an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4 address.
 * Brackets and a zone id (`fe80::1%eth0`) are dropped. Anything that is no address is one shared key, "invalid".
 */
export function clientNetwork(address: string): string {
  if (address.length > MAX_LENGTH) return "invalid";
  let text = address.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return "invalid";
  const groups = groupsOf(text.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
