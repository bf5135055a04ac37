import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { ACTIVATION_ATTEMPTS, CERTIFICATE_WRONG_CODES } from "../../../server/demo-upstream/account/certificates";
import { PERSONAL_TABLES } from "../../../server/demo-upstream/account/users";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login } from "./helpers";
import { SEED, START, upstream, freshPhone, withAccountSecurityUpstream } from "../support/account-security-upstream";

/**
 * Second attacker review: wrong certificate codes count against the number and the client, not the account — an
 * attacker deleting each account after its tries resets nothing.
 */
let now = START;
withAccountSecurityUpstream(() => now);

const activate = (token: string, body: { number: string; code: string }, client: string) =>
  call(upstream, "/api/user/certificates/activate", { token, body, client });
const deleteAccount = async (token: string) =>
  expect((await call(upstream, "/api/user", { method: "DELETE", token })).status).toBe(200);
const wrongCodeRows = (number: string) => {
  const db = new Database(databaseFile(upstream.dataDir, SEED), { readonly: true });
  try {
    return db
      .prepare<[string], { user_id: number | null }>(
        `SELECT w.user_id FROM certificate_wrong_codes w JOIN certificates c ON c.id = w.certificate_id
         WHERE c.number = ?`,
      )
      .all(number);
  } finally {
    db.close();
  }
};

describe("wrong certificate codes outlive the accounts that tried them", () => {
  it("are kept out of the personal data", () => {
    expect(PERSONAL_TABLES).not.toContain("certificate_wrong_codes");
  });

  it("a client's allowance stays spent when it deletes the account it tried from", async () => {
    const client = "203.0.113.70";
    const first = await login(upstream, freshPhone());
    for (let i = 0; i < ACTIVATION_ATTEMPTS; i++)
      expect((await activate(first, { number: `9999-9999-9999-010${i}`, code: "00000000" }, client)).status).toBe(400);
    await deleteAccount(first);
    const held = await activate(
      await login(upstream, freshPhone()),
      { number: "9999-9999-9999-0200", code: "00000000" },
      client,
    );
    expect(held.status).toBe(429);
    expect(held.errors[0]).toMatchObject({ code: "rate_limited" });
    now += 60 * 60_000;
  });

  it("count an IPv6 client by its /64: another address of the same network is the same client", async () => {
    const token = await login(upstream, freshPhone());
    for (let i = 0; i < ACTIVATION_ATTEMPTS; i++) {
      const body = { number: `9999-9999-9999-030${i}`, code: "00000000" };
      // A new account for each try: only the client's allowance counts them.
      const tryToken = i === 0 ? token : await login(upstream, freshPhone());
      expect((await activate(tryToken, body, `2001:db8:5:6::${i + 1}`)).status).toBe(400);
    }
    const body = { number: "9999-9999-9999-0400", code: "00000000" };
    const next = await login(upstream, freshPhone());
    expect((await activate(next, body, "2001:db8:5:6:ffff::9")).status).toBe(429);
    expect((await activate(next, body, "2001:db8:5:7::1")).status).toBe(400);
    now += 60 * 60_000;
  });

  it("a number locks after the documented count, though every account that tried was deleted", async () => {
    const CERTIFICATE = { number: "7350-1648-2297-8815", code: "91736420" };
    let attackers = 0;
    // Each attacker: a client and an account of its own, its whole allowance, then the account deleted.
    for (let done = 0; done < CERTIFICATE_WRONG_CODES - 1;) {
      const [token, client] = [await login(upstream, freshPhone()), `198.51.100.${++attackers}`];
      for (let i = 0; i < ACTIVATION_ATTEMPTS && done < CERTIFICATE_WRONG_CODES - 1; i++, done++)
        expect((await activate(token, { number: CERTIFICATE.number, code: "00000000" }, client)).status).toBe(400);
      await deleteAccount(token);
    }
    const rows = wrongCodeRows(CERTIFICATE.number);
    expect(rows).toHaveLength(CERTIFICATE_WRONG_CODES - 1);
    expect(rows.every((row) => row.user_id === null)).toBe(true);
    // Not locked yet: the 50th wrong code locks it.
    const last = await activate(
      await login(upstream, freshPhone()),
      { ...CERTIFICATE, code: "00000000" },
      "192.0.2.80",
    );
    expect(last.status).toBe(400);
    const locked = await activate(await login(upstream, freshPhone()), CERTIFICATE, "192.0.2.81");
    expect(locked.status).toBe(429);
    expect(locked.errors[0]).toMatchObject({ field: "code", code: "certificate_locked" });
  });
});
