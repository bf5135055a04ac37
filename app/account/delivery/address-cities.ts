import type { CityOption } from "~/location/city-options";

/** What the address form chooses its city from (`address-cities.server.ts`). */
export type AddressCities = {
  /** The cities with shops (`GET /store/cities`). */
  cities: CityOption[];
  /** The city search the page was asked with (`?cityQuery=`, normalised; empty for none). */
  query: string;
  /** The cities found for `query` (`GET /address?type=city`); null without a search of 2 characters or more. */
  found: CityOption[] | null;
};
