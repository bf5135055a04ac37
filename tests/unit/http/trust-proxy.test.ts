import { describe, expect, it } from "vitest";
import { TrustProxySchema } from "../../../server/trust-proxy";

describe("TRUST_PROXY", () => {
  it("defaults to loopback only", () => {
    expect(TrustProxySchema.parse(undefined)).toEqual(["loopback"]);
  });

  it("takes a hop count, or addresses, subnets and Express's range names", () => {
    expect(TrustProxySchema.parse("1")).toBe(1);
    expect(TrustProxySchema.parse("0")).toBe(0);
    expect(TrustProxySchema.parse("loopback, 10.0.0.0/8,192.0.2.7, 2001:db8::/32, uniquelocal")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.0.2.7",
      "2001:db8::/32",
      "uniquelocal",
    ]);
  });

  it("refuses `true` (every client a proxy), names and malformed subnets", () => {
    for (const value of ["true", "*", "proxy.example.ru", "10.0.0.0/33", "10.0.0.0/8/1", "10.0.0", "1,2", ""]) {
      expect(TrustProxySchema.safeParse(value).success, value).toBe(false);
    }
  });
});
