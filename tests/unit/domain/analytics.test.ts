import { describe, expect, it } from "vitest";
import { analyticsUser, isValidGtmId, retargetingLevel } from "~/domain/analytics";

describe("isValidGtmId", () => {
  it.each(["GTM-ABC123", "GTM-K9", "G-ABCDEF1234", "G-1"])("%s is valid", (id) => expect(isValidGtmId(id)).toBe(true));
  it.each(["", "GTM-", "G-", "gtm-ABC", "GTM-abc", "UA-12345-1", "GTM_ABC", " GTM-ABC", "GTM-ABC ", "GTM-AB-C", "GA-ABC", "GTM-ÄBC", "GTM-ABC\n"])(
    "%j is invalid",
    (id) => expect(isValidGtmId(id)).toBe(false),
  );
});

describe("retargetingLevel", () => {
  it.each([
    ["/", 0],
    ["", 0],
    ["/?utm_source=x", 0],
    ["/catalog/", 1],
    ["/catalog/odezhda/", 1],
    ["/catalog/odezhda/platya/mini/", 1],
    ["/Catalog/Odezhda", 1],
    ["/catalog/odezhda/platya/12345/", 2],
    ["/catalog/12345", 2],
    ["/suite/777/", 2],
    ["/about/news/15/", 2],
    ["/order/", 3],
    ["/order", 3],
    ["/order/?step=2", 3],
    ["/order/confirm/", 4],
    ["/order/confirm/?orderId=123", 4],
    ["/ORDER/CONFIRM", 4],
    ["/about/company/", null],
    ["/personal/", null],
    ["/catalogue/x/", null],
    ["/order/other/", null],
    ["/catalog/odezhda/v12/", 1],
    ["/catalog/odezhda/12a/", 1],
  ] as const)("%s → %s", (path, level) => expect(retargetingLevel(path)).toBe(level));
});

describe("analyticsUser", () => {
  it("sends placeholders for a signed-in user, never the data", () => {
    expect(analyticsUser({ id: 5, email: "a@b.ru", phone: "+79123456789", name: "Анна" })).toEqual({
      login: "True",
      email: "{email}",
      phone: "{phone}",
      name: "{name}",
    });
  });

  it("marks guests not_authorized", () => {
    const guest = { login: "False", email: "not_authorized", phone: "not_authorized", name: "not_authorized" };
    expect(analyticsUser({ id: 0, email: "", phone: "", name: "" })).toEqual(guest);
    expect(analyticsUser({ id: -1, email: "x", phone: "y", name: "z" })).toEqual(guest);
  });
});
