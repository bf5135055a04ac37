import type Database from "better-sqlite3";
import type { BasketLine } from "../../../../app/contract/basket";
import { HttpError } from "../../http/envelope";
import { createStockChanged } from "../../catalog/stock-changed";
import { outOfStock } from "./problems";

/**
 * Takes an order's lines out of stock: from the warehouse, or from the shop's shelf for store pickup. A line short of
 * stock throws 409, so the caller's transaction rolls everything back. The sizes each city can buy follow.
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
  const stockChanged = createStockChanged(db);

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
    stockChanged(lines.map((line) => line.productId));
  };
}
