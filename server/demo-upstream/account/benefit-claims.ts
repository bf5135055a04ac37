import { createHmac, randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { nowSeconds } from "../format";

/** Benefits a customer gets once, ever: the Love Card's welcome bonuses. */
export type Benefit = "welcome_bonus";
/** What identifies the customer a benefit went to; either one seen before refuses it again. */
export type ClaimSubjects = { phone: string; card: string };

const KEY_NAME = "benefit_claims";

/**
 * Benefits given once per phone and card, remembered by keyed one-way hashes (HMAC-SHA-256 with a random key the
 * database makes on first use) that survive the account's deletion: the phone or card number cannot be read back
 * from them without the key, yet the same phone or card is recognised.
 */
export function createBenefitClaims(db: Database.Database) {
  const makeKey = db.prepare<[string, Buffer]>("INSERT OR IGNORE INTO server_keys (name, value) VALUES (?, ?)");
  const readKey = db.prepare<[string], Buffer>("SELECT value FROM server_keys WHERE name = ?").pluck();
  // Made on first use, not on start: a store over a database nobody writes to changes nothing.
  let key: Buffer | undefined;
  const keyOf = (): Buffer => {
    if (!key) {
      makeKey.run(KEY_NAME, randomBytes(32));
      key = readKey.get(KEY_NAME)!;
    }
    return key;
  };
  const digest = (subject: string, value: string) =>
    createHmac("sha256", keyOf()).update(`${subject}:${value}`).digest("hex");
  const hashes = ({ phone, card }: ClaimSubjects) => [digest("phone", phone), digest("card", card)];

  const find = db
    .prepare<[Benefit, string], number>("SELECT 1 FROM benefit_claims WHERE benefit = ? AND hash = ?")
    .pluck();
  const insert = db.prepare<[Benefit, string, number]>(
    "INSERT OR IGNORE INTO benefit_claims (benefit, hash, created_at) VALUES (?, ?, ?)",
  );

  return {
    /** Whether the phone or the card had this benefit already. */
    claimed: (benefit: Benefit, subjects: ClaimSubjects): boolean =>
      hashes(subjects).some((hash) => find.get(benefit, hash) !== undefined),
    /** Records that the phone and the card had this benefit (again is a no-op). */
    claim: (benefit: Benefit, subjects: ClaimSubjects): void => {
      const now = nowSeconds();
      for (const hash of hashes(subjects)) insert.run(benefit, hash, now);
    },
  };
}

export type BenefitClaims = ReturnType<typeof createBenefitClaims>;
