import { describe, expect, it } from "vitest";
import { makeNonce, responseNonce } from "~/http/nonce.server";

describe("script nonce", () => {
  it("is 128 random bits in base64, new every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, makeNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("is the Node server's from the load context, or a new one under remix-serve", () => {
    const given = makeNonce();
    expect(responseNonce({ cspNonce: given })).toBe(given);
    for (const context of [undefined, {}, { cspNonce: 42 }, { cspNonce: "" }, { cspNonce: '"><script>' }]) {
      const made = responseNonce(context);
      expect(made).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(made).not.toBe(responseNonce(context));
    }
  });
});
