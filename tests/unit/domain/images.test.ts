import { describe, expect, it } from "vitest";
import {
  CARD_MEDIA,
  PLACEHOLDER_IMAGE,
  cardImageSources,
  isDevelopmentHost,
  isPlaceholderPath,
  resolveImageUrl,
} from "~/domain/images";
import type { Images } from "~/contract/catalog";

const CDN = "https://img.shop.example";

describe("isPlaceholderPath", () => {
  it.each([undefined, null, "", "   ", "\n", "/upload/no-photo.png", `${CDN}/NO-PHOTO.jpg`, "no-photo"])(
    "%j is a placeholder",
    (p) => {
      expect(isPlaceholderPath(p)).toBe(true);
    },
  );
  it.each([`${CDN}/a.jpg`, "/images/photo.jpg", "no_photo.jpg"])("%j is a picture", (p) => {
    expect(isPlaceholderPath(p)).toBe(false);
  });
});

describe("resolveImageUrl", () => {
  it("returns the placeholder for missing pictures", () => {
    expect(PLACEHOLDER_IMAGE).toBe("/images/no-photo.svg");
    for (const p of [undefined, null, "", " ", "/upload/no-photo.jpg"])
      expect(resolveImageUrl(p)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImageUrl("", { swapHost: { to: "https://img.test" } })).toBe(PLACEHOLDER_IMAGE);
  });

  it("returns the (trimmed) URL without swapHost", () => {
    expect(resolveImageUrl(`${CDN}/a.jpg`)).toBe(`${CDN}/a.jpg`);
    expect(resolveImageUrl(`  ${CDN}/a.jpg `)).toBe(`${CDN}/a.jpg`);
    expect(resolveImageUrl("/images/banner.jpg")).toBe("/images/banner.jpg");
  });

  it("swaps any origin when `from` is not set", () => {
    expect(resolveImageUrl(`${CDN}/upload/a.jpg?w=300#x`, { swapHost: { to: "https://img.test" } })).toBe(
      "https://img.test/upload/a.jpg?w=300#x",
    );
    expect(resolveImageUrl("http://other.example:8080/a.jpg", { swapHost: { to: "https://img.test/" } })).toBe(
      "https://img.test/a.jpg",
    );
  });

  it("swaps only the matching origin when `from` is set", () => {
    const swapHost = { from: CDN, to: "https://img.test" };
    expect(resolveImageUrl(`${CDN}/a.jpg`, { swapHost })).toBe("https://img.test/a.jpg");
    expect(resolveImageUrl("https://elsewhere.example/a.jpg", { swapHost })).toBe("https://elsewhere.example/a.jpg");
    expect(resolveImageUrl("http://img.shop.example/a.jpg", { swapHost })).toBe("http://img.shop.example/a.jpg");
  });

  it("accepts bare hosts for from and to, keeping the scheme", () => {
    expect(
      resolveImageUrl("http://img.shop.example/a.jpg", { swapHost: { from: "img.shop.example", to: "img.test" } }),
    ).toBe("http://img.test/a.jpg");
    expect(resolveImageUrl("https://x.example/a.jpg", { swapHost: { from: "img.shop.example", to: "img.test" } })).toBe(
      "https://x.example/a.jpg",
    );
  });

  it("swaps protocol-relative URLs", () => {
    expect(resolveImageUrl("//img.shop.example/a.jpg", { swapHost: { to: "https://img.test" } })).toBe(
      "https://img.test/a.jpg",
    );
  });

  it("leaves site-relative paths and unparsable settings alone", () => {
    expect(resolveImageUrl("/images/banner.jpg", { swapHost: { to: "https://img.test" } })).toBe("/images/banner.jpg");
    expect(resolveImageUrl(`${CDN}/a.jpg`, { swapHost: { to: "https://" } })).toBe(`${CDN}/a.jpg`);
    expect(resolveImageUrl(`${CDN}/a.jpg`, { swapHost: { to: "" } })).toBe(`${CDN}/a.jpg`);
    expect(resolveImageUrl(`${CDN}/a.jpg`, { swapHost: { from: "", to: "https://img.test" } })).toBe(`${CDN}/a.jpg`);
  });
});

describe("isDevelopmentHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "LOCALHOST",
    "app.localhost",
    "127.0.0.1",
    "127.0.0.1:8080",
    "127.1.2.3",
    "[::1]:3000",
    "::1",
    "shop.local",
    "shop.local:3000",
    "shop.test",
    "dev.shop.ru",
    "stage.shop.ru:443",
    "localhost.",
  ])("%s is development", (host) => expect(isDevelopmentHost(host)).toBe(true));

  it.each([
    "shop.ru",
    "www.shop.ru",
    "shop.ru:443",
    "",
    "10.0.0.1",
    "128.0.0.1",
    "localhost.shop.ru",
    "devshop.ru",
    "shop.dev.ru",
    "shop.testing",
    "mylocal",
    "staging.shop.ru",
    "127.0.0.1.evil.com",
  ])("%j is not development", (host) => expect(isDevelopmentHost(host)).toBe(false));
});

describe("cardImageSources", () => {
  const images: Images = {
    original: [`${CDN}/o0.jpg`, `${CDN}/o1.jpg`],
    detail: [`${CDN}/d0.jpg`, `${CDN}/d1.jpg`],
    list375: [`${CDN}/s0.jpg`, `${CDN}/s1.jpg`],
    list: [`${CDN}/l0.jpg`, `${CDN}/l1.jpg`],
  };

  it("switches under 375, 375–799 and from 800 px", () => {
    expect(cardImageSources(images, 1)).toEqual({
      sources: [
        { media: "(max-width: 374px)", srcSet: `${CDN}/s1.jpg` },
        { media: "(min-width: 375px) and (max-width: 799px)", srcSet: `${CDN}/l1.jpg` },
        { media: "(min-width: 800px)", srcSet: `${CDN}/d1.jpg` },
      ],
      src: `${CDN}/l1.jpg`,
    });
    expect(CARD_MEDIA.small).toBe("(max-width: 374px)");
  });

  it("gives the placeholder for a missing index or list picture", () => {
    const placeholder = { sources: [], src: PLACEHOLDER_IMAGE };
    expect(cardImageSources(images, 2)).toEqual(placeholder);
    expect(cardImageSources(images, -1)).toEqual(placeholder);
    expect(cardImageSources(images, 0.5)).toEqual(placeholder);
    expect(cardImageSources({ ...images, list: [] }, 0)).toEqual(placeholder);
    expect(cardImageSources({ ...images, list: ["/upload/no-photo.jpg"] }, 0)).toEqual(placeholder);
    expect(cardImageSources({ detail: [], list375: [], list: [] }, 0)).toEqual(placeholder);
  });

  it("falls back to the list picture for a missing list375 or detail", () => {
    const result = cardImageSources({ ...images, list375: [], detail: ["", "x/no-photo.jpg"] }, 1);
    expect(result.sources.map((s) => s.srcSet)).toEqual([`${CDN}/l1.jpg`, `${CDN}/l1.jpg`, `${CDN}/l1.jpg`]);
  });

  it("applies the host swap to every source", () => {
    const result = cardImageSources(images, 0, { swapHost: { from: CDN, to: "https://img.test" } });
    expect(result.src).toBe("https://img.test/l0.jpg");
    expect(result.sources.map((s) => s.srcSet)).toEqual([
      "https://img.test/s0.jpg",
      "https://img.test/l0.jpg",
      "https://img.test/d0.jpg",
    ]);
  });

  it("percent-encodes whitespace in srcset", () => {
    const result = cardImageSources({ ...images, list375: [`${CDN}/a b.jpg`] }, 0);
    expect(result.sources[0].srcSet).toBe(`${CDN}/a%20b.jpg`);
  });
});

describe("photosFirst", () => {
  const item = (id: number, first?: string) => ({ id, images: { list: first === undefined ? [] : [first] } });
  it("puts products with a real first picture first, keeping each group's order", async () => {
    const { photosFirst, hasPhoto } = await import("~/domain/images");
    const items = [
      item(1, "https://cdn/no-photo/list.svg"),
      item(2, "https://cdn/2.jpg"),
      item(3),
      item(4, "https://cdn/4.jpg"),
      item(5, " "),
    ];
    expect(photosFirst(items).map((i) => i.id)).toEqual([2, 4, 1, 3, 5]);
    expect(hasPhoto(items[1])).toBe(true);
    expect(hasPhoto(items[0])).toBe(false);
  });
});
