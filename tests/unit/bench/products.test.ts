import { describe, expect, it } from "vitest";
import { productLinks } from "../../../bench/products";

describe("productLinks", () => {
  it("finds the section's product pages once each, in page order", () => {
    const html = [
      '<a href="/catalog/odezhda/bluzki/52/">',
      '<a href="/catalog/odezhda/">',
      '<a href="/catalog/odezhda/bluzki/52/">',
      '<a href="/catalog/odezhda/yubki/160/">',
      '<a href="/catalog/aksessuary/sumki/7/">',
      '<a href="/catalog/odezhda/?page=2">',
    ].join("");
    expect(productLinks(html, "/catalog/odezhda/")).toEqual([
      "/catalog/odezhda/bluzki/52/",
      "/catalog/odezhda/yubki/160/",
    ]);
  });
});
