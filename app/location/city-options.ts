/** A city as the picker lists it. */
export type CityOption = { code: string; name: string; region: string };

/** The picker's list: the cities with shops (an empty or too short query) or the cities found for `query`. */
export type CityPickerData = { query: string; items: CityOption[] };
