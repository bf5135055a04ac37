import type Database from "better-sqlite3";
import { createProductCitySizes } from "./city-sizes";
import { createSectionCitySizesUpdate } from "./section-city-sizes";

/**
 * After products' stock changed (checkout reservation, a cancelled order): their sizes by city, and the size facets of
 * their sections, follow.
 */
export function createStockChanged(db: Database.Database) {
  const citySizes = createProductCitySizes(db);
  const updateFacets = createSectionCitySizesUpdate(db);
  return (productIds: Iterable<number>): void => {
    for (const product of new Set(productIds)) {
      const before = citySizes.read(product);
      citySizes.recompute(product);
      updateFacets(product, before, citySizes.read(product));
    }
  };
}
