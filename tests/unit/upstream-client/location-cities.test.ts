import { afterEach, describe, expect, it } from "vitest";
import { cityPickerData } from "~/location/city-picker.server";
import { Upstream } from "~/upstream-client/client.server";
import { listCities, searchCities } from "~/upstream-client/location.server";
import { referenceCache } from "~/upstream-client/reference-cache.server";

/** A stand-in upstream answering every call with `data`; records the URLs asked. */
function upstreamAnswering(data: unknown) {
  const urls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ status: 200, data, errors: [], messages: [] }), {
      headers: { "Content-Type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  return { urls, api: new Upstream({ baseUrl: "http://upstream.test/", token: null, timeoutMs: 1000, fetch }) };
}

const path = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  return { pathname, query: Object.fromEntries(searchParams) };
};

afterEach(() => referenceCache.clear());

describe("the city calls (spec §7)", () => {
  it("searches a city with GET /address?type=city&name= and lists the cities with shops with GET /store/cities", async () => {
    const { urls, api } = upstreamAnswering({ items: [] });
    await searchCities(api, "каз");
    await listCities(api);
    expect(urls.map(path)).toEqual([
      { pathname: "/address", query: { type: "city", name: "каз" } },
      { pathname: "/store/cities", query: {} },
    ]);
  });

  it("reads the spec's items tolerantly: id and name only, the id as the code, no region; unknown fields ignored", async () => {
    const { api } = upstreamAnswering({
      items: [
        { id: "omsk", name: "Омск", population: 1_100_000 },
        { id: 4400, name: "Тара", code: null, region: null },
        { id: "x1", name: "Казань", code: "kazan", region: "Республика Татарстан" },
      ],
    });
    expect(await searchCities(api, "ом")).toEqual([
      { code: "omsk", name: "Омск", region: "" },
      { code: "4400", name: "Тара", region: "" },
      { code: "kazan", name: "Казань", region: "Республика Татарстан" },
    ]);
  });

  it("refuses an answer without a city's name (the call's clear 502)", async () => {
    const { api } = upstreamAnswering({ items: [{ id: "omsk" }] });
    await expect(listCities(api)).rejects.toMatchObject({ status: 502 });
  });

  it("gives the picker the cities found from 2 characters, the cities with shops for less", async () => {
    const { urls, api } = upstreamAnswering({ items: [{ id: "kazan", name: "Казань" }] });
    expect(await cityPickerData(api, "  Каз ")).toEqual({
      query: "Каз",
      items: [{ code: "kazan", name: "Казань", region: "" }],
    });
    await cityPickerData(api, "к");
    expect(urls.map(path)).toEqual([
      { pathname: "/address", query: { type: "city", name: "Каз" } },
      { pathname: "/store/cities", query: {} },
    ]);
  });
});
