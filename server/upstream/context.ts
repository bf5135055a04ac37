import type Database from "better-sqlite3";
import type { CartStore } from "./account/carts";
import type { UserStore } from "./account/users";
import type { SectionIndex } from "./catalog/sections";
import type { SessionStore } from "./http/sessions";

export type Logger = (entry: Record<string, unknown>) => void;

/** What the routes share: the database, the public base URL for media links, the stores and the logger. */
export type UpstreamContext = {
  db: Database.Database;
  publicUrl: string;
  sessions: SessionStore;
  sections: SectionIndex;
  users: UserStore;
  carts: CartStore;
  log: Logger;
};
