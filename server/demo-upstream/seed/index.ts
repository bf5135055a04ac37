import type Database from "better-sqlite3";
import { fillCitySizes } from "../catalog/city-sizes";
import { fillSectionCitySizes } from "../catalog/section-city-sizes";
import { seedAccounts } from "./account";
import { seedCheckout } from "./checkout";
import { seedCityDirectory } from "./city-directory";
import { seedContent } from "./content";
import { seedEditorial } from "./editorial";
import { seedGiftCertificates } from "./gift-certificates";
import { seedLocations } from "./locations";
import { seedProducts } from "./products";
import { createRandom } from "./random";
import { seedSections } from "./sections";
import { seedShops } from "./shops";

/** Fills an empty database with the deterministic demo data. Runs inside the caller's transaction. */
export function seedDatabase(db: Database.Database, productCount: number): void {
  const leaves = seedSections(db);
  const storeIds = seedLocations(db, createRandom("locations"));
  seedProducts(db, createRandom("products"), productCount, leaves, storeIds);
  seedContent(db);
  seedAccounts(db);
  seedCheckout(db, createRandom("checkout"));
  seedEditorial(db);
  seedGiftCertificates(db);
  seedShops(db);
  seedCityDirectory(db, createRandom("city-directory"));
  // After everything that stocks shops or takes stock (demo orders): the sizes each city can buy, and their facets.
  fillCitySizes(db);
  fillSectionCitySizes(db);
}
