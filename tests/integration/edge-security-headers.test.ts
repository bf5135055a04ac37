import { describe, expect, it } from "vitest";
import { send, post, ATTACKS, withEdgeStorefront } from "./support/edge-storefront";
import type { Answer } from "./support/raw-request";

withEdgeStorefront();

/** The policy as a map of directive → sources. */
const policyOf = (answer: Answer) =>
  Object.fromEntries(
    String(answer.headers["content-security-policy"] ?? "")
      .split(";")
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );

describe("security headers", () => {
  it("a page: a nonce policy whose nonce is on every script, HSTS, nosniff, referrer, framing, permissions, no X-Powered-By", async () => {
    const page = await send("/catalog/odezhda/");
    expect(page.status).toBe(200);
    const policy = policyOf(page);
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(policy["script-src"][0])?.[1];
    expect(nonce).toBeTruthy();
    expect(policy["script-src"]).toContain("'strict-dynamic'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    // Product pictures and the payment page are served under the store's own origin: nothing else is allowed.
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    // Every script that runs (JSON-LD is data, not run).
    const scripts = (page.body.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('type="application/ld+json"'),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*payment=\(\).*geolocation=\(\)/);
    expect(page.headers["x-powered-by"]).toBeUndefined();
  });

  it("a new nonce for every response", async () => {
    const [first, second] = [await send("/"), await send("/")];
    expect(policyOf(first)["script-src"][0]).not.toBe(policyOf(second)["script-src"][0]);
  });

  it("a 304 carries no policy (the kept page's scripts have another nonce), the other headers still", async () => {
    for (const path of ["/catalog/odezhda/", "/catalog/odezhda/?_data=root"]) {
      const first = await send(path);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\//);
      const again = await send(path, { headers: { "If-None-Match": etag } });
      expect(again.status, path).toBe(304);
      expect(again.headers["content-security-policy"], path).toBeUndefined();
      expect(again.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  it("files and refusals carry them too; a refusal page allows no script", async () => {
    expect((await send("/favicon.svg")).headers["x-content-type-options"]).toBe("nosniff");
    const refused = await post("/location/", { intent: "reset" }, ATTACKS["a foreign Origin"]);
    expect(policyOf(refused)["script-src"]).toEqual(["'none'"]);
    expect(refused.headers["x-frame-options"]).toBe("DENY");
  });
});
