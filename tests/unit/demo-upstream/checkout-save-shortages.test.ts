import { describe, expect, it } from "vitest";
import { shortages } from "../../../server/demo-upstream/checkout/saving/shortages";
import { body, computation, fields, line } from "./support/checkout-save";

describe("stock shortages", () => {
  it("reports first the lines last seen that have sold out since", () => {
    const soldOut = line(2, { available: false });
    const result = shortages(
      computation({
        active: [line(1)],
        products: [line(1), soldOut, line(3, { available: false, delay: true })],
        online: [],
      }),
      body(),
      [
        [2, 1],
        [3, 1],
      ],
    );
    expect(result).toEqual([{ message: "Товар закончился: Товар 2, размер M", code: "out_of_stock", field: "basket" }]);
  });

  it("checks the warehouse for delivery, the chosen shop's shelf for shop pickup", () => {
    const lines = [line(1, { quantity: 2 }), line(2)];
    expect(
      fields(
        shortages(
          computation({
            active: lines,
            online: [
              [1, 1],
              [2, 5],
            ],
          }),
          body(),
          null,
        ),
      ),
    ).toEqual(["basket: Товар закончился: Товар 1, размер M"]);
    const inShop = computation({
      active: lines,
      online: [],
      stores: [
        [
          101,
          [
            [1, 2],
            [2, 1],
          ],
        ],
      ],
      storeIds: ["101"],
    });
    expect(shortages(inShop, body({ shipmentId: 44, properties: { storeId: "101" } }), null)).toEqual([]);
    expect(
      shortages(
        computation({ active: lines, storeIds: ["101", "102"] }),
        body({ shipmentId: 46, properties: { storeId: "102" } }),
        null,
      ),
    ).toHaveLength(2);
  });

  it("leaves a shop not in the city to the offered-options check", () => {
    expect(
      shortages(
        computation({ active: [line(1)], storeIds: ["101"] }),
        body({ shipmentId: 44, properties: { storeId: "999" } }),
        null,
      ),
    ).toEqual([]);
  });
});
