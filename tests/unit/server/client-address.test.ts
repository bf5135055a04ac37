import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { requestClient } from "../../../server/demo-upstream/http/client-address";

const request = (remoteAddress: string, header?: string) =>
  ({
    socket: { remoteAddress },
    get: (name: string) => (name.toLowerCase() === "x-client-address" ? header : undefined),
  }) as unknown as Request;

describe("requestClient: who asks the upstream, for its per-client limits", () => {
  it("takes the storefront's X-Client-Address from a loopback socket", () => {
    expect(requestClient(request("127.0.0.1", "203.0.113.7"))).toBe("203.0.113.7");
    expect(requestClient(request("::ffff:127.0.0.1", "2001:db8::1"))).toBe("2001:db8:0:0::/64");
  });

  it("keys an IPv6 client by its /64 and a mapped IPv4 address as IPv4", () => {
    expect(requestClient(request("127.0.0.1", "2001:db8:5:6::1"))).toBe(
      requestClient(request("::1", "2001:db8:5:6::ff")),
    );
    expect(requestClient(request("127.0.0.1", "::ffff:203.0.113.7"))).toBe("203.0.113.7");
    expect(requestClient(request("2001:db8:7:8::9"))).toBe("2001:db8:7:8::/64");
  });

  it("keys on the socket otherwise: another machine's header, no header, or one that is no address", () => {
    expect(requestClient(request("10.0.0.5", "203.0.113.7"))).toBe("10.0.0.5");
    expect(requestClient(request("127.0.0.1"))).toBe("127.0.0.1");
    expect(requestClient(request("127.0.0.1", "<script>"))).toBe("127.0.0.1");
    expect(requestClient(request("127.0.0.1", "1".repeat(60)))).toBe("127.0.0.1");
  });
});
