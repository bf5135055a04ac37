import { describe, expect, it } from "vitest";
import { resolveShopsLink, shopperShopsPath, shopsPath, SHOPS_FALLBACK_CITY, SHOPS_PAGE } from "~/domain/shops";
import { ROUTE_REDIRECTS } from "~/domain/url";

describe("the shops page a link opens", () => {
  it("is the shopper's city's when it has shops, St Petersburg's when it has none", () => {
    expect(shopperShopsPath({ code: "ekaterinburg" }, 2)).toBe("/about/shops/ekaterinburg/");
    expect(shopperShopsPath({ code: "moscow" }, 1)).toBe("/about/shops/moscow/");
    expect(shopperShopsPath({ code: "omsk" }, 0)).toBe("/about/shops/st_petersburg/");
  });

  it("turns only the city-less shops links into the shopper's, whatever their case or slash", () => {
    const mine = "/about/shops/kazan/";
    for (const href of [SHOPS_PAGE, "/about/shops", "/shops/", "/shops", "/About/Shops/"])
      expect(resolveShopsLink(href, mine), href).toBe(mine);
    for (const href of ["/about/shops/perm/", "/about/company/", "/shops/x/", "https://example.com/shops/"])
      expect(resolveShopsLink(href, mine), href).toBe(href);
  });

  it("keeps spec §2's redirects of /about/shops/ and /shops/ to St Petersburg", () => {
    expect(SHOPS_FALLBACK_CITY.code).toBe("st_petersburg");
    expect(ROUTE_REDIRECTS["/about/shops/"]).toBe(shopsPath("st_petersburg"));
    expect(ROUTE_REDIRECTS["/shops/"]).toBe("/about/shops/st_petersburg/");
  });
});
