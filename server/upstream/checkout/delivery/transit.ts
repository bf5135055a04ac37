/** The warehouse online orders ship from (Moscow), [latitude, longitude]. */
const WAREHOUSE: [number, number] = [55.7558, 37.6173];
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * Days an online order spends on the road before a city's couriers and pickup points have it, on top of the usual
 * delivery days. The LOVE STORE shop cities get the goods with the shops' own deliveries: none. Other cities by their
 * distance from the warehouse: up to 700 km none, then 1, 2, 4 and, beyond 5 000 km (the Far East), 6 days.
 */
export function transitDays(city: { lat: number; lon: number; hasShops: boolean }): number {
  if (city.hasShops) return 0;
  const km = distanceKm(WAREHOUSE, [city.lat, city.lon]);
  if (km < 700) return 0;
  if (km < 1500) return 1;
  if (km < 3000) return 2;
  if (km < 5000) return 4;
  return 6;
}
