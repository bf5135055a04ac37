import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { fromAnotherSite } from "../../../server/http/csrf";

/** Just what the check reads of a request: its headers, by name in any case. */
const request = (headers: Record<string, string>) =>
  ({
    get: (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
  }) as Request;

const STORE = { host: "shop.example.ru" };

describe("CSRF: is a request from another site", () => {
  it.each([
    [{ ...STORE, "sec-fetch-site": "same-origin" }, false],
    [{ ...STORE, "sec-fetch-site": "none" }, false],
    [{ ...STORE, "sec-fetch-site": "same-origin", origin: "https://shop.example.ru" }, false],
    [{ ...STORE, "sec-fetch-site": "cross-site" }, true],
    [{ ...STORE, "sec-fetch-site": "same-site", origin: "https://blog.example.ru" }, true],
    // The browser's word wins over an Origin that only looks right.
    [{ ...STORE, "sec-fetch-site": "cross-site", origin: "https://shop.example.ru" }, true],
    [{ ...STORE, "sec-fetch-site": "bogus" }, true],
  ])("Sec-Fetch-Site: %j → %s", (headers, foreign) => {
    expect(fromAnotherSite(request(headers))).toBe(foreign);
  });

  it.each([
    [{ ...STORE, origin: "https://shop.example.ru" }, false],
    [{ ...STORE, origin: "http://shop.example.ru" }, false],
    [{ ...STORE, origin: "HTTPS://SHOP.EXAMPLE.RU" }, false],
    [{ host: "shop.example.ru:443", origin: "https://shop.example.ru" }, false],
    [{ host: "localhost:3300", origin: "http://localhost:3300" }, false],
    [{ host: "localhost:3300", origin: "http://localhost:3301" }, true],
    [{ host: "localhost:3300", origin: "http://127.0.0.1:3300" }, true],
    [{ ...STORE, origin: "https://evil.example" }, true],
    [{ ...STORE, origin: "https://shop.example.ru.evil.example" }, true],
    [{ ...STORE, origin: "null" }, true],
    [{ ...STORE, origin: "" }, true],
    [{ ...STORE, origin: "file://" }, true],
    [{ origin: "https://shop.example.ru" }, true],
  ])("Origin without Sec-Fetch-Site: %j → %s", (headers, foreign) => {
    expect(fromAnotherSite(request(headers))).toBe(foreign);
  });

  it("lets a request with neither header through (curl, scripts, very old browsers)", () => {
    expect(fromAnotherSite(request(STORE))).toBe(false);
  });
});
