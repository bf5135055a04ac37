import { afterEach, describe, expect, it, vi } from "vitest";
import { OriginSchema } from "~/http/origin";

describe("PUBLIC_ORIGIN's rule", () => {
  it("takes an absolute http(s) origin, with a port and a trailing slash at most", () => {
    expect(OriginSchema.parse("https://shop.example.ru")).toBe("https://shop.example.ru");
    expect(OriginSchema.parse("https://shop.example.ru/")).toBe("https://shop.example.ru");
    expect(OriginSchema.parse(" http://127.0.0.1:8080 ")).toBe("http://127.0.0.1:8080");
    expect(OriginSchema.parse("https://SHOP.example.ru")).toBe("https://shop.example.ru");
  });

  it("refuses a path, a query, a fragment, credentials, another scheme or no scheme", () => {
    for (const value of [
      "https://shop.example.ru/store",
      "https://shop.example.ru/?a=1",
      "https://shop.example.ru#top",
      "https://shop.example.ru?",
      "https://user:pw@shop.example.ru",
      "ftp://shop.example.ru",
      "shop.example.ru",
      "//shop.example.ru",
      "",
    ]) {
      expect(OriginSchema.safeParse(value).success, value).toBe(false);
    }
  });
});

describe("publicOrigin", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const load = async () => (await import("~/http/origin.server")).publicOrigin;
  const request = new Request("http://evil.example:8080/catalog/odezhda/", {
    headers: { "X-Forwarded-Host": "evil.example" },
  });

  it("is PUBLIC_ORIGIN when configured, whatever the request", async () => {
    vi.stubEnv("PUBLIC_ORIGIN", "https://shop.example.ru/");
    expect((await load())(request)).toBe("https://shop.example.ru");
  });

  it("is the request's own origin without it (the Node server decides which forwarded host counts)", async () => {
    vi.stubEnv("PUBLIC_ORIGIN", "");
    expect((await load())(request)).toBe("http://evil.example:8080");
  });

  it("refuses a PUBLIC_ORIGIN with a path at the first use, with the variable named", async () => {
    vi.stubEnv("PUBLIC_ORIGIN", "https://shop.example.ru/shop");
    const publicOrigin = await load();
    expect(() => publicOrigin(request)).toThrow(/PUBLIC_ORIGIN: an absolute http\(s\) origin/);
  });
});
