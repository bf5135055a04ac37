import type { LatLng } from "./yandex-map";

/** A route by car to a point in Yandex Maps, from wherever the shopper is (spec §9: latitude, then longitude). */
export const routeHref = ([lat, lon]: LatLng) => `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto`;

/**
 * «Построить маршрут» to a shop or pickup point, in Yandex Maps in a new tab; its accessible name says where to and
 * that it opens another site (it starts with the visible words, so speech input finds it).
 */
export function RouteLink({ to, coordinates, className }: { to: string; coordinates: LatLng; className?: string }) {
  return (
    <a
      href={routeHref(coordinates)}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `route-link ${className}` : "route-link"}
      aria-label={`Построить маршрут: ${to} — Яндекс Карты, в новой вкладке`}
    >
      Построить маршрут
    </a>
  );
}
