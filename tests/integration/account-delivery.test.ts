import { describe, expect, it } from "vitest";
import { delivery, address, logIn, get, post, withProfileRoutes } from "./support/profile-routes";

withProfileRoutes();

describe("delivery addresses", () => {
  it("adds, edits, makes default and deletes through the actions", async () => {
    const cookie = await logIn();
    expect((await (await get(delivery, "/personal/delivery/", cookie)).json()).addresses).toEqual([]);

    const invalid = await post(
      delivery,
      "/personal/delivery/",
      { intent: "add", cityCode: "", street: " ", building: "12", floor: "12345678901" },
      cookie,
    );
    expect(invalid.status).toBe(400);
    const refused = await invalid.json();
    expect(refused.intent).toBe("add");
    expect(refused.fieldErrors).toEqual({
      cityCode: "Выберите город",
      street: "Укажите улицу",
      floor: "Не длиннее 10 символов",
    });
    expect(refused.values.building).toBe("12");

    const unknownCity = await post(
      delivery,
      "/personal/delivery/",
      { intent: "add", cityCode: "atlantis", street: "ул. Ленина", building: "1" },
      cookie,
    );
    expect(unknownCity.status).toBe(400);
    expect((await unknownCity.json()).fieldErrors).toEqual({ cityCode: "Неизвестный город" });

    const added = await post(
      delivery,
      "/personal/delivery/",
      { intent: "add", cityCode: "kazan", street: "ул. Баумана", building: "12", apartment: "5" },
      cookie,
    );
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/personal/delivery/");
    await post(
      delivery,
      "/personal/delivery/",
      { intent: "add", cityCode: "moscow", street: "ул. Тверская", building: "7" },
      cookie,
    );
    let { addresses } = await (await get(delivery, "/personal/delivery/", cookie)).json();
    expect(addresses.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([
      ["Казань", true],
      ["Москва", false],
    ]);
    const [first, second] = addresses;

    const page = await (
      await get(address, `/personal/delivery/${second.id}/`, cookie, { id: String(second.id) })
    ).json();
    expect(page.address.street).toBe("ул. Тверская");
    const edited = await post(
      address,
      `/personal/delivery/${second.id}/`,
      {
        intent: "save",
        cityCode: "moscow",
        street: "ул. Арбат",
        building: "10",
        comment: "Домофон 10",
        isDefault: "on",
      },
      cookie,
      { id: String(second.id) },
    );
    expect(edited.status).toBe(303);
    ({ addresses } = await (await get(delivery, "/personal/delivery/", cookie)).json());
    expect(addresses[1]).toMatchObject({ street: "ул. Арбат", building: "10", comment: "Домофон 10", isDefault: true });
    expect(addresses[0].isDefault).toBe(false);

    const defaulted = await post(delivery, "/personal/delivery/", { intent: "default", id: String(first.id) }, cookie);
    expect(defaulted.status).toBe(303);
    const deleted = await post(address, `/personal/delivery/${second.id}/`, { intent: "delete" }, cookie, {
      id: String(second.id),
    });
    expect(deleted.status).toBe(303);
    const listed = await post(delivery, "/personal/delivery/", { intent: "delete", id: String(first.id) }, cookie);
    expect(listed.status).toBe(303);
    expect((await (await get(delivery, "/personal/delivery/", cookie)).json()).addresses).toEqual([]);
  });

  it("chooses the city from the cities with shops or, by a search (?cityQuery=, GET /address?type=city), any other", async () => {
    const cookie = await logIn();
    const { cities } = await (await get(delivery, "/personal/delivery/", cookie)).json();
    expect(cities.query).toBe("");
    expect(cities.found).toBeNull();
    expect(cities.cities).toHaveLength(14);
    expect(cities.cities[0]).toEqual({ code: "moscow", name: "Москва", region: "Москва" });

    const searched = (
      await (await get(delivery, `/personal/delivery/?cityQuery=${encodeURIComponent(" Омск ")}`, cookie)).json()
    ).cities;
    expect(searched.query).toBe("Омск");
    expect(searched.found).toEqual([{ code: "omsk", name: "Омск", region: "Омская область" }]);
    // Under 2 characters there is no search (spec §9).
    expect((await (await get(delivery, "/personal/delivery/?cityQuery=%D0%BE", cookie)).json()).cities).toMatchObject({
      query: "о",
      found: null,
    });

    const added = await post(
      delivery,
      "/personal/delivery/?cityQuery=omsk",
      { intent: "add", cityCode: "omsk", street: "ул. Ленина", building: "1" },
      cookie,
    );
    expect(added.status).toBe(303);
    const { addresses } = await (await get(delivery, "/personal/delivery/", cookie)).json();
    expect(addresses.map((a: { city: string }) => a.city)).toEqual(["Омск"]);
    const page = await (
      await get(address, `/personal/delivery/${addresses[0].id}/?cityQuery=${encodeURIComponent("томск")}`, cookie, {
        id: String(addresses[0].id),
      })
    ).json();
    expect(page.cities.found.map((city: { name: string }) => city.name)).toEqual(["Томск"]);
  });

  it("answers 404 for an unknown, malformed or another user's address", async () => {
    const cookie = await logIn();
    const demo = await logIn("+79990000002");
    const { addresses } = await (await get(delivery, "/personal/delivery/", demo)).json();
    const theirs = String(addresses[0].id);
    expect((await get(address, `/personal/delivery/${theirs}/`, cookie, { id: theirs })).status).toBe(404);
    expect((await get(address, "/personal/delivery/abc/", cookie, { id: "abc" })).status).toBe(404);
    expect(
      (await post(address, `/personal/delivery/${theirs}/`, { intent: "delete" }, cookie, { id: theirs })).status,
    ).toBe(404);
    const deleteTheirs = await post(delivery, "/personal/delivery/", { intent: "delete", id: theirs }, cookie);
    expect(deleteTheirs.status).toBe(404);
    expect((await deleteTheirs.json()).formError).toBe("Адрес не найден");
  });
});
