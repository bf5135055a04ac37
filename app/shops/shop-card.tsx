import type { Shop } from "~/contract/location";
import { RouteLink } from "./route-link";
import { telHref } from "./shop-markers";

/**
 * A shop of the list: name, address, hours, phone and what it offers, a route to it in Yandex Maps; with the map, a
 * button that shows it there.
 */
export function ShopCard({ shop, onShowOnMap }: { shop: Shop; onShowOnMap?: () => void }) {
  const titleId = `shop-${shop.id}-title`;
  return (
    <article className="shop-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-card__name">
        {shop.name}
      </h2>
      <dl className="shop-card__facts">
        <div>
          <dt>Адрес</dt>
          <dd>{shop.address}</dd>
        </div>
        <div>
          <dt>Часы работы</dt>
          <dd>{shop.schedule}</dd>
        </div>
        <div>
          <dt>Телефон</dt>
          <dd>
            <a href={telHref(shop.phone)}>{shop.phone}</a>
          </dd>
        </div>
      </dl>
      {shop.services.length > 0 && (
        <ul className="shop-card__services" aria-label="В магазине">
          {shop.services.map((service) => (
            <li key={service.code} className={`shop-card__service shop-card__service--${service.code}`}>
              {service.name}
            </li>
          ))}
        </ul>
      )}
      <div className="shop-card__actions">
        <RouteLink to={shop.name} coordinates={shop.coordinates} />
        {onShowOnMap && (
          <button
            type="button"
            className="link-button shop-card__show"
            onClick={onShowOnMap}
            aria-label={`Показать на карте: ${shop.name}`}
          >
            Показать на карте
          </button>
        )}
      </div>
    </article>
  );
}
