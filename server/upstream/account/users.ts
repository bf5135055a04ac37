import type Database from "better-sqlite3";
import type { Notice, User } from "../../../app/upstream/schemas/user";
import { isoDate, nowSeconds } from "../format";

type UserRow = { id: number; phone: string; first_name: string; last_name: string; email: string; birth_day: string; agreement: number };
type NoticeRow = { id: number; type: Notice["type"]; title: string; text: string; link: string | null; created_at: number };

type ProfileChanges = Partial<Pick<User, "firstName" | "lastName" | "email" | "birthDay" | "agreement">>;

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
