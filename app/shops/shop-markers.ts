import { escapeHtml } from "~/domain/html";
import { normalizePhone } from "~/domain/masks";
import type { City, Shop } from "~/contract/location";
import type { Bounds, MapMarker, MapView } from "./yandex-map";

/** A city's map before its shops are fitted in, and the zoom on one shop. */
export const CITY_ZOOM = 11;
export const SHOP_ZOOM = 16;

/** The `tel:` link of a shop's phone. */
export const telHref = (phone: string) => `tel:${normalizePhone(phone) ?? phone.replace(/[^+\d]/g, "")}`;

export const shopMarkerId = (shop: Pick<Shop, "id">) => `shop-${shop.id}`;

/** A shop on the map: a point with its name as the hint and name, address, hours and phone in the balloon (escaped: the balloon is HTML). */
export function shopMarker(shop: Shop): MapMarker {
  return {
    markerId: shopMarkerId(shop),
    coordinates: shop.coordinates,
    type: "Point",
    properties: {
      hintContent: escapeHtml(shop.name),
      balloonContentHeader: escapeHtml(shop.name),
      balloonContentBody: [
        escapeHtml(shop.address),
        escapeHtml(shop.schedule),
        `<a href="${escapeHtml(telHref(shop.phone))}">${escapeHtml(shop.phone)}</a>`,
      ].join("<br>"),
    },
  };
}

/** What the map shows first: every shop of the city in view; one shop close up; no shops, the city. */
export function shopsView(city: Pick<City, "coordinates">, shops: Pick<Shop, "coordinates">[]): MapView {
  if (shops.length === 1) return { center: shops[0].coordinates, zoom: SHOP_ZOOM, bounds: null, type: "yandex#map" };
  if (shops.length === 0) return { center: city.coordinates, zoom: CITY_ZOOM, bounds: null, type: "yandex#map" };
  const lats = shops.map((shop) => shop.coordinates[0]);
  const lons = shops.map((shop) => shop.coordinates[1]);
  const bounds: Bounds = [
    [Math.min(...lats), Math.min(...lons)],
    [Math.max(...lats), Math.max(...lons)],
  ];
  return {
    center: [(bounds[0][0] + bounds[1][0]) / 2, (bounds[0][1] + bounds[1][1]) / 2],
    zoom: CITY_ZOOM,
    bounds,
    type: "yandex#map",
  };
}
