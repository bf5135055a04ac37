import type Database from "better-sqlite3";
import type { BasketLine } from "../../../../app/contract/basket";
import { HttpError } from "../../http/envelope";
import { sizeMask } from "../../catalog/sizes";
import { outOfStock } from "./problems";

/**
 * Takes an order's lines out of stock: from the warehouse, or from the shop's shelf for store pickup. A line short of
 * stock throws 409, so the caller's transaction rolls everything back. The products' sizes in stock follow.
 */
export function createStockReservation(db: Database.Database) {
  const takeOnline = db.prepare<{ id: number; quantity: number }>(
    "UPDATE offers SET quantity = quantity - @quantity, total_quantity = total_quantity - @quantity WHERE id = @id AND quantity >= @quantity",
  );
  const takeFromStore = db.prepare<{ id: number; store: number; quantity: number }>(
    "UPDATE offer_stock SET quantity = quantity - @quantity WHERE offer_id = @id AND store_id = @store AND quantity >= @quantity",
  );
  const dropEmptyStock = db.prepare<{ id: number; store: number }>(
    "DELETE FROM offer_stock WHERE offer_id = @id AND store_id = @store AND quantity <= 0",
  );
  const lowerTotal = db.prepare<{ id: number; quantity: number }>(
    "UPDATE offers SET total_quantity = total_quantity - @quantity WHERE id = @id",
  );
  const sizesInStock = db
    .prepare<[number], string>("SELECT size FROM offers WHERE product_id = ? AND total_quantity > 0")
    .pluck();
  const setSizeMask = db.prepare<[number, number]>("UPDATE products SET size_mask = ? WHERE id = ?");

  return (lines: BasketLine[], storeId: number | null): void => {
    for (const line of lines) {
      const taken =
        storeId === null
          ? takeOnline.run({ id: line.offerId, quantity: line.quantity }).changes
          : takeFromStore.run({ id: line.offerId, store: storeId, quantity: line.quantity }).changes;
      if (taken !== 1) throw new HttpError(409, [outOfStock(line)]);
      if (storeId !== null) {
        lowerTotal.run({ id: line.offerId, quantity: line.quantity });
        dropEmptyStock.run({ id: line.offerId, store: storeId });
      }
    }
    for (const productId of new Set(lines.map((line) => line.productId)))
      setSizeMask.run(sizeMask(sizesInStock.all(productId)), productId);
  };
}
