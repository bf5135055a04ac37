import { describe, expect, it } from "vitest";
import { AddressListSchema, AddressSchema } from "../../../app/contract/account";
import { call } from "./helpers";
import { upstream, freshUser, withPersonalUpstream } from "../support/personal-upstream";

withPersonalUpstream();

describe("addresses", () => {
  const body = (street: string, extra: Record<string, unknown> = {}) => ({
    cityCode: "moscow",
    street,
    building: "1",
    ...extra,
  });

  it("creates, edits and deletes addresses, keeping at most one default", async () => {
    const token = await freshUser();
    expect((await call(upstream, "/api/user/addresses", { token, schema: AddressListSchema })).data.items).toEqual([]);

    const first = await call(upstream, "/api/user/addresses", {
      token,
      body: body("ул. Ленина", { apartment: "5", comment: "Домофон 5" }),
      schema: AddressSchema,
    });
    expect(first.data).toMatchObject({
      city: "Москва",
      cityCode: "moscow",
      street: "ул. Ленина",
      apartment: "5",
      entrance: "",
      floor: "",
      comment: "Домофон 5",
      isDefault: true,
    });
    const second = await call(upstream, "/api/user/addresses", {
      token,
      body: { ...body("Невский пр.", { isDefault: true }), cityCode: "st_petersburg" },
      schema: AddressSchema,
    });
    expect(second.data).toMatchObject({ city: "Санкт-Петербург", isDefault: true });
    const third = await call(upstream, "/api/user/addresses", {
      token,
      body: body("ул. Арбат"),
      schema: AddressSchema,
    });
    expect(third.data.isDefault).toBe(false);
    const defaults = async () =>
      (await call(upstream, "/api/user/addresses", { token, schema: AddressListSchema })).data.items
        .filter((a) => a.isDefault)
        .map((a) => a.id);
    expect(await defaults()).toEqual([second.data.id]);

    const edited = await call(upstream, `/api/user/addresses/${first.data.id}`, {
      method: "PATCH",
      token,
      body: { building: "7к2", isDefault: true },
      schema: AddressSchema,
    });
    expect(edited.data).toMatchObject({ street: "ул. Ленина", building: "7к2", apartment: "5", isDefault: true });
    expect(await defaults()).toEqual([first.data.id]);

    // Deleting the default passes it to the oldest remaining address.
    const afterDelete = await call(upstream, `/api/user/addresses/${first.data.id}`, {
      method: "DELETE",
      token,
      schema: AddressListSchema,
    });
    expect(afterDelete.data.items.map((a) => [a.id, a.isDefault])).toEqual([
      [second.data.id, true],
      [third.data.id, false],
    ]);
    expect((await call(upstream, `/api/user/addresses/${first.data.id}`, { method: "DELETE", token })).status).toBe(
      404,
    );
  });

  it("validates the fields with Russian messages", async () => {
    const token = await freshUser();
    const missing = await call(upstream, "/api/user/addresses", { token, body: { cityCode: "moscow", street: "  " } });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "street", message: "Укажите улицу" }),
        expect.objectContaining({ field: "building", message: "Укажите дом" }),
      ]),
    );
    const unknownCity = await call(upstream, "/api/user/addresses", {
      token,
      body: body("ул. Ленина", { cityCode: "atlantis" }),
    });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.errors[0]).toMatchObject({ field: "cityCode", message: "Неизвестный город" });
    const badId = await call(upstream, "/api/user/addresses/abc", { method: "PATCH", token, body: {} });
    expect(badId.status).toBe(400);
    expect(badId.errors[0].field).toBe("id");
  });

  it("keeps at most 10 addresses", async () => {
    const token = await freshUser();
    for (let i = 1; i <= 10; i++)
      await call(upstream, "/api/user/addresses", { token, body: body(`ул. Новая, ${i}`), schema: AddressSchema });
    const eleventh = await call(upstream, "/api/user/addresses", { token, body: body("ул. Лишняя") });
    expect(eleventh.status).toBe(409);
    expect(eleventh.errors[0].message).toBe("Можно сохранить не больше 10 адресов");
  });
});
