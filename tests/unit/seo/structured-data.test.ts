import { describe, expect, it } from "vitest";
import { productJsonLd } from "~/catalog/product-page/structured-data";
import { siteJsonLd } from "~/seo/site-structured-data";

const ORIGIN = "https://lovestore.example";
const MOSCOW = { code: "moscow", name: "Москва", delivery: true };

/** A product of three sizes: one delivered, one on a Moscow shop's shelf only, one sold out. */
function detail(images: string[]) {
  const price = { value: 5000, discountValue: 4000, discountPercent: 20 };
  const offer = (id: number, size: string, quantity: number, shelf: number) => ({
    id,
    size,
    price,
    ean: "",
    quantity,
    stock: shelf > 0 ? [{ quantity: shelf, cityCode: "moscow", pickup: false }] : [],
  });
  return {
    item: {
      name: "Платье миди",
      article: "LS1",
      link: "/catalog/odezhda/platya/1/",
      price,
      color: { name: "Чёрный" },
      images: { detail: images },
      sku: [offer(11, "42", 3, 0), offer(12, "44", 0, 2), offer(13, "46", 0, 0)],
    },
    description: "Платье",
  } as unknown as Parameters<typeof productJsonLd>[0];
}

describe("product JSON-LD", () => {
  it("gives each size its availability for the city: in stock, in store only, out of stock", () => {
    const ld = productJsonLd(detail(["/images/products/1/0/detail.svg"]), ORIGIN, "LOVE STORE", MOSCOW);
    expect(ld.offers.map((offer) => offer.availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/InStoreOnly",
      "https://schema.org/OutOfStock",
    ]);
    expect(ld.image).toEqual([`${ORIGIN}/images/products/1/0/detail.svg`]);
  });

  it("a product without photos still names an image: the store's placeholder its page shows", () => {
    const ld = productJsonLd(detail(["/images/no-photo/detail.svg", ""]), ORIGIN, "LOVE STORE", MOSCOW);
    expect(ld.image).toEqual([`${ORIGIN}/images/no-photo.svg`]);
  });
});

describe("site JSON-LD", () => {
  it("names the organisation and the site's search for the sitelinks search box", () => {
    const [organization, website] = siteJsonLd(`${ORIGIN}/`, {
      name: "LOVE STORE",
      phone: "8 800 700-12-34",
      email: "help@lovestore.ru",
    });
    expect(organization).toMatchObject({ "@type": "Organization", name: "LOVE STORE", url: `${ORIGIN}/` });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: `${ORIGIN}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${ORIGIN}/search/?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });
});
