import { describe, expect, it } from "vitest";
import { toPlace } from "../../../server/demo-upstream/checkout/delivery/places";
import { linesShort } from "../../../server/demo-upstream/checkout/delivery/stock";
import { POINT } from "./support/checkout-delivery";

describe("places and stock", () => {
  it("gives a place its id as a string and its coordinates, a shop its pickup time", () => {
    expect(toPlace(POINT)).toEqual({
      id: "7",
      name: POINT.name,
      address: POINT.address,
      schedule: POINT.schedule,
      coordinates: [55.7, 37.6],
      pickupTime: "",
    });
    expect(toPlace(POINT, "Сегодня с 13:00").pickupTime).toBe("Сегодня с 13:00");
  });

  it("finds the lines the quantities do not cover", () => {
    const lines = [
      { offerId: 1, quantity: 2 },
      { offerId: 2, quantity: 1 },
      { offerId: 3, quantity: 1 },
    ];
    expect(
      linesShort(
        new Map([
          [1, 2],
          [2, 0],
        ]),
        lines,
      ),
    ).toEqual([lines[1], lines[2]]);
    expect(linesShort(undefined, lines)).toEqual(lines);
    expect(
      linesShort(
        new Map([
          [1, 5],
          [2, 1],
          [3, 1],
        ]),
        lines,
      ),
    ).toEqual([]);
  });
});
