import type { BasketLine } from "../../../../app/contract/basket";
import type { ApiMessage } from "../../http/envelope";

/** A 400 problem of a field. */
export const invalid = (field: string, message: string): ApiMessage => ({ message, code: "validation", field });

/** A 409 problem of a basket line that stock no longer covers. */
export const outOfStock = (line: BasketLine): ApiMessage => ({
  message: `Товар закончился: ${line.name}, размер ${line.size}`,
  code: "out_of_stock",
  field: "basket",
});
