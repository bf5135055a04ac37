import { describe, expect, it } from "vitest";
import { ANALYTICS_BRAND, analyticsUser, isValidGtmId, pageViewEvent, retargetingLevel } from "~/domain/analytics";

describe("isValidGtmId", () => {
  it.each(["GTM-ABC123", "GTM-K9", "G-ABCDEF1234", "G-1", "GTM-K7P4LQ2", "G-0"])("%s is valid", (id) =>
    expect(isValidGtmId(id)).toBe(true),
  );
  it.each([
    "",
    "GTM-",
    "G-",
    "gtm-ABC",
    "GTM-abc",
    "UA-12345-1",
    "GTM_ABC",
    " GTM-ABC",
    "GTM-ABC ",
    "GTM-AB-C",
    "GA-ABC",
    "GTM-ÄBC",
    "GTM-ABC\n",
    "GTM-ABC');alert(1);//",
    'GTM-ABC"><script>',
    "GTM-ABC&l=x",
    "G-ABC/../x",
    "GTM-ＡＢＣ",
    "GGTM-ABC",
    "-GTM-ABC",
  ])("%j is invalid", (id) => expect(isValidGtmId(id)).toBe(false));
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
    // The store's other pages (looks, the sitemap, content, search, login): only a path ending in digits gets a level
    // (a news item, above); the rest have none.
    ["/outfits/", null],
    ["/outfits/?page=2", null],
    ["/suite/osenniy-gorod/", null],
    ["/suite/osenniy-gorod-2/", null],
    ["/sitemap/", null],
    ["/about/company/", null],
    ["/about/news/", null],
    ["/about/news/?page=2", null],
    ["/about/shops/st_petersburg/", null],
    ["/information/delivery/pickup/", null],
    ["/initiatives/recycling/", null],
    ["/certificate/digital/", null],
    ["/search/?q=платье", null],
    ["/login/", null],
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

describe("pageViewEvent", () => {
  it("carries the page's retargeting level, the desktop spot and the fixed brand", () => {
    expect(pageViewEvent("/")).toEqual({
      event: "page_view",
      pagePath: "/",
      retargetingLevel: 0,
      spot: "desktop",
      brand: ANALYTICS_BRAND,
    });
    expect(pageViewEvent("/catalog/odezhda/").retargetingLevel).toBe(1);
    expect(pageViewEvent("/catalog/odezhda/platya/137/").retargetingLevel).toBe(2);
    expect(pageViewEvent("/order/").retargetingLevel).toBe(3);
    expect(pageViewEvent("/order/confirm/").retargetingLevel).toBe(4);
  });

  it("says null on a page without a level rather than leaving the key out (the tag manager would keep the last one)", () => {
    const event = pageViewEvent("/outfits/");
    expect(event).toHaveProperty("retargetingLevel", null);
    expect(event).toMatchObject({ event: "page_view", pagePath: "/outfits/", spot: "desktop", brand: "LOVE STORE" });
  });
});
