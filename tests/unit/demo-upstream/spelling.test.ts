import { describe, expect, it } from "vitest";
import {
  allowedEdits,
  closestWord,
  isCorrectable,
  prefixDistances,
  type VocabularyWord,
} from "../../../server/demo-upstream/catalog/spelling";

const vocabulary = (...entries: [string, number][]): VocabularyWord[] =>
  entries.map(([word, products]) => ({ word, products }));

const CATALOGUE = vocabulary(
  ["платья", 50],
  ["платье", 49],
  ["платки", 4],
  ["платок", 3],
  ["черный", 15],
  ["кроссовки", 2],
  ["юбка", 17],
  ["сумка", 11],
  ["сумки", 11],
);

describe("edit distance", () => {
  it("measures a letter added, dropped or replaced, to every prefix of the word", () => {
    expect(prefixDistances("плаье", "платье", 2)).toEqual([5, 4, 3, 2, 2, 2, 1]);
    expect(prefixDistances("платье", "платье", 0)?.[6]).toBe(0);
    expect(prefixDistances("юбка", "юбкаа", 1)?.[5]).toBe(1);
  });

  it("gives up as soon as no prefix can come within the allowed edits", () => {
    expect(prefixDistances("абракадабра", "платье", 2)).toBeNull();
    expect(prefixDistances("щщщщ", "юбка", 1)).toBeNull();
  });

  it("allows one letter up to five letters, two from six, none for short or overlong words", () => {
    expect([3, 4, 5, 6, 12, 24, 25].map(allowedEdits)).toEqual([0, 1, 1, 2, 2, 2, 0]);
    expect(isCorrectable("плаье")).toBe(true);
    for (const token of ["пла", "плаье1", "ab-cd", "а".repeat(25)]) expect(isCorrectable(token)).toBe(false);
  });
});

describe("closestWord", () => {
  it("reads the issue's misspellings as «платье»", () => {
    for (const typo of ["плаье", "платте", "платьев", "плaтье" /* a Latin «a» */])
      expect(closestWord(typo, CATALOGUE), typo).toBe("платье");
  });

  it("reads two letters off in a longer word, never three", () => {
    expect(closestWord("кросовкы", CATALOGUE)).toBe("кроссовки");
    expect(closestWord("красофкы", CATALOGUE)).toBeNull();
  });

  it("keeps the shopper's word ending when only the stem is near a catalogue word", () => {
    expect(closestWord("чорное", CATALOGUE)).toBe("черное");
    expect(closestWord("чорного", CATALOGUE)).toBe("черного");
  });

  it("reads an unfinished word as the start of the most frequent catalogue word", () => {
    expect(closestWord("платт", CATALOGUE)).toBe("платья");
  });

  it("ranks fewer edits first, then the nearer whole word, then the word more products hold", () => {
    // «сумкк» is one letter from both «сумка» and «сумки» (equally frequent): the alphabet decides, the same every time.
    expect(closestWord("сумкк", CATALOGUE)).toBe("сумка");
    // One edit from a rare word beats two from a frequent one.
    expect(closestWord("платак", CATALOGUE)).toBe("платок");
    expect(closestWord("платак", vocabulary(["платья", 1000], ["платок", 1]))).toBe("платок");
  });

  it("corrects nothing too short, too long, with digits or far from every word", () => {
    for (const token of ["плт", "юб", "плаье2", "абракадабра", "gkfnmt", "платье".repeat(5)])
      expect(closestWord(token, CATALOGUE), token).toBeNull();
    expect(closestWord("плаье", [])).toBeNull();
  });
});
