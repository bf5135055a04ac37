import { useMemo, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useRootData } from "~/hooks/use-root-data";
import { plural } from "~/domain/plural";
import type { Shops } from "~/contract/location";
import { ShopCard } from "./shop-card";
import { ShopCities } from "./shop-cities";
import { shopMarker, shopMarkerId, shopsView, SHOP_ZOOM } from "./shop-markers";
import { ShopsMap } from "./shops-map";
import type { YandexMap } from "./yandex-map";

const SHOP_WORDS: [string, string, string] = ["магазин", "магазина", "магазинов"];

/** `/about/shops/{city}/`: the city's shops as a list, the cities with shops, and the map when a key is configured. */
export function ShopsPage({ data, mapKey }: { data: Shops; mapKey: string | null }) {
  const hydrated = useHydrated();
  const { city, stores, cities } = data;
  const root = useRootData();
  // A shopper whose city has no shops is sent here (St Petersburg's, `~/domain/shops`): say why.
  const shopperCityWithout = root && root.cityShops === 0 ? root.city.name : null;
  const [map, setMap] = useState<YandexMap | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const view = useMemo(() => shopsView(city, stores), [city, stores]);
  const markers = useMemo(() => stores.map(shopMarker), [stores]);
  const showOnMap = (id: number) => {
    if (!map) return;
    map.focus(shopMarkerId({ id }), SHOP_ZOOM);
    mapBox.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  };

  return (
    <div className="shops-page">
      <h1>Магазины в г. {city.name}</h1>
      <p className="shops-page__lead">
        {stores.length} {plural(stores.length, SHOP_WORDS)} LOVE STORE: примерьте вещи, заберите заказ из
        интернет-магазина и оформите Love Card.
      </p>
      {shopperCityWithout && (
        <p className="shops-page__note">
          В г. {shopperCityWithout} магазинов LOVE STORE пока нет — показываем магазины в г. {city.name}. Магазины
          других городов — в списке ниже.
        </p>
      )}
      <ShopCities cities={cities} current={city.code} />
      <div className="shops-page__body">
        {hydrated && mapKey && (
          <div ref={mapBox} className="shops-page__map">
            <ShopsMap apiKey={mapKey} view={view} markers={markers} onMap={setMap} />
          </div>
        )}
        <ul className="shops-page__list" aria-label={`Магазины в г. ${city.name}`}>
          {stores.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} onShowOnMap={map ? () => showOnMap(shop.id) : undefined} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
