import { createCookie } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";

/** SESSION_SECRET_PREVIOUS: cookies signed before a rotation still read; new ones are signed with the new secret only. */
const OLD = "an-old-cookie-secret-rotated-out-of-service";
const TOKEN = "abcdefghijklmnop0123";

async function freshCookies(previous: string | undefined) {
  vi.resetModules();
  if (previous === undefined) delete process.env.SESSION_SECRET_PREVIOUS;
  else process.env.SESSION_SECRET_PREVIOUS = previous;
  return import("~/cookies.server");
}

afterEach(() => {
  delete process.env.SESSION_SECRET_PREVIOUS;
  vi.resetModules();
});

describe("rotating SESSION_SECRET", () => {
  it("reads a token signed with a previous secret only while that secret is listed", async () => {
    const signedBefore = await createCookie("token", { secrets: [OLD] }).serialize(TOKEN);
    const header = signedBefore.split(";")[0];
    expect(await (await freshCookies(undefined)).readToken(header)).toBeNull();
    expect(await (await freshCookies(`${OLD}, another-previous-secret-of-32-chars-x`)).readToken(header)).toBe(TOKEN);
  });

  it("signs with the current secret, which the previous one alone cannot read", async () => {
    const { tokenCookie } = await freshCookies(OLD);
    const header = (await tokenCookie.serialize(TOKEN)).split(";")[0];
    expect(await createCookie("token", { secrets: [OLD] }).parse(header)).toBeNull();
    expect(await createCookie("token", { secrets: [process.env.SESSION_SECRET ?? ""] }).parse(header)).toBe(TOKEN);
  });

  it("refuses a previous secret that is too short, naming the variable", async () => {
    await expect(freshCookies("short")).rejects.toThrow(/SESSION_SECRET_PREVIOUS/);
  });
});
