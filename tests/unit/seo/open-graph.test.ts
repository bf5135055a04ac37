import { describe, expect, it } from "vitest";
import { pageMeta } from "~/seo/meta";

const ORIGIN = "https://lovestore.example";
const matches = [{ id: "root", data: { origin: ORIGIN, store: { name: "LOVE STORE" } } }];
const property = (tags: ReturnType<typeof pageMeta>, name: string) =>
  (tags.find((tag) => "property" in tag && tag.property === name) as { content?: string } | undefined)?.content;

describe("Open Graph", () => {
  it("a page's URL from the public origin without the modal or tracking, and its description", () => {
    const tags = pageMeta({
      title: "О компании",
      description: "Кто мы",
      location: { pathname: "/about/company/", search: "?modal=menu&utm_source=x" },
      matches,
    });
    expect(property(tags, "og:url")).toBe(`${ORIGIN}/about/company/`);
    expect(property(tags, "og:description")).toBe("Кто мы");
    expect(property(tags, "og:title")).toBe("О компании | LOVE STORE");
  });

  it("a listing keeps its filters and page but not the modal; a product its own path", () => {
    const listing = pageMeta({
      title: "Платья",
      location: { pathname: "/catalog/odezhda/platya/", search: "?size=44&page=2&modal=catalogFilter" },
      matches,
      isCatalogue: true,
    });
    expect(property(listing, "og:url")).toBe(`${ORIGIN}/catalog/odezhda/platya/?size=44&page=2`);
    const product = pageMeta({
      title: "Платье",
      location: { pathname: "/catalog/odezhda/platya/1/", search: "?anything=1&modal=sizeTable" },
      matches,
      isCatalogue: true,
      ownPath: "/catalog/odezhda/platya/1/",
    });
    expect(property(product, "og:url")).toBe(`${ORIGIN}/catalog/odezhda/platya/1/`);
  });

  it("a raster picture as an absolute URL of the public origin, with its size and what it shows", () => {
    const tags = pageMeta({
      title: "Платье",
      location: { pathname: "/catalog/odezhda/platya/1/", search: "" },
      matches,
      image: { url: "/images/products/1/0/share.png", width: 600, height: 800, alt: "Платье миди" },
    });
    expect(property(tags, "og:image")).toBe(`${ORIGIN}/images/products/1/0/share.png`);
    expect(property(tags, "og:image:width")).toBe("600");
    expect(property(tags, "og:image:height")).toBe("800");
    expect(property(tags, "og:image:alt")).toBe("Платье миди");
  });
});
