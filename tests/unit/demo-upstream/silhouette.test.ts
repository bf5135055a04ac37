import { describe, expect, it } from "vitest";
import { GARMENTS, silhouetteOf } from "../../../server/demo-upstream/media/garments";
import { renderProductSvg } from "../../../server/demo-upstream/media/product-svg";

describe("silhouetteOf", () => {
  it.each([
    ["shoes", "Кроссовки из замши", "sneakers"],
    ["shoes", "Кеды на платформе", "sneakers"],
    ["shoes", "Балетки кожаные", "flats"],
    ["shoes", "Лоферы", "flats"],
    ["shoes", "Туфли-лодочки", "shoes"],
    ["boots", "Кроссовки", "boots"],
    ["dress", "Платье-кеды", "dress"],
  ] as const)("%s «%s» → %s", (garment, name, silhouette) => expect(silhouetteOf(garment, name)).toBe(silhouette));
});

describe("flat shoes are drawn without a heel", () => {
  // The court shoe's heel is a second closed shape below the sole.
  const shapes = (path: string) => path.split("Z").filter((part) => part.trim()).length;

  it("has one shape for sneakers and flats, two (sole and heel) for court shoes", () => {
    expect(shapes(GARMENTS.shoes.body)).toBe(2);
    expect(shapes(GARMENTS.sneakers.body)).toBe(1);
    expect(shapes(GARMENTS.flats.body)).toBe(1);
  });

  it("renders a sneaker picture with its own outline", () => {
    const svg = renderProductSvg({ silhouette: "sneakers", colorHex: "#1a1a1a", index: 0, width: 300, height: 400 });
    expect(svg).toContain(GARMENTS.sneakers.body);
    expect(svg).not.toContain(GARMENTS.shoes.body);
  });
});
