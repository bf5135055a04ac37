import { Router } from "express";
import { z } from "zod";
import { createCityLookup } from "../checkout/delivery/cities";
import { createDeliveryEstimate } from "../checkout/delivery/estimate";
import { createPlaces } from "../checkout/delivery/places";
import { createStockReader } from "../checkout/delivery/stock";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { idString } from "../http/fields";
import { parseInput } from "../http/validation";

const QuerySchema = z.object({
  city: z.string().min(1).max(64),
  productId: idString("Укажите идентификатор товара"),
});

/**
 * GET /api/delivery/estimate?city={code}&productId={id} (no token): the fastest courier, pickup-point and shop-pickup
 * option for the product in the city, as the checkout would offer them (`checkout/delivery/estimate.ts`).
 */
export function deliveryEstimateRoutes({ db, clock }: UpstreamContext): Router {
  const estimate = createDeliveryEstimate({
    db,
    cities: createCityLookup(db),
    places: createPlaces(db),
    readStock: createStockReader(db),
    clock,
  });
  return Router().get("/api/delivery/estimate", (req, res) => {
    const { city, productId } = parseInput(QuerySchema, req.query);
    const data = estimate(city, productId);
    if (data === "unknown city") throw HttpError.of(404, "Город не найден", { code: "city_not_found" });
    if (data === "unknown product") throw HttpError.of(404, "Товар не найден", { code: "product_not_found" });
    sendData(res, data);
  });
}
