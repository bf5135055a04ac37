/**
 * The tolerant reader, the store's and the location's answers (GET /api/init, GET /api/location):
 * every field optional, what the spec does not name falls back, and an answer that cannot be read degrades to the
 * defaults — which agree with the storefront's own. The catalogue: tolerant-reader-catalog.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "~/basket/basket-form";
import { LINE_QUANTITY_LIMIT } from "~/contract/basket";
import { DEFAULT_STORE, InitSchema, StoreInfoSchema } from "~/contract/content";
import { DEFAULT_LOCATION_CITY, LocationSchema, locationSchemaFor } from "~/contract/location";
import { DEFAULT_CITY } from "~/domain/location";
import { DEFAULT_STORE_NAME } from "~/seo/meta";
import { Upstream } from "~/upstream-client/client.server";
import { reporting } from "./reporting";
import { getStoreInfo } from "~/upstream-client/content.server";
import { getLocation } from "~/upstream-client/location.server";
import { referenceCache } from "~/upstream-client/reference-cache.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { UNKNOWN, envelope, fakeUpstream } from "./support/tolerant-reader";

afterEach(() => referenceCache.clear());

describe("GET /api/init: every field optional", () => {
  it("reads what it knows and falls back for the rest", () => {
    expect(StoreInfoSchema.parse({ gtmId: "GTM-ABC1", ...UNKNOWN })).toEqual({
      store: DEFAULT_STORE,
      terms: undefined,
      gtmId: "GTM-ABC1",
    });
    expect(InitSchema.parse({ store: { name: "Магазин" }, gtmId: null, terms: { country: "RU" } })).toEqual({
      store: { name: "Магазин", phone: "", email: "" },
      terms: undefined,
      gtmId: "",
      counters: { basket: 0, wishlist: 0 },
    });
  });

  it("an answer with none of its fields, or no object at all, cannot be read", () => {
    expect(StoreInfoSchema.safeParse({ ...UNKNOWN }).success).toBe(false);
    expect(StoreInfoSchema.safeParse([]).success).toBe(false);
    expect(StoreInfoSchema.safeParse(null).success).toBe(false);
  });

  it("an answer that cannot be read gives the defaults, not the error page, and is not kept; no answer still fails", async () => {
    const { api, calls } = fakeUpstream({ "GET /api/init": { ...UNKNOWN } });
    expect(await getStoreInfo(api)).toEqual({ store: DEFAULT_STORE, terms: undefined, gtmId: "" });
    expect(await getStoreInfo(api)).toEqual({ store: DEFAULT_STORE, terms: undefined, gtmId: "" });
    expect(calls).toHaveLength(2);
    expect(api.toasts.all).toEqual([]);
    const down = reporting(
      new Upstream({
        baseUrl: "http://upstream.test/",
        token: null,
        timeoutMs: 1000,
        fetch: (async () => new Response("", { status: 503 })) as typeof globalThis.fetch,
      }),
    );
    await expect(getStoreInfo(down)).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe("GET /api/location: every field optional", () => {
  it("a city by its code alone is completed (Moscow: the default city's details); no list, no shops", () => {
    expect(LocationSchema.parse({ city: { code: "moscow" }, ...UNKNOWN })).toEqual({
      city: DEFAULT_LOCATION_CITY,
      cities: [],
      stores: [],
    });
    expect(LocationSchema.safeParse({ ...UNKNOWN }).success).toBe(false);
  });

  it("the city by its name alone, completed from the list; stores with fallbacks", () => {
    const location = locationSchemaFor("kazan").parse({
      city: "Казань",
      cities: [
        { code: "moscow", name: "Москва", ...UNKNOWN },
        { code: "kazan", name: "Казань", id: 16, coordinates: [55.79, 49.12], delivery: false },
        { name: "Без кода" },
      ],
      stores: [{ name: "ТЦ Кольцо", ...UNKNOWN }],
    });
    expect(location.city).toEqual({
      id: 16,
      code: "kazan",
      name: "Казань",
      region: "Казань",
      coordinates: [55.79, 49.12],
      delivery: false,
    });
    expect(location.cities.map((city) => city.code)).toEqual(["moscow", "kazan"]);
    expect(location.cities[0]).toEqual(DEFAULT_LOCATION_CITY);
    expect(location.stores).toEqual([
      {
        id: 0,
        cityId: 16,
        name: "ТЦ Кольцо",
        address: "",
        phone: "",
        schedule: "",
        coordinates: [55.79, 49.12],
        isPickup: true,
      },
    ]);
  });

  it("without a city: the listed city asked for, else Moscow", () => {
    const cities = [{ code: "perm", name: "Пермь" }];
    expect(locationSchemaFor("perm").parse({ cities }).city).toMatchObject({
      code: "perm",
      name: "Пермь",
      delivery: true,
    });
    expect(locationSchemaFor("tver").parse({ cities }).city).toEqual(DEFAULT_LOCATION_CITY);
  });

  it("always names the city asked (the default one when none), and degrades an unreadable answer to Moscow", async () => {
    const { api, calls } = fakeUpstream({ "GET /api/location": [1, 2, 3] });
    expect(await getLocation(api, "kazan")).toEqual({ city: DEFAULT_LOCATION_CITY, cities: [], stores: [] });
    expect(calls).toEqual(["GET /api/location"]);
    let asked = "";
    const spy = reporting(
      new Upstream({
        baseUrl: "http://upstream.test/",
        token: null,
        timeoutMs: 1000,
        fetch: (async (input: string | URL | Request) => {
          asked = String(input);
          return new Response(envelope({ city: { code: "moscow", name: "Москва" } }));
        }) as typeof globalThis.fetch,
      }),
    );
    await getLocation(spy, null);
    expect(new URL(asked).searchParams.get("city")).toBe("moscow");
  });
});

describe("the contract's defaults agree with the storefront's", () => {
  it("on the default city, the store's name and a line's limit", () => {
    expect({ code: DEFAULT_LOCATION_CITY.code, name: DEFAULT_LOCATION_CITY.name }).toEqual(DEFAULT_CITY);
    expect(DEFAULT_STORE.name).toBe(DEFAULT_STORE_NAME);
    expect(LINE_QUANTITY_LIMIT).toBe(MAX_QUANTITY);
  });
});
