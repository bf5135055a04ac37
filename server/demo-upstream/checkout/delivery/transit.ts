/** The warehouse online orders ship from (Moscow), [latitude, longitude]. */
const WAREHOUSE: [number, number] = [55.7558, 37.6173];
const EARTH_RADIUS_KM = 6371;

/** Days on the road from a distance on: 1 from 700 km, 2 from 1 500, 4 from 3 000 and, beyond 5 000 km (the Far East), 6. */
export const TRANSIT_STEPS: readonly { fromKm: number; days: number }[] = [
  { fromKm: 700, days: 1 },
  { fromKm: 1500, days: 2 },
  { fromKm: 3000, days: 4 },
  { fromKm: 5000, days: 6 },
];

/** Great-circle distance in kilometres. */
export function distanceKm([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * Days an online order spends on the road before a city's couriers and pickup points have it, on top of the usual
 * delivery days. The LOVE STORE shop cities get the goods with the shops' own deliveries: none. Other cities by their
 * distance from the warehouse: up to 700 km none, then by TRANSIT_STEPS.
 */
export function transitDays(city: { lat: number; lon: number; hasShops: boolean }): number {
  if (city.hasShops) return 0;
  const km = distanceKm(WAREHOUSE, [city.lat, city.lon]);
  return TRANSIT_STEPS.findLast((step) => km >= step.fromKm)?.days ?? 0;
}
