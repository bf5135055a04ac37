import { DEFAULT_CITY } from "~/domain/location";
import type { StockCity } from "~/domain/offers";
import { useRootData } from "~/hooks/use-root-data";

/** The city the shopper's stock is told for: the root loader's city (the city cookie, else the default city). */
export function useStockCity(): StockCity {
  const city = useRootData()?.city;
  return city ? { code: city.code, name: city.name, delivery: city.delivery } : { ...DEFAULT_CITY, delivery: true };
}
