import { describe, expect, it } from "vitest";
import { CERTIFICATE_TRIES, CODE_REQUESTS, LOGIN_TRIES, clientTry, type ClientLimit } from "~/http/client-limit.server";
import { WRITE_LIMITS, writeTry, type WriteKind } from "~/http/write-limits.server";

/** The load context of a request the Node server resolved to this client address. */
const from = (clientAddress: string) => ({ context: { clientAddress } });

/** The `i`-th address of a /64 no other test uses (each limit counts in this process's memory for the file). */
const inNetwork = (network: number, i: number) => `2001:db8:${network.toString(16)}:1::${(i + 1).toString(16)}`;

describe("every per-client limit keys an IPv6 client by its /64", () => {
  const limits: [string, ClientLimit][] = [
    ["login codes asked for", CODE_REQUESTS],
    ["login codes tried", LOGIN_TRIES],
    ["certificate codes tried", CERTIFICATE_TRIES],
  ];
  limits.forEach(([what, limit], n) => {
    it(`${what}: addresses of one /64 share one budget; another /64 and a mapped IPv4 client have their own`, async () => {
      const answers = [];
      for (let i = 0; i <= limit.limit; i++) answers.push((await clientTry(from(inNetwork(n, i)), limit)).allowed);
      expect(answers.slice(0, limit.limit).every(Boolean)).toBe(true);
      expect(answers[limit.limit]).toBe(false);
      expect((await clientTry(from(`2001:db8:${n.toString(16)}:1:ffff:ffff:ffff:ffff`), limit)).allowed).toBe(false);
      expect((await clientTry(from(`2001:db8:${n.toString(16)}:2::1`), limit)).allowed).toBe(true);
      expect((await clientTry(from(`::ffff:198.51.100.${n + 1}`), limit)).allowed).toBe(true);
    });
  });

  const kinds: WriteKind[] = ["franchise", "vacancy", "preorder", "subscribe"];
  kinds.forEach((kind, k) => {
    it(`${kind}: one /64 shares the per-client budget of writes; each phone or e-mail has a budget too`, async () => {
      const { client, contact } = WRITE_LIMITS[kind];
      const network = 16 + k;
      const answers = [];
      for (let i = 0; i <= client.limit; i++)
        answers.push(await writeTry(from(inNetwork(network, i)), kind, [`${kind}-${i}@example.ru`]));
      expect(answers.slice(0, client.limit).every(Boolean)).toBe(true);
      expect(answers[client.limit]).toBe(false);

      const phone = `+7999000000${k}`;
      const byContact = [];
      for (let i = 0; i <= contact.limit; i++)
        byContact.push(await writeTry(from(`203.0.113.${k * 40 + i}`), kind, [phone, `other-${k}-${i}@example.ru`]));
      expect(byContact.slice(0, contact.limit).every(Boolean)).toBe(true);
      expect(byContact[contact.limit]).toBe(false);
    });
  });
});
