import { describe, expect, it } from "vitest";
import { clientNetwork } from "~/contract/client-network";

describe("clientNetwork: the key every per-client limit counts by", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork(" 198.51.100.1 ")).toBe("198.51.100.1");
  });

  it("keys a full IPv6 address by its /64, whatever the interface part", () => {
    expect(clientNetwork("2001:0db8:0001:0002:0000:0000:0000:0001")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:DB8:1:2:A:B:C:D")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
  });

  it("expands :: wherever it stands", () => {
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("::")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8:1:2:3::")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1::2:3:4:5")).toBe("2001:db8:1:0::/64");
    expect(clientNetwork("::2:3:4:5:6:7:8")).toBe("0:2:3:4::/64");
    // Fifteen addresses of one /64, written every way, are one key.
    const keys = new Set(
      Array.from({ length: 15 }, (_, i) => clientNetwork(`2001:db8:aa:bb::${(i + 1).toString(16)}`)),
    );
    expect([...keys]).toEqual(["2001:db8:aa:bb::/64"]);
  });

  it("keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientNetwork("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("drops a zone id and brackets", () => {
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("fe80::2%25en0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
  });

  it("keys anything that is no address as one shared key, in bounded time", () => {
    for (const garbage of ["", "unknown", "<script>", "1.2.3", "256.1.1.1", "01.2.3.4", "2001:db8:::1", "1::2::3", ":"])
      expect(clientNetwork(garbage)).toBe("invalid");
    const started = performance.now();
    expect(clientNetwork(":".repeat(1_000_000))).toBe("invalid");
    expect(clientNetwork(`${"1:".repeat(100_000)}1`)).toBe("invalid");
    expect(performance.now() - started).toBeLessThan(50);
  });
});
