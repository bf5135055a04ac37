import { describe, expect, it } from "vitest";
import { colorSwatches, colourName, isWhite, normalizeHex } from "~/domain/swatches";

const item = (colorHex: string, colors: string) => ({ color: { name: "Цвет", colorHex }, properties: { colors } });

describe("normalizeHex", () => {
  it.each([
    ["#FFF", "#ffffff"],
    ["fff", "#ffffff"],
    [" #ffffff ", "#ffffff"],
    ["#1A2b3C", "#1a2b3c"],
    ["000", "#000000"],
    ["abc", "#aabbcc"],
  ])("%j → %s", (input, hex) => expect(normalizeHex(input)).toBe(hex));
  it.each(["", "#", "#ff", "#ffff", "#fffffff", "red", "#ggg", "##fff"])("%j → null", (input) =>
    expect(normalizeHex(input)).toBeNull(),
  );
});

describe("isWhite", () => {
  it("matches fff and ffffff in any case", () => {
    for (const hex of ["#fff", "#FFF", "fff", "#ffffff", "#FFFFFF"]) expect(isWhite(hex)).toBe(true);
    for (const hex of ["#fffffe", "#eee", "#000", ""]) expect(isWhite(hex)).toBe(false);
  });
});

describe("colorSwatches", () => {
  it("lists the other colours, excluding the main one", () => {
    expect(colorSwatches(item("#000000", "#000000,#ff0000,#00ff00"))).toEqual([
      { hex: "#ff0000", bordered: false },
      { hex: "#00ff00", bordered: false },
    ]);
  });

  it("shows a product in two colours (main + one other) as one swatch", () => {
    expect(colorSwatches(item("#000000", "#000000,#ff0000"))).toEqual([{ hex: "#ff0000", bordered: false }]);
  });

  it("counts the main colour even when the list omits it", () => {
    expect(colorSwatches(item("#000000", "#ff0000"))).toEqual([{ hex: "#ff0000", bordered: false }]);
  });

  it("shows nothing for a single-colour product", () => {
    expect(colorSwatches(item("#000000", "#000000"))).toEqual([]);
    expect(colorSwatches(item("#000000", ""))).toEqual([]);
    expect(colorSwatches(item("#000", "#000000, 000 ,#000"))).toEqual([]);
  });

  it("shows nothing when only one colour is known (main colour missing)", () => {
    expect(colorSwatches(item("", "#ff0000"))).toEqual([]);
    expect(colorSwatches(item("not-a-colour", "#ff0000"))).toEqual([]);
  });

  it("lists all colours when the main colour is unknown but there are two or more", () => {
    expect(colorSwatches(item("", "#ff0000,#00ff00"))).toEqual([
      { hex: "#ff0000", bordered: false },
      { hex: "#00ff00", bordered: false },
    ]);
  });

  it("tolerates spaces, case, missing '#' and short hex; dedupes", () => {
    expect(colorSwatches(item("#FFF", " FFFFFF , #FF0000,ff0000, f00 ,#00F,,  "))).toEqual([
      { hex: "#ff0000", bordered: false },
      { hex: "#0000ff", bordered: false },
    ]);
  });

  it("excludes the main colour case-insensitively and #fff ≡ #ffffff", () => {
    expect(colorSwatches(item("#ffffff", "#FFF,#123456"))).toEqual([{ hex: "#123456", bordered: false }]);
    expect(colorSwatches(item("#ABCDEF", "#abcdef,#123456"))).toEqual([{ hex: "#123456", bordered: false }]);
  });

  it("ignores unparsable entries", () => {
    expect(colorSwatches(item("#000000", "red,#12,#ff0000"))).toEqual([{ hex: "#ff0000", bordered: false }]);
  });

  it("borders white swatches", () => {
    expect(colorSwatches(item("#000000", "#000000,#fff,#FFFFFF,#eeeeee"))).toEqual([
      { hex: "#ffffff", bordered: true },
      { hex: "#eeeeee", bordered: false },
    ]);
  });
});

describe("colourName", () => {
  it("names every colour of the seed's palette in Russian", async () => {
    const { COLOURS } = await import("../../../server/demo-upstream/seed/catalog-vocabulary");
    for (const colour of COLOURS) expect(colourName(colour.hex)).toBe(colour.name);
    expect(colourName("#3E6B48")).toBe("Зелёный");
    expect(colourName("fff")).toBe("Белый");
  });

  it("names a colour outside the palette after the nearest one, and nothing for what is not a colour", () => {
    expect(colourName("#2e5ea8")).toBe("Оттенок: синий");
    expect(colourName("#fefefe")).toBe("Оттенок: белый");
    expect(colourName("red")).toBeNull();
  });
});
