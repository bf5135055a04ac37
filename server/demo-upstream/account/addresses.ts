import { countOf, WORDS } from "../plural";
import type Database from "better-sqlite3";
import type { Address } from "../../../app/contract/account";
import { nowSeconds } from "../format";
import { HttpError } from "../http/envelope";

export const MAX_ADDRESSES = 10;

type AddressRow = {
  id: number;
  city_code: string;
  city_name: string;
  street: string;
  building: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  is_default: number;
};

/** Body fields of POST (street and building required) and PATCH (all optional); cityCode is a known city code. */
export type AddressFields = {
  cityCode: string;
  street: string;
  building: string;
  apartment?: string;
  entrance?: string;
  floor?: string;
  comment?: string;
  isDefault?: boolean;
};

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  city: row.city_name,
  cityCode: row.city_code,
  street: row.street,
  building: row.building,
  apartment: row.apartment,
  entrance: row.entrance,
  floor: row.floor,
  comment: row.comment,
  isDefault: row.is_default === 1,
});

const notFound = () => HttpError.of(404, "Адрес не найден", { code: "address_not_found" });

/**
 * The user's delivery addresses, oldest first. At most one is the default: the first address saved becomes it,
 * marking another unmarks the rest, and deleting the default passes it to the oldest remaining address.
 */
export function createAddressStore(db: Database.Database) {
  const select = `SELECT a.id, c.code AS city_code, c.name AS city_name, a.street, a.building, a.apartment, a.entrance,
                         a.floor, a.comment, a.is_default
                  FROM addresses a JOIN cities c ON c.id = a.city_id`;
  const all = db.prepare<[number], AddressRow>(`${select} WHERE a.user_id = ? ORDER BY a.id`);
  const one = db.prepare<[number, number], AddressRow>(`${select} WHERE a.user_id = ? AND a.id = ?`);
  const count = db.prepare<[number], number>("SELECT COUNT(*) FROM addresses WHERE user_id = ?").pluck();
  const cityId = db.prepare<[string], number>("SELECT id FROM cities WHERE code = ?").pluck();
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, city_id, street, building, apartment, entrance, floor, comment, is_default, created_at)
     VALUES (@userId, @cityId, @street, @building, @apartment, @entrance, @floor, @comment, 0, @now)`,
  );
  const update = db.prepare(
    `UPDATE addresses SET city_id = COALESCE(@cityId, city_id), street = COALESCE(@street, street),
       building = COALESCE(@building, building), apartment = COALESCE(@apartment, apartment),
       entrance = COALESCE(@entrance, entrance), floor = COALESCE(@floor, floor), comment = COALESCE(@comment, comment)
     WHERE id = @id`,
  );
  const setDefault = db.prepare<[number, number]>("UPDATE addresses SET is_default = (id = ?) WHERE user_id = ?");
  const unsetDefault = db.prepare<[number]>("UPDATE addresses SET is_default = 0 WHERE id = ?");
  const remove = db.prepare<[number]>("DELETE FROM addresses WHERE id = ?");
  const oldest = db.prepare<[number], number>("SELECT id FROM addresses WHERE user_id = ? ORDER BY id LIMIT 1").pluck();

  const list = (userId: number): Address[] => all.all(userId).map(toAddress);

  const requireCity = (code: string): number => {
    const id = cityId.get(code.toLowerCase());
    if (id === undefined) throw HttpError.of(400, "Неизвестный город", { code: "validation", field: "cityCode" });
    return id;
  };

  const requireOwn = (userId: number, addressId: number): AddressRow => {
    const row = one.get(userId, addressId);
    if (!row) throw notFound();
    return row;
  };

  return {
    list,

    create: db.transaction((userId: number, fields: AddressFields): Address => {
      const existing = count.get(userId)!;
      if (existing >= MAX_ADDRESSES) {
        throw HttpError.of(409, `Можно сохранить не больше ${countOf(MAX_ADDRESSES, WORDS.addressesGenitive)}`, {
          code: "addresses_limit",
        });
      }
      const id = Number(
        insert.run({
          userId,
          cityId: requireCity(fields.cityCode),
          street: fields.street,
          building: fields.building,
          apartment: fields.apartment ?? "",
          entrance: fields.entrance ?? "",
          floor: fields.floor ?? "",
          comment: fields.comment ?? "",
          now: nowSeconds(),
        }).lastInsertRowid,
      );
      if (existing === 0 || fields.isDefault) setDefault.run(id, userId);
      return toAddress(one.get(userId, id)!);
    }),

    update: db.transaction((userId: number, addressId: number, fields: Partial<AddressFields>): Address => {
      requireOwn(userId, addressId);
      update.run({
        id: addressId,
        cityId: fields.cityCode === undefined ? null : requireCity(fields.cityCode),
        street: fields.street ?? null,
        building: fields.building ?? null,
        apartment: fields.apartment ?? null,
        entrance: fields.entrance ?? null,
        floor: fields.floor ?? null,
        comment: fields.comment ?? null,
      });
      if (fields.isDefault === true) setDefault.run(addressId, userId);
      else if (fields.isDefault === false) unsetDefault.run(addressId);
      return toAddress(one.get(userId, addressId)!);
    }),

    remove: db.transaction((userId: number, addressId: number): Address[] => {
      const row = requireOwn(userId, addressId);
      remove.run(addressId);
      const next = oldest.get(userId);
      if (row.is_default === 1 && next !== undefined) setDefault.run(next, userId);
      return list(userId);
    }),
  };
}

export type AddressStore = ReturnType<typeof createAddressStore>;
