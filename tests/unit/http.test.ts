import { describe, expect, it } from "vitest";
import { applyCachePolicy, PRIVATE, privateRedirect, PUBLIC_PAGE, resourceCacheHeaders } from "~/http/cache.server";
import { safeRedirect } from "~/http/safe-redirect";
import { toastsOf } from "~/toasts/toast";

const request = (cookie?: string, method = "GET") =>
  new Request("http://shop.test/", { method, headers: cookie ? { Cookie: cookie } : {} });

describe("cache policy", () => {
  it("lets a CDN share a cookieless guest page", () => {
    const headers = new Headers();
    applyCachePolicy(request(), 200, headers);
    expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE);
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("keeps a page private when the request carries a personal cookie", () => {
    const headers = new Headers();
    applyCachePolicy(request("token=abc"), 200, headers);
    expect(headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("never shares a response that sets a cookie, whatever the route said", () => {
    const headers = new Headers({ "Set-Cookie": "flash=; Max-Age=0", "Cache-Control": "public, max-age=60" });
    applyCachePolicy(request(), 200, headers);
    expect(headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("gives a HEAD the cache headers of its GET", () => {
    const head = new Headers();
    applyCachePolicy(request(undefined, "HEAD"), 200, head);
    expect(head.get("Cache-Control")).toBe(PUBLIC_PAGE);
    const personal = new Headers();
    applyCachePolicy(request("token=abc", "HEAD"), 200, personal);
    expect(personal.get("Cache-Control")).toBe(PRIVATE);
  });

  it("does not cache server errors or non-GET answers", () => {
    const error = new Headers();
    applyCachePolicy(request(), 503, error);
    expect(error.get("Cache-Control")).toBe("no-store");
    const post = new Headers();
    applyCachePolicy(request(undefined, "POST"), 200, post);
    expect(post.get("Cache-Control")).toBe(PRIVATE);
  });
});

describe("resource routes' cache headers", () => {
  const SHARED = "public, max-age=60, s-maxage=300";

  it("share a cookieless request's answer, but vary on Cookie so a shared cache keeps visitors apart", () => {
    expect(resourceCacheHeaders(request(), SHARED)).toEqual({ "Cache-Control": SHARED, Vary: "Cookie" });
  });

  it("keep the answer private when the request carries a personal cookie (a city changes the suggestions)", () => {
    expect(resourceCacheHeaders(request("city=kazan.sig"), SHARED)).toEqual({
      "Cache-Control": PRIVATE,
      Vary: "Cookie",
    });
  });

  it("are not given a second Vary: Cookie when fetched with ?_data", () => {
    const headers = new Headers(resourceCacheHeaders(request(), SHARED));
    applyCachePolicy(request(), 200, headers);
    expect(headers.get("Vary")).toBe("Cookie");
    expect(headers.get("Cache-Control")).toBe(SHARED);
  });
});

describe("privateRedirect", () => {
  it("redirects (302 unless told) and keeps the redirect out of shared caches", () => {
    const response = privateRedirect("/personal/profile/");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/personal/profile/");
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE);
    expect(privateRedirect("/", 303).status).toBe(303);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/personal/", "/personal/"],
    ["/catalog/?page=2", "/catalog/?page=2"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\nLocation: x", "/"],
    ["/search/?q=рубашка", "/search/?q=%D1%80%D1%83%D0%B1%D0%B0%D1%88%D0%BA%D0%B0"],
    ["/search/?q=%D1%80%D1%83", "/search/?q=%D1%80%D1%83"],
    ["/bad%E0%A4%A", "/"],
    [null, "/"],
    // A fragment back to an element (a product card) is kept; any other is dropped, and never opens another site.
    ["/catalog/odezhda/?page=2#product-139", "/catalog/odezhda/?page=2#product-139"],
    ["/catalog/odezhda/#//evil.example", "/catalog/odezhda/"],
    ["/#javascript:alert(1)", "/"],
    ['/catalog/#x"><script>', "/catalog/"],
    ["//evil.example/#product-139", "/"],
    ["#product-139", "/"],
    ["/\\evil.example#product-139", "/"],
  ])("%s → %s", (to, expected) => expect(safeRedirect(to)).toBe(expected));
});

describe("toastsOf", () => {
  it("reads valid toasts and ignores anything else", () => {
    expect(toastsOf({ toasts: [{ id: "1", type: "info", message: "Привет" }] })).toHaveLength(1);
    expect(toastsOf({ toasts: [{ id: "1", type: "weird", message: "x" }] })).toEqual([]);
    expect(toastsOf(null)).toEqual([]);
    expect(toastsOf("text")).toEqual([]);
  });
});
