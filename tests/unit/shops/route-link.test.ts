import { describe, expect, it } from "vitest";
import { routeHref } from "~/shops/route-link";

describe("a route in Yandex Maps", () => {
  it("is a route by car to the point, latitude first (spec §9), from wherever the shopper is", () => {
    expect(routeHref([55.6036, 37.4897])).toBe("https://yandex.ru/maps/?rtext=~55.6036,37.4897&rtt=auto");
    expect(routeHref([-33.8688, 151.2093])).toBe("https://yandex.ru/maps/?rtext=~-33.8688,151.2093&rtt=auto");
  });
});
