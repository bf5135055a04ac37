import { describe, expect, it } from "vitest";
import { cityConfirmedCookie, cityCookie, tokenCookie } from "~/cookies.server";
import { VIEWED_ATTRIBUTES } from "~/catalog/recently-viewed";
import { clearFlash } from "~/toasts/flash.server";

describe("the store's cookies", () => {
  it("are HttpOnly, Secure and SameSite=Strict, the city ones too", async () => {
    for (const header of [
      await tokenCookie.serialize("abcdefghijklmnop1234"),
      await cityCookie.serialize("moscow"),
      await cityConfirmedCookie.serialize(true),
      await clearFlash(),
    ]) {
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; SameSite=Strict/);
    }
  });

  it("but `viewed`, which the browser itself writes (a guest's page view sets no cookie), is Secure and Strict only", () => {
    expect(VIEWED_ATTRIBUTES).toMatch(/Secure/);
    expect(VIEWED_ATTRIBUTES).toMatch(/SameSite=Strict/);
    expect(VIEWED_ATTRIBUTES).not.toMatch(/HttpOnly/);
  });
});
