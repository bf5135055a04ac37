import type Database from "better-sqlite3";
import type { Notice, User } from "../../../app/contract/user";
import { isoDate, nowSeconds } from "../format";

type UserRow = {
  id: number;
  phone: string;
  first_name: string;
  last_name: string;
  email: string;
  birth_day: string;
  agreement: number;
};
type NoticeRow = {
  id: number;
  type: Notice["type"];
  title: string;
  text: string;
  link: string | null;
  created_at: number;
};

type ProfileChanges = Partial<Pick<User, "firstName" | "lastName" | "email" | "birthDay" | "agreement">>;

/**
 * Rows that are the user's personal data, deleted by `erase` (orders are kept, anonymised). Anti-abuse records are not
 * among them (certificate_wrong_codes, benefit_claims): they belong to the thing abused.
 */
export const PERSONAL_TABLES = [
  "addresses",
  "basket_items",
  "basket_certificates",
  "order_drafts",
  "wishlist_items",
  "stock_subscriptions",
  "preorders",
  "notices",
  "loyalty_transactions",
  "loyalty_cards",
  "recycling_visits",
  "tokens",
] as const;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    birthDay: row.birth_day,
    agreement: row.agreement === 1,
  };
}

export function createUserStore(db: Database.Database) {
  const byId = db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?");
  const byPhone = db.prepare<[string], UserRow>("SELECT * FROM users WHERE phone = ?");
  const insert = db.prepare("INSERT INTO users (phone, created_at) VALUES (?, ?)");
  const update = db.prepare(
    `UPDATE users SET first_name = COALESCE(@firstName, first_name), last_name = COALESCE(@lastName, last_name),
       email = COALESCE(@email, email), birth_day = COALESCE(@birthDay, birth_day), agreement = COALESCE(@agreement, agreement)
     WHERE id = @id`,
  );
  const anonymiseOrders = db.prepare<[number]>(
    `UPDATE orders SET user_id = NULL, customer_name = '', customer_last_name = '', customer_email = '', customer_phone = '',
       delivery_address = '' WHERE user_id = ?`,
  );
  // What the user wrote on the gift certificates they bought goes with the rest.
  const anonymiseCertificateLines = db.prepare<[number]>(
    `UPDATE order_certificates SET recipient_name = '', recipient_email = '', sender_name = '', message = ''
     WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?)`,
  );
  // Activated certificates stay activated (they cannot be activated again), without an owner.
  const releaseCertificates = db.prepare<[number]>("UPDATE certificates SET user_id = NULL WHERE user_id = ?");
  const deletePersonal = PERSONAL_TABLES.map((table) => db.prepare<[number]>(`DELETE FROM ${table} WHERE user_id = ?`));
  const deleteCodes = db.prepare<{ id: number }>(
    "DELETE FROM auth_codes WHERE user_id = @id OR phone = (SELECT phone FROM users WHERE id = @id)",
  );
  const deleteCodeSends = db.prepare<{ id: number }>(
    "DELETE FROM auth_code_sends WHERE phone = (SELECT phone FROM users WHERE id = @id)",
  );
  // The wrong certificate codes stay counted against the number and the client; only the account's link goes.
  const unlinkWrongCodes = db.prepare<[number]>("UPDATE certificate_wrong_codes SET user_id = NULL WHERE user_id = ?");
  const setPhone = db.prepare<{ id: number; phone: string }>(
    "UPDATE users SET phone = @phone WHERE id = @id AND NOT EXISTS (SELECT 1 FROM users WHERE phone = @phone)",
  );
  const deleteUser = db.prepare<[number]>("DELETE FROM users WHERE id = ?");
  const notices = db.prepare<[number], NoticeRow>(
    "SELECT id, type, title, text, link, created_at FROM notices WHERE user_id = ? ORDER BY created_at DESC, id DESC",
  );

  return {
    find: (id: number): User | undefined => {
      const row = byId.get(id);
      return row && toUser(row);
    },
    /** The user with this phone, created with empty names when new. */
    findOrCreateByPhone: (phone: string): User => {
      const existing = byPhone.get(phone);
      if (existing) return toUser(existing);
      return toUser(byId.get(Number(insert.run(phone, nowSeconds()).lastInsertRowid))!);
    },
    /** Changes the given profile fields; absent fields stay as they are. */
    update: (id: number, changes: ProfileChanges): User => {
      update.run({
        id,
        firstName: changes.firstName ?? null,
        lastName: changes.lastName ?? null,
        email: changes.email ?? null,
        birthDay: changes.birthDay ?? null,
        agreement: changes.agreement === undefined ? null : Number(changes.agreement),
      });
      return toUser(byId.get(id)!);
    },
    /** Whether a user has this phone. */
    phoneTaken: (phone: string): boolean => byPhone.get(phone) !== undefined,
    /** Gives the user this phone (confirmed by a code); false when another user has it by now. */
    changePhone: (id: number, phone: string): boolean => setPhone.run({ id, phone }).changes === 1,
    /**
     * Deletes the user's personal data: addresses, basket, checkout draft, wishlist, size subscriptions, preorders, notices, Love Card,
     * recycling visits, login codes and the codes sent to the phone (the login that preceded cleared their count
     * already: a used code does), tokens and the user row itself; orders stay for accounting without owner or customer
     * fields. Wrong certificate codes stay counted against the number and the client. The whole deletion, open orders
     * and the welcome bonus's claim included, is account/erasure.ts.
     */
    erase: db.transaction((id: number): void => {
      anonymiseCertificateLines.run(id);
      anonymiseOrders.run(id);
      releaseCertificates.run(id);
      unlinkWrongCodes.run(id);
      for (const statement of deletePersonal) statement.run(id);
      deleteCodes.run({ id });
      deleteCodeSends.run({ id });
      deleteUser.run(id);
    }),
    notices: (userId: number): Notice[] =>
      notices.all(userId).map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        text: row.text,
        link: row.link,
        createdAt: isoDate(row.created_at),
      })),
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
