import { describe, expect, it } from "vitest";
import { ROUTE_REDIRECTS, canonicalRedirect, hasFileExtension, normalizePath } from "~/domain/url";
import { ORIGIN } from "./support/url";

const redirect = (pathAndQuery: string) => canonicalRedirect(new URL(pathAndQuery, ORIGIN));
/** Builds a URL from a raw path, bypassing relative resolution (so `//evil.com` stays a path). */
const rawUrl = (pathAndQuery: string) => new URL(`${ORIGIN}${pathAndQuery}`);

describe("canonicalRedirect: path", () => {
  it("leaves canonical paths alone", () => {
    for (const p of [
      "/",
      "/catalog/odezhda/",
      "/about/company/",
      "/personal/orders/status/all/",
      "/catalog/odezhda/?page=2",
    ]) {
      expect(redirect(p)).toBeNull();
    }
  });

  it("adds a trailing slash", () => {
    expect(redirect("/catalog/odezhda")).toBe("/catalog/odezhda/");
    expect(redirect("/information/delivery/pickup")).toBe("/information/delivery/pickup/");
  });

  it("lowercases the path but never the query", () => {
    expect(redirect("/Catalog/Odezhda/")).toBe("/catalog/odezhda/");
    expect(redirect("/CATALOG/ODEZHDA?Sort=Price&Q=Платье")).toBe(
      "/catalog/odezhda/?Sort=Price&Q=%D0%9F%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
    );
    expect(redirect("/catalog/odezhda/?Sort=Price")).toBeNull();
  });

  it("keeps percent-escapes as they are (encoded Cyrillic never redirects by case)", () => {
    expect(redirect("/suite/%D0%BB%D0%B5%D1%82%D0%BE/")).toBeNull();
    expect(redirect("/suite/%d0%bb/")).toBeNull();
    expect(redirect("/Suite/%D0%BB")).toBe("/suite/%D0%BB/");
    expect(redirect("/suite/лето")).toBe("/suite/%D0%BB%D0%B5%D1%82%D0%BE/");
  });

  it("does both in one step", () => {
    expect(redirect("/About/Company")).toBe("/about/company/");
  });

  it("gives file paths no trailing slash and keeps their case", () => {
    for (const p of [
      "/robots.txt",
      "/favicon.ico",
      "/sitemap.xml",
      "/build/_shared/chunk-AB12CD.js",
      "/images/no-photo.svg",
      "/.well-known/security.txt",
    ]) {
      expect(redirect(p)).toBeNull();
    }
    expect(redirect("/Robots.txt")).toBeNull();
  });

  it("treats dotted page names that are not file types as pages", () => {
    expect(redirect("/suite/v1.2")).toBe("/suite/v1.2/");
    expect(redirect("/evil.com")).toBe("/evil.com/");
    expect(redirect("/.well-known")).toBe("/.well-known/");
  });

  it("collapses repeated slashes", () => {
    expect(redirect("/catalog//odezhda///")).toBe("/catalog/odezhda/");
  });
});

describe("canonicalRedirect: never an open redirect", () => {
  it.each(["//evil.com", "///evil.com", "//evil.com/", "/\\evil.com", "//Evil.com//path", "/%2F/evil.com"])(
    "%s stays on site",
    (p) => {
      const target = canonicalRedirect(rawUrl(p));
      expect(target).not.toBeNull();
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(new URL(target!, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it("collapses //evil.com to /evil.com/", () => {
    expect(canonicalRedirect(rawUrl("//evil.com"))).toBe("/evil.com/");
    expect(canonicalRedirect(rawUrl("/\\evil.com"))).toBe("/evil.com/");
    expect(canonicalRedirect(rawUrl("//evil.com?x=1"))).toBe("/evil.com/?x=1");
  });
});

describe("canonicalRedirect: page parameter", () => {
  it.each([
    ["/catalog/odezhda/?page=1", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=0", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=-3", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=abc", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=2.5", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=1e3", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=99999999999999999999", "/catalog/odezhda/"],
    ["/catalog/odezhda/?page=0001", "/catalog/odezhda/"],
  ])("%s → %s", (from, to) => {
    expect(redirect(from)).toBe(to);
  });

  it("keeps a valid page ≥ 2 and writes it in plain form", () => {
    expect(redirect("/catalog/odezhda/?page=3")).toBeNull();
    expect(redirect("/catalog/odezhda/?page=03")).toBe("/catalog/odezhda/?page=3");
  });

  it("keeps the other parameters verbatim and in order", () => {
    expect(redirect("/catalog/odezhda/?sort=price&page=1&color=red")).toBe("/catalog/odezhda/?sort=price&color=red");
    expect(redirect("/catalog/odezhda/?b=2&a=1&page=1&q=a+b%20c")).toBe("/catalog/odezhda/?b=2&a=1&q=a+b%20c");
    expect(redirect("/catalog/odezhda/?b=2&page=4&a=1")).toBeNull();
  });

  it("uses the first page value and drops the rest", () => {
    expect(redirect("/catalog/odezhda/?page=2&page=5")).toBe("/catalog/odezhda/?page=2");
    expect(redirect("/catalog/odezhda/?page=1&page=5")).toBe("/catalog/odezhda/");
  });

  it("only touches the exact `page` key", () => {
    expect(redirect("/catalog/odezhda/?Page=1&pages=1&subpage=0")).toBeNull();
  });

  it("recognises an encoded page key", () => {
    expect(redirect("/catalog/odezhda/?pa%67e=1")).toBe("/catalog/odezhda/");
  });

  it("fixes path and page in one redirect", () => {
    expect(redirect("/Catalog/Odezhda?page=1&sort=new")).toBe("/catalog/odezhda/?sort=new");
  });
});

describe("canonicalRedirect: route table", () => {
  it.each([
    ["/about", "/about/company/"],
    ["/about/", "/about/company/"],
    ["/About", "/about/company/"],
    ["/ABOUT/", "/about/company/"],
    ["/catalog", "/catalog/odezhda/"],
    ["/catalog/", "/catalog/odezhda/"],
    ["/certificate", "/certificate/digital/"],
    ["/gift", "/personal/certificates/"],
    ["/love_2_0", "/initiatives/recycling/"],
    ["/LOVE_2_0/", "/initiatives/recycling/"],
    ["/about/shops", "/about/shops/st_petersburg/"],
    ["/shops", "/about/shops/st_petersburg/"],
    ["/shops/", "/about/shops/st_petersburg/"],
    ["/personal/orders", "/personal/orders/status/all/"],
    ["/personal/orders/", "/personal/orders/status/all/"],
    ["/fw23", "/catalog/new/?utm_source=fw23&utm_medium=redirect"],
    ["/FW23/", "/catalog/new/?utm_source=fw23&utm_medium=redirect"],
  ])("%s → %s", (from, to) => {
    expect(redirect(from)).toBe(to);
  });

  it("does not redirect the children of table paths", () => {
    for (const p of [
      "/about/company/",
      "/about/shops/moscow/",
      "/certificate/plastic/",
      "/personal/orders/15/",
      "/catalog/new/",
    ]) {
      expect(redirect(p)).toBeNull();
    }
  });

  it("keeps incoming query parameters", () => {
    expect(redirect("/about?ref=menu")).toBe("/about/company/?ref=menu");
    expect(redirect("/catalog?page=3&sort=price")).toBe("/catalog/odezhda/?page=3&sort=price");
    expect(redirect("/catalog?page=1&sort=price")).toBe("/catalog/odezhda/?sort=price");
  });

  it("puts the campaign first, keeps other params and lets the campaign win", () => {
    expect(redirect("/fw23?color=red")).toBe("/catalog/new/?utm_source=fw23&utm_medium=redirect&color=red");
    expect(redirect("/fw23?utm_source=vk&utm_campaign=x")).toBe(
      "/catalog/new/?utm_source=fw23&utm_medium=redirect&utm_campaign=x",
    );
  });

  it("has only canonical keys and canonical targets (no chains)", () => {
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      expect(normalizePath(from)).toBe(from);
      expect(to.startsWith("/")).toBe(true);
      expect(redirect(to)).toBeNull();
    }
  });

  it("is frozen", () => {
    expect(Object.isFrozen(ROUTE_REDIRECTS)).toBe(true);
  });
});

describe("canonicalRedirect: Remix _data", () => {
  it("never redirects because of _data alone", () => {
    expect(redirect("/catalog/odezhda/?_data=routes%2Fcatalog.%24")).toBeNull();
    expect(redirect("/?index&_data=routes%2F_index")).toBeNull();
  });

  it("keeps _data in the target", () => {
    expect(redirect("/about?_data=routes%2Fabout")).toBe("/about/company/?_data=routes%2Fabout");
    expect(redirect("/catalog/odezhda/?page=1&_data=routes%2Fcatalog.%24")).toBe(
      "/catalog/odezhda/?_data=routes%2Fcatalog.%24",
    );
  });
});

describe("canonicalRedirect: idempotence", () => {
  const samples = [
    "/About",
    "/catalog",
    "/Catalog/Odezhda?page=1",
    "//evil.com",
    "/fw23?x=1&page=02",
    "/shops?page=7",
    "/a//b/C?page=0&q=%41",
    "/suite/лето",
    "/Robots.txt",
    "/x/y.Z",
    "/personal/orders?_data=r",
  ];
  it.each(samples)("the target of %s needs no further redirect", (p) => {
    const target = canonicalRedirect(rawUrl(p));
    if (target !== null) expect(canonicalRedirect(new URL(target, ORIGIN))).toBeNull();
  });
});

describe("normalizePath / hasFileExtension", () => {
  it("normalises", () => {
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("Catalog/Odezhda")).toBe("/catalog/odezhda/");
    expect(normalizePath("/a\\b")).toBe("/a/b/");
  });
  it("detects known file extensions only", () => {
    expect(hasFileExtension("/robots.txt")).toBe(true);
    expect(hasFileExtension("/a/B.PNG")).toBe(true);
    expect(hasFileExtension("/evil.com")).toBe(false);
    expect(hasFileExtension("/robots.txt/")).toBe(false);
    expect(hasFileExtension("/.txt")).toBe(false);
  });
});
