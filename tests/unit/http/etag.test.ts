import { describe, expect, it } from "vitest";
import { ifNoneMatch, notModified, weakEtag } from "~/http/etag.server";

const request = (headers: Record<string, string>, method = "GET") =>
  new Request("http://shop.test/catalog/odezhda/", { method, headers });

describe("ETags", () => {
  it("are weak and depend on every part, in order", () => {
    const tag = weakEtag("v1", "/catalog/", "{}");
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag("v1", "/catalog/", "{}")).toBe(tag);
    expect(
      new Set([
        tag,
        weakEtag("v2", "/catalog/", "{}"),
        weakEtag("v1", "/catalog/x", "{}"),
        weakEtag("v1/", "catalog/", "{}"),
      ]).size,
    ).toBe(4);
  });

  it("match If-None-Match by weak comparison, in a list, or *; only for GET and HEAD", () => {
    const tag = 'W/"abc"';
    expect(ifNoneMatch(request({ "If-None-Match": 'W/"abc"' }), tag)).toBe(true);
    expect(ifNoneMatch(request({ "If-None-Match": '"abc"' }), tag)).toBe(true);
    expect(ifNoneMatch(request({ "If-None-Match": 'W/"x", W/"abc"' }), tag)).toBe(true);
    expect(ifNoneMatch(request({ "If-None-Match": "*" }), tag)).toBe(true);
    expect(ifNoneMatch(request({ "If-None-Match": 'W/"abcd"' }), tag)).toBe(false);
    expect(ifNoneMatch(request({}), tag)).toBe(false);
    expect(ifNoneMatch(request({ "If-None-Match": 'W/"abc"' }, "HEAD"), tag)).toBe(true);
    expect(ifNoneMatch(request({ "If-None-Match": 'W/"abc"' }, "POST"), tag)).toBe(false);
  });

  it("answer 304 with the caching headers and cookies only, never the page's own (its content security policy)", () => {
    const headers = new Headers({
      "Cache-Control": "public, max-age=0, s-maxage=60",
      Vary: "Cookie, User-Agent",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "script-src 'nonce-abc'",
    });
    headers.append("Set-Cookie", "flash=; Max-Age=0");
    const response = notModified('W/"abc"', headers);
    expect(response.status).toBe(304);
    expect(Object.fromEntries(response.headers)).toEqual({
      etag: 'W/"abc"',
      "cache-control": "public, max-age=0, s-maxage=60",
      vary: "Cookie, User-Agent",
      "set-cookie": "flash=; Max-Age=0",
    });
  });
});
