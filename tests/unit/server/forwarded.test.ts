import { describe, expect, it } from "vitest";
import { isLoopbackHost, normalHost, originNotes } from "../../../server/forwarded";

describe("normalHost", () => {
  it("takes a name or an address with an optional port, as a URL writes it", () => {
    expect(normalHost("Shop.Example.RU", "https")).toBe("shop.example.ru");
    expect(normalHost("shop.example.ru:443", "https")).toBe("shop.example.ru");
    expect(normalHost("shop.example.ru:443", "http")).toBe("shop.example.ru:443");
    expect(normalHost("127.0.0.1:3000", "http")).toBe("127.0.0.1:3000");
    expect(normalHost("[::1]:3000", "http")).toBe("[::1]:3000");
  });

  it("refuses anything a URL would choke on or read as more than a host", () => {
    for (const value of [
      undefined,
      "",
      "a b",
      "[::1",
      "%zz",
      "a@b",
      "ex.com:99999",
      "ex.com:abc",
      "ex.com/x",
      "ex.com?x",
      "ex.com#x",
      "é.example",
      "-x",
      ":80",
    ]) {
      expect(normalHost(value, "http"), String(value)).toBeNull();
    }
  });
});

describe("isLoopbackHost: where a browser keeps Secure cookies over http", () => {
  it("localhost, *.localhost, 127.0.0.0/8 and [::1], with or without a port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "shop.localhost:3000",
      "127.0.0.1",
      "127.1.2.3:8080",
      "[::1]:3000",
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["192.0.2.2:3000", "shop.example.ru", "localhost.example.ru", "[::2]", "128.0.0.1"])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe("originNotes: what the start-up log says", () => {
  it("warns when PUBLIC_ORIGIN is unset or plain http off loopback; names it otherwise", () => {
    expect(originNotes({ publicOrigin: undefined, trustForwardedHost: false })).toMatchObject([
      { level: "warn", msg: expect.stringMatching(/^PUBLIC_ORIGIN is not set/) },
    ]);
    expect(originNotes({ publicOrigin: "http://shop.example.ru", trustForwardedHost: false })).toMatchObject([
      { level: "warn" },
    ]);
    expect(originNotes({ publicOrigin: "http://127.0.0.1:8080", trustForwardedHost: false })).toEqual([
      { level: "info", msg: "public origin", origin: "http://127.0.0.1:8080" },
    ]);
    expect(originNotes({ publicOrigin: "https://shop.example.ru", trustForwardedHost: false })).toEqual([
      { level: "info", msg: "public origin", origin: "https://shop.example.ru" },
    ]);
  });
});
