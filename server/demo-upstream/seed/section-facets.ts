import type Database from "better-sqlite3";
import type { Colour } from "./catalog-vocabulary";

/** What the facets count of a product: its price, colour and the sections that list it (sizes are the city's: catalog/city-sizes.ts). */
export type FacetProduct = {
  discountPrice: number;
  discountPercent: number;
  colour: Colour;
  sectionIds: number[];
};

type Facets = {
  count: number;
  minPrice: number;
  maxPrice: number;
  colours: Map<string, { name: string; count: number }>;
};
const emptyFacets = (): Facets => ({ count: 0, minPrice: 0, maxPrice: 0, colours: new Map() });

/**
 * Per-section product counts, price ranges and colour facets, summed up in memory,
 * once over every product and once over the discounted ones.
 */
export function insertSectionFacets(db: Database.Database, products: FacetProduct[]): void {
  const facets = new Map<number, { all: Facets; discounted: Facets }>();
  const add = (facet: Facets, p: FacetProduct) => {
    facet.minPrice = facet.count === 0 ? p.discountPrice : Math.min(facet.minPrice, p.discountPrice);
    facet.maxPrice = Math.max(facet.maxPrice, p.discountPrice);
    facet.count++;
    const colour = facet.colours.get(p.colour.hex) ?? { name: p.colour.name, count: 0 };
    colour.count++;
    facet.colours.set(p.colour.hex, colour);
  };
  for (const p of products) {
    for (const sectionId of p.sectionIds) {
      let facet = facets.get(sectionId);
      if (!facet) {
        facet = { all: emptyFacets(), discounted: emptyFacets() };
        facets.set(sectionId, facet);
      }
      add(facet.all, p);
      if (p.discountPercent > 0) add(facet.discounted, p);
    }
  }
  const updateSection = db.prepare(
    `UPDATE sections SET product_count = ?, min_price = ?, max_price = ?,
       discount_count = ?, discount_min_price = ?, discount_max_price = ? WHERE id = ?`,
  );
  const insertColour = db.prepare(
    "INSERT INTO section_colors (section_id, discount_only, color_hex, color_name, product_count) VALUES (?, ?, ?, ?, ?)",
  );
  for (const [sectionId, { all, discounted }] of facets) {
    updateSection.run(
      all.count,
      all.minPrice,
      all.maxPrice,
      discounted.count,
      discounted.minPrice,
      discounted.maxPrice,
      sectionId,
    );
    for (const [discountOnly, facet] of [
      [0, all],
      [1, discounted],
    ] as const) {
      for (const [hex, { name, count }] of facet.colours) insertColour.run(sectionId, discountOnly, hex, name, count);
    }
  }
}
