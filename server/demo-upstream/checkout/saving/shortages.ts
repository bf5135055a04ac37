import { shipmentKind } from "../../../../app/contract/ids";
import type { ApiMessage } from "../../http/envelope";
import type { Computation } from "../calculation";
import { linesShort } from "../delivery/stock";
import type { LineSnapshot } from "../drafts";
import type { SaveBody } from "../input";
import { outOfStock } from "./problems";

/**
 * The lines stock does not cover for the chosen delivery (409): first those the last calculation showed that have sold
 * out since, else those the chosen shop (for store pickup) or the warehouse is short of.
 */
export function shortages(computation: Computation, body: SaveBody, lastSeen: LineSnapshot | null): ApiMessage[] {
  const basket = computation.state.basket;
  const vanished = (lastSeen ?? []).flatMap(([offerId]) => {
    const line = basket.products.find((entry) => entry.offerId === offerId);
    return line && !line.delay && !line.available ? [outOfStock(line)] : [];
  });
  if (vanished.length) return vanished;
  if (shipmentKind(body.delivery.shipmentId) === "store") {
    const storeId = Number(body.delivery.properties.storeId);
    // A shop not in the city is reported as not offered, not as out of stock.
    if (!computation.cityStores.some((store) => store.id === storeId)) return [];
    return linesShort(computation.stock.stores.get(storeId), basket.activeProducts).map(outOfStock);
  }
  return linesShort(computation.stock.online, basket.activeProducts).map(outOfStock);
}
