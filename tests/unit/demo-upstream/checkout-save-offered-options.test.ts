import { describe, expect, it } from "vitest";
import type { ShipmentId } from "../../../server/demo-upstream/account/order-vocabulary";
import type { DeliverySystem } from "../../../server/demo-upstream/checkout/delivery/systems";
import { notOffered } from "../../../server/demo-upstream/checkout/saving/offered-options";
import { body, computation, fields } from "./support/checkout-save";

describe("offered options", () => {
  const system = (id: ShipmentId): DeliverySystem => ({ id, description: "", variants: [] });

  it("needs an offered shipment", () => {
    expect(fields(notOffered(computation({}), body()))).toEqual([
      "delivery.shipmentId: Этот способ доставки недоступен для вашего заказа",
    ]);
  });

  it("needs an offered slot, pickup point, shop and payment", () => {
    expect(fields(notOffered(computation({ delivery: { system: system(41) } }), body({ paymentId: 2 })))).toEqual([
      "delivery.intervalId: Выберите интервал доставки из списка",
      "payment: Этот способ оплаты недоступен для вашего заказа",
    ]);
    expect(fields(notOffered(computation({ delivery: { system: system(43) } }), body({ shipmentId: 43 })))).toEqual([
      "delivery.pickupPointId: Пункт выдачи не найден",
      "delivery.intervalId: Выберите день получения из списка",
    ]);
    expect(
      fields(
        notOffered(
          computation({ delivery: { system: system(44) }, storeIds: ["101"] }),
          body({ shipmentId: 44, properties: { storeId: "102" } }),
        ),
      ),
    ).toEqual(["delivery.storeId: Магазин не найден в этом городе"]);
    expect(
      notOffered(
        computation({ delivery: { system: system(46) }, storeIds: ["101"] }),
        body({ shipmentId: 46, properties: { storeId: "101" } }),
      ),
    ).toEqual([]);
  });
});
