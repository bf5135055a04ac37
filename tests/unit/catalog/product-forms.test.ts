import { describe, expect, it } from "vitest";
import { ProductFormSchema } from "~/catalog/product-form-schema";
import { gallerySlides } from "~/catalog/product-card/card-gallery";
import { formatViewed, RECENTLY_VIEWED_LIMIT, withViewed } from "~/catalog/recently-viewed";
import { parseViewed } from "~/catalog/recently-viewed.server";
import { firstOf } from "~/http/once.server";

describe("product forms", () => {
  it("leaves adding to the basket to the basket's forms (/basket/)", () => {
    expect(ProductFormSchema.safeParse({ intent: "basket-add", productId: "52", offer: "5201" }).success).toBe(false);
  });

  it("asks for a size in Russian when a subscription has none", () => {
    const result = ProductFormSchema.safeParse({ intent: "subscribe", productId: "52", email: "a@b.ru" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["offer"], message: "Выберите размер" });
  });

  it("validates email and phone of a preorder with Russian messages and normalises the phone", () => {
    const bad = ProductFormSchema.safeParse({
      intent: "preorder",
      productId: "52",
      offer: "1",
      name: "Анна",
      phone: "12",
      email: "nope",
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      phone: "Введите номер телефона в формате +7 (999) 999-99-99",
      email: "Введите корректный email",
    });
    const good = ProductFormSchema.parse({
      intent: "preorder",
      productId: "52",
      offer: "1",
      name: "Анна",
      phone: "8 (912) 345-67-89",
      email: "anna@example.ru",
    });
    expect(good).toMatchObject({ phone: "+79123456789" });
  });

  it("rejects unknown intents and non-numeric ids", () => {
    expect(ProductFormSchema.safeParse({ intent: "drop-tables", productId: "1" }).success).toBe(false);
    expect(ProductFormSchema.safeParse({ intent: "wishlist", productId: "1e3", wishlisted: "true" }).success).toBe(
      false,
    );
  });
});

describe("gallery slides", () => {
  const images = { detail: ["a", "b", "c"], list375: ["a", "b", "c"], list: ["a", "b", "c"] };
  it("puts each video at its order among the pictures", () => {
    const slides = gallerySlides({ images, videos: [{ sm: "v.webm", order: 1 }] });
    expect(slides.map((s) => s.kind)).toEqual(["picture", "video", "picture", "picture"]);
  });
  it("keeps a placeholder slide for a product without pictures and clamps far orders", () => {
    const slides = gallerySlides({
      images: { detail: [], list375: [], list: [] },
      videos: [{ sm: "v.webm", order: 9 }],
    });
    expect(slides.map((s) => s.kind)).toEqual(["picture", "video"]);
  });
});

describe("recently viewed", () => {
  it("moves the product to the front without duplicates and keeps the list bounded", () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    const long = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => i + 1);
    const next = withViewed(long, 99);
    expect(next).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(RECENTLY_VIEWED_LIMIT);
  });

  it("reads back what it writes, and counts a malformed or overlong value as none", () => {
    expect(parseViewed(formatViewed([52, 160, 92]))).toEqual([52, 160, 92]);
    expect(parseViewed(undefined)).toEqual([]);
    expect(parseViewed("52.abc")).toEqual([]);
    expect(parseViewed("0.1")).toEqual([]);
    expect(parseViewed(formatViewed(Array.from({ length: RECENTLY_VIEWED_LIMIT + 1 }, (_, i) => i + 1)))).toEqual([]);
  });
});

describe("firstOf", () => {
  it("tells submissions apart by the browser's nonce; without one, the same post sent again at once is the same", async () => {
    const add = `token|52|241|${Math.random()}`;
    expect(await firstOf(add, "n-1")).toBe(true);
    expect(await firstOf(add, "n-1")).toBe(false);
    expect(await firstOf(add, "n-2")).toBe(true);
    expect(await firstOf(add, undefined)).toBe(true);
    expect(await firstOf(add, undefined)).toBe(false);
  });
});

describe("toCardItem", () => {
  it("keeps every offer state of the shopper's city while dropping what cards do not show", async () => {
    const { toCardItem } = await import("~/domain/card-item");
    const { offerState } = await import("~/domain/offers");
    const price = {
      value: 1000,
      discountValue: 900,
      discountPercent: 10,
      formatValue: "",
      formatDiscountValue: "",
      currency: "RUB",
    };
    const item = {
      id: 1,
      name: "Платье",
      link: "/catalog/x/1/",
      price,
      videos: [],
      color: { name: "Чёрный", colorHex: "#000000" },
      properties: { colors: "#000000" },
      sectionId: 1,
      sectionPromoName: null,
      article: "A",
      detailName: "Платье",
      suite: null,
      images: { original: ["o"], detail: ["d"], list375: ["s"], list: ["l"] },
      sku: [
        {
          id: 1,
          size: "42",
          quantity: 0,
          stock: [
            { storeId: 101, quantity: 1, cityCode: "moscow", pickup: true },
            { storeId: 701, quantity: 2, cityCode: "kazan", pickup: true },
          ],
          ean: "1",
          price,
        },
        { id: 2, size: "44", quantity: 1, stock: [], ean: "2", price },
        { id: 3, size: "46", quantity: 0, stock: [{ storeId: 101, quantity: 0, cityCode: "moscow", pickup: true }] },
      ],
    };
    for (const city of [
      { code: "moscow", name: "Москва", delivery: true },
      { code: "kazan", name: "Казань", delivery: false },
    ]) {
      const card = toCardItem(item, city);
      expect(card.sku.map((offer) => offerState(offer, city))).toEqual(
        item.sku.map((offer) => offerState(offer, city)),
      );
    }
    const card = toCardItem(item, { code: "kazan" });
    expect(Object.keys(card).sort()).toEqual([
      "article",
      "color",
      "id",
      "images",
      "link",
      "name",
      "price",
      "properties",
      "sectionPromoName",
      "sku",
      "videos",
    ]);
    expect(card.images).toEqual({ detail: ["d"], list375: ["s"], list: ["l"] });
    expect(card.sku[0]).toEqual({
      id: 1,
      size: "42",
      quantity: 0,
      stock: [{ quantity: 2, cityCode: "kazan", pickup: true }],
    });
    expect(card.sku[2].stock).toEqual([]);
  });
});
