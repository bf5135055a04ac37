import { Link } from "~/components/link";
import { useEffect, useId, useRef } from "react";
import type { Shops } from "~/contract/location";
import { shopsPath } from "~/domain/shops";

/**
 * The cities with shops, as links (works without JavaScript); the one shown is marked. On a phone the list is a strip
 * that scrolls sideways: the city shown is brought into it.
 */
export function ShopCities({ cities, current }: { cities: Shops["cities"]; current: string }) {
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  useEffect(() => {
    const strip = list.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && link && strip.scrollWidth > strip.clientWidth)
      strip.scrollLeft = link.offsetLeft - strip.offsetLeft - 16;
  }, [current]);
  return (
    <nav className="shop-cities" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-cities__title">
        Города с магазинами
      </h2>
      <ul ref={list} className="shop-cities__list">
        {cities.map((city) => (
          <li key={city.code}>
            <Link
              to={shopsPath(city.code)}
              className={city.code === current ? "shop-cities__link shop-cities__link--current" : "shop-cities__link"}
              aria-current={city.code === current ? "page" : undefined}
            >
              {city.name}
              <span className="shop-cities__count">
                <span className="visually-hidden">, магазинов: </span>
                {city.storeCount}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
