import type Database from "better-sqlite3";
import type { StoreFigures } from "./pages/blocks";
import { companyPage } from "./pages/company";
import { FRANCHISE_FORMATS, franchisingPage } from "./pages/franchising";
import { initiativesPage } from "./pages/initiatives";
import { recyclingPage } from "./pages/recycling";
import { vacancyPage } from "./pages/vacancy";

/** Seeds the editorial pages and the franchise formats; runs after the shops are seeded (the texts count them). */
export function seedEditorial(db: Database.Database): void {
  const figures: StoreFigures = {
    stores: db.prepare<[], number>("SELECT COUNT(*) FROM stores").pluck().get()!,
    cities: db.prepare<[], number>("SELECT COUNT(DISTINCT city_id) FROM stores").pluck().get()!,
  };
  const insertPage = db.prepare(
    `INSERT INTO pages (code, title, lead, description, facts, sections, picture_garment, picture_from, picture_to, picture_alt)
     VALUES (@code, @title, @lead, @description, @facts, @sections, @garment, @colorFrom, @colorTo, @alt)`,
  );
  for (const page of [
    companyPage(figures),
    franchisingPage(),
    vacancyPage(),
    initiativesPage(figures),
    recyclingPage(figures),
  ]) {
    const picture = page.picture ?? { garment: null, colorFrom: null, colorTo: null, alt: null };
    insertPage.run({
      ...page,
      ...picture,
      facts: page.facts ? JSON.stringify(page.facts) : null,
      sections: JSON.stringify(page.sections),
    });
  }

  const insertFormat = db.prepare(
    "INSERT INTO franchise_formats (code, name, area, investment, description, sort) VALUES (@code, @name, @area, @investment, @description, @sort)",
  );
  FRANCHISE_FORMATS.forEach((format, index) => insertFormat.run({ ...format, sort: index + 1 }));
}
