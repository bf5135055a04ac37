import { describe, expect, it } from "vitest";
import { productJsonLd } from "~/catalog/product-page/structured-data";
import { siteJsonLd } from "~/seo/site-structured-data";
import { OFFER_TERMS } from "../../../server/demo-upstream/information/offer-terms";

const ORIGIN = "https://lovestore.example";
const MOSCOW = { code: "moscow", name: "Москва", delivery: true };

/** A product of three sizes: one delivered, one on a Moscow shop's shelf only, one sold out. */
function detail(images: string[], discountValue = 4000) {
  const price = { value: 5000, discountValue, discountPercent: 20 };
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
    const ld = productJsonLd(detail(["/images/products/1/0/detail.svg"]), ORIGIN, "LOVE STORE", MOSCOW, OFFER_TERMS);
    expect(ld.offers.map((offer) => offer.availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/InStoreOnly",
      "https://schema.org/OutOfStock",
    ]);
    expect(ld.image).toEqual([`${ORIGIN}/images/products/1/0/detail.svg`]);
  });

  it("a product without photos still names an image: the store's placeholder its page shows", () => {
    const ld = productJsonLd(detail(["/images/no-photo/detail.svg", ""]), ORIGIN, "LOVE STORE", MOSCOW, OFFER_TERMS);
    expect(ld.image).toEqual([`${ORIGIN}/images/no-photo.svg`]);
  });
});

describe("product JSON-LD: delivery and returns", () => {
  it("every offer carries the upstream's delivery price below the free-delivery sum, its days and the return policy", () => {
    const ld = productJsonLd(detail(["/images/products/1/0/detail.svg"]), ORIGIN, "LOVE STORE", MOSCOW, OFFER_TERMS);
    for (const offer of ld.offers) {
      expect(offer.shippingDetails).toEqual({
        "@type": "OfferShippingDetails",
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "RU" },
        // The courier's 299 ₽ below 5 000 ₽ (the delivery page's table), a day or two in the shop cities, up to 7 on the road.
        shippingRate: { "@type": "MonetaryAmount", value: 299, currency: "RUB" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
          transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 7, unitCode: "DAY" },
        },
      });
      expect(offer.hasMerchantReturnPolicy).toEqual({
        "@type": "MerchantReturnPolicy",
        applicableCountry: "RU",
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: 14,
        returnMethod: ["https://schema.org/ReturnInStore", "https://schema.org/ReturnByMail"],
        returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
      });
    }
    // The sizes' own availability stays: shipping details do not turn a shop-only size into a delivered one.
    expect(ld.offers[1].availability).toBe("https://schema.org/InStoreOnly");
  });

  it("an offer at the free-delivery sum or above ships free; other terms give other numbers", () => {
    const terms = { ...OFFER_TERMS, delivery: { ...OFFER_TERMS.delivery, price: 350, freeFrom: 7000 } };
    const free = productJsonLd(detail([], 7000), ORIGIN, "LOVE STORE", MOSCOW, terms);
    expect(free.offers[0].shippingDetails?.shippingRate.value).toBe(0);
    const paid = productJsonLd(detail([], 6999), ORIGIN, "LOVE STORE", MOSCOW, terms);
    expect(paid.offers[0].shippingDetails?.shippingRate.value).toBe(350);
  });

  it("without the upstream's terms the offers go without both, never with made-up numbers", () => {
    const ld = productJsonLd(detail([]), ORIGIN, "LOVE STORE", MOSCOW, null);
    expect(ld.offers[0]).not.toHaveProperty("shippingDetails");
    expect(ld.offers[0]).not.toHaveProperty("hasMerchantReturnPolicy");
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
