import { describe, expect, it } from "vitest";
import { contentDirectives, mediaSources, type PolicySources } from "../../../server/http/content-policy";
import { refusalPage, REFUSALS } from "../../../server/http/refusal-page";
import { permissionsPolicy } from "../../../server/http/security-headers";

const PLAIN: PolicySources = { tagManager: false, yandexMaps: false, media: [], development: false };

/** The policy as a browser reads it: directive → sources, with this response's nonce. */
function policy(sources: PolicySources, nonce?: string): Record<string, string[]> {
  const directives = contentDirectives(sources, () => nonce);
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [
      name,
      values.flatMap((value) => (typeof value === "function" ? value(undefined, undefined) : value).split(" ")),
    ]),
  );
}

describe("content security policy", () => {
  it("runs scripts by this response's nonce only: no inline script, no eval, no other host", () => {
    const p = policy(PLAIN, "abc123abc123abc123abc1==");
    expect(p["script-src"]).toEqual(["'nonce-abc123abc123abc123abc1=='", "'strict-dynamic'", "'self'"]);
    expect(p["script-src-attr"]).toEqual(["'none'"]);
    expect(p["object-src"]).toEqual(["'none'"]);
    expect(p["base-uri"]).toEqual(["'self'"]);
    expect(p["form-action"]).toEqual(["'self'"]);
    expect(p["frame-ancestors"]).toEqual(["'none'"]);
    expect(p["connect-src"]).toEqual(["'self'"]);
    expect(JSON.stringify(p)).not.toMatch(/google|yandex|yastatic|unsafe-eval|ws:/);
  });

  it("allows no script at all on a response without a nonce (a refusal page, a file)", () => {
    expect(policy(PLAIN)["script-src"]).toEqual(["'none'"]);
  });

  it("adds Google Tag Manager only when a tag id is configured", () => {
    const p = policy({ ...PLAIN, tagManager: true }, "n0nce0n0nce0n0nce0n0nc==");
    expect(p["script-src"]).toContain("https://www.googletagmanager.com");
    expect(p["connect-src"]).toContain("https://*.google-analytics.com");
    expect(p["img-src"]).toContain("https://*.google-analytics.com");
    expect(p["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("adds Yandex Maps only when its key is set", () => {
    const p = policy({ ...PLAIN, yandexMaps: true }, "n0nce0n0nce0n0nce0n0nc==");
    expect(p["script-src"]).toEqual(
      expect.arrayContaining(["https://api-maps.yandex.ru", "https://yastatic.net", "'unsafe-eval'"]),
    );
    expect(p["img-src"]).toContain("https://*.maps.yandex.net");
    expect(p["connect-src"]).toContain("https://api-maps.yandex.ru");
    expect(p["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("takes pictures and videos from the store, data: and blob: and the configured media hosts", () => {
    const media = mediaSources({ imageOrigin: "http://localhost:3301/", imageTestHost: "https://img.test/path" });
    expect(media).toEqual(["http://localhost:3301", "https://img.test"]);
    const p = policy({ ...PLAIN, media });
    expect(p["img-src"]).toEqual(["'self'", "data:", "blob:", "http://localhost:3301", "https://img.test"]);
    expect(p["media-src"]).toEqual(["'self'", "blob:", "http://localhost:3301", "https://img.test"]);
    expect(mediaSources({ imageOrigin: "not a url" })).toEqual([]);
  });

  it("lets a form's answer lead to the store alone (the payment page is under its origin)", () => {
    expect(policy(PLAIN)["form-action"]).toEqual(["'self'"]);
  });

  it("lets remix dev's live reload connect only in development", () => {
    expect(policy({ ...PLAIN, development: true })["connect-src"]).toEqual(["'self'", "ws:"]);
  });
});

describe("Permissions-Policy", () => {
  it("switches off what the store never uses; geolocation only for the map's button", () => {
    expect(permissionsPolicy(false)).toMatch(/(^|, )camera=\(\)/);
    expect(permissionsPolicy(false)).toMatch(/microphone=\(\).*payment=\(\)/);
    expect(permissionsPolicy(false)).toContain("geolocation=()");
    expect(permissionsPolicy(true)).toContain("geolocation=(self)");
  });
});

describe("refusal page", () => {
  it("is a small Russian page with a title, one heading and a way home, and no script", () => {
    const html = refusalPage(REFUSALS.crossSite);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain("<title>Запрос отклонён | LOVE STORE</title>");
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<a href="/">На главную</a>');
    expect(html).not.toMatch(/<script|https?:\/\//);
  });
});
