import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createBenefitClaims } from "../../../server/demo-upstream/account/benefit-claims";
import { SCHEMA_SQL } from "../../../server/demo-upstream/db/schema";

const PHONE = "+79161234567";
const CARD = "2000000000123";

function schemaDb(): Database.Database {
  const db = new Database(":memory:");
  db.exec(SCHEMA_SQL);
  return db;
}
const hashes = (db: Database.Database) =>
  db.prepare<[], string>("SELECT hash FROM benefit_claims ORDER BY hash").pluck().all();

describe("benefit claims", () => {
  it("recognise the phone or the card alone once claimed, and nothing else", () => {
    const claims = createBenefitClaims(schemaDb());
    expect(claims.claimed("welcome_bonus", { phone: PHONE, card: CARD })).toBe(false);
    claims.claim("welcome_bonus", { phone: PHONE, card: CARD });
    claims.claim("welcome_bonus", { phone: PHONE, card: CARD });
    expect(claims.claimed("welcome_bonus", { phone: PHONE, card: "2000000000994" })).toBe(true);
    expect(claims.claimed("welcome_bonus", { phone: "+79160000000", card: CARD })).toBe(true);
    expect(claims.claimed("welcome_bonus", { phone: "+79160000000", card: "2000000000994" })).toBe(false);
  });

  it("keep keyed one-way hashes only, with a key of each database's own", () => {
    const [one, two] = [schemaDb(), schemaDb()];
    createBenefitClaims(one).claim("welcome_bonus", { phone: PHONE, card: CARD });
    createBenefitClaims(two).claim("welcome_bonus", { phone: PHONE, card: CARD });
    const kept = hashes(one);
    expect(kept).toHaveLength(2);
    for (const hash of kept) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(one.prepare("SELECT * FROM benefit_claims").all())).not.toContain(PHONE.slice(2));
    // Another database's key: the same phone is another hash, so a copied table tells nothing by itself.
    expect(hashes(two).some((hash) => kept.includes(hash))).toBe(false);
    // A store opened later on the same database uses its key.
    expect(createBenefitClaims(one).claimed("welcome_bonus", { phone: PHONE, card: "x" })).toBe(true);
  });

  it("write nothing until used", () => {
    const db = schemaDb();
    createBenefitClaims(db);
    expect(db.prepare("SELECT COUNT(*) FROM server_keys").pluck().get()).toBe(0);
  });
});
