import { describe, expect, it } from "vitest";
import { args, settle } from "./support/upstream";
import { orderRoute, basketWithTwo, basketOf, withBasketActionRoutes } from "./support/basket-actions";

withBasketActionRoutes();

describe("the order page's action", () => {
  it("is the checkout's only: a basket form posted there changes nothing", async () => {
    const cookie = await basketWithTwo();
    const [line] = (await basketOf(cookie)).products;
    const response = await settle(() =>
      orderRoute.action(
        args("/order/?index", {
          method: "POST",
          body: new URLSearchParams({ intent: "basket-remove", lineId: String(line.id) }),
          cookie,
        }),
      ),
    );
    expect(response.status).toBe(400);
    expect((await basketOf(cookie)).products).toHaveLength(2);
  });
});
