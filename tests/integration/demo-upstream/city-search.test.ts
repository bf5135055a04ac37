import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CitySearchSchema } from "../../../app/contract/location";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream.stop();
});

const search = async (name: string) =>
  (await call(upstream, `/address?type=city&name=${encodeURIComponent(name)}`, { schema: CitySearchSchema })).data
    .items;
const names = async (name: string) => (await search(name)).map((city) => city.name);

describe("GET /address?type=city&name= (spec §7): the city search", () => {
  it("answers the spec's items, id and name, with our code and region", async () => {
    expect(await search("казан")).toEqual([
      { id: "kazan", code: "kazan", name: "Казань", region: "Республика Татарстан" },
    ]);
    // Any city the shop delivers to, not only those with shops.
    expect(await search("омск")).toEqual([{ id: "omsk", code: "omsk", name: "Омск", region: "Омская область" }]);
  });

  it("finds a city by the start of any word of its name, in any case, with ё as е, names starting with it first", async () => {
    expect(await names("ЕКА")).toEqual(["Екатеринбург"]);
    expect(await names("орел")).toEqual(["Орёл"]);
    expect(await names("ОРЁЛ")).toEqual(["Орёл"]);
    expect(await names("королев")).toEqual(["Королёв"]);
    expect(await names("новг")).toEqual(["Нижний Новгород", "Великий Новгород"]);
    expect(await names("ново")).toEqual([
      "Новосибирск",
      "Новокузнецк",
      "Новомосковск",
      "Новороссийск",
      "Новочебоксарск",
      "Новочеркасск",
    ]);
    expect(await names("дону")).toEqual(["Ростов-на-Дону"]);
    expect(await names("ростов на дону")).toEqual(["Ростов-на-Дону"]);
    expect(await names("  санкт   петербург ")).toEqual(["Санкт-Петербург"]);
    expect(await names("камчат")).toEqual(["Петропавловск-Камчатский"]);
  });

  it("answers at most 10 cities, the same list every time", async () => {
    const many = await search("к");
    expect(many).toHaveLength(10);
    expect(await search("К")).toEqual(many);
  });

  it("finds nothing for an empty name, a name no city has, nor the middle of a word", async () => {
    expect(await search("")).toEqual([]);
    expect(await search("   ")).toEqual([]);
    expect((await call(upstream, "/address?type=city", { schema: CitySearchSchema })).data.items).toEqual([]);
    expect(await search("xyz")).toEqual([]);
    expect(await search("Атлантида")).toEqual([]);
    expect(await search("катеринбург")).toEqual([]);
  });

  it("refuses an overlong name", async () => {
    expect((await call(upstream, `/address?type=city&name=${"я".repeat(101)}`)).status).toBe(400);
  });
});
