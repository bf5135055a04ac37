import type Database from "better-sqlite3";
import type { Suggest } from "../../../app/contract/product";
import { formatRoubles } from "../format";
import { listImageUrl } from "../media/urls";
import type { SectionIndex } from "./sections";

type SuggestRow = { id: number; name: string; section_id: number; discount_price: number; picture_count: number };

/** The search suggestions' products: name, link, picture and price of the given products, in the given order. */
export function createSuggestedProducts(db: Database.Database, sections: SectionIndex, publicUrl: string) {
  const rowsOf = db.prepare<[string], SuggestRow>(
    "SELECT id, name, section_id, discount_price, picture_count FROM products WHERE id IN (SELECT value FROM json_each(?))",
  );

  return (ids: number[]): Suggest["products"] => {
    const rows = new Map(rowsOf.all(JSON.stringify(ids)).map((row) => [row.id, row]));
    return ids
      .map((id) => rows.get(id)!)
      .map((row) => ({
        id: row.id,
        name: row.name,
        link: sections.productLink(row.section_id, row.id),
        image: listImageUrl(publicUrl, row.id, row.picture_count),
        price: formatRoubles(row.discount_price),
      }));
  };
}
