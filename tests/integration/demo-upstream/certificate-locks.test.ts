import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { CertificateSchema } from "../../../app/contract/account";
import { OrderStateSchema } from "../../../app/contract/order";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login } from "./helpers";
import { SEED, START, upstream, freshPhone, withAccountSecurityUpstream } from "../support/account-security-upstream";

let now = START;
withAccountSecurityUpstream(() => now);

describe("certificate locks", () => {
  const activate = (token: string, body: { number: string; code: string }, client: string) =>
    call(upstream, "/api/user/certificates/activate", { token, body, client });

  it("five wrong codes lock the client that tried them, not the number: another client activates it", async () => {
    const POOL = { number: "9618-2754-4403-0197", code: "05273964" };
    const attacker = "203.0.113.20";
    for (let i = 0; i < 5; i++) {
      // A fresh account every try: only the client's allowance is spent.
      const wrong = await activate(
        await login(upstream, freshPhone()),
        { number: POOL.number, code: "00000000" },
        attacker,
      );
      expect(wrong.errors[0]).toMatchObject({ field: "code", code: "invalid_certificate" });
    }
    const held = await activate(await login(upstream, freshPhone()), POOL, attacker);
    expect(held.status).toBe(429);
    expect(held.errors[0]).toMatchObject({
      field: "code",
      code: "rate_limited",
      message: "Слишком много неверных кодов. Повторите через 10 мин",
    });
    expect(held.headers.get("retry-after")).toBe("600");
    const shopper = await call(upstream, "/api/user/certificates/activate", {
      token: await login(upstream, freshPhone()),
      body: POOL,
      client: "192.0.2.50",
      schema: CertificateSchema,
    });
    expect(shopper.data.status).toBe("active");
    // Ten minutes on, the attacker's client may try again.
    now += 10 * 60_000;
    expect(
      (
        await activate(
          await login(upstream, freshPhone()),
          { number: "1745-6390-8251-4436", code: "00000000" },
          attacker,
        )
      ).errors[0].code,
    ).toBe("invalid_certificate");
    now += 60 * 60_000;
  });

  it("locks a number only after 50 wrong codes from all clients within the hour, and never for its owner's checkout", async () => {
    const CERTIFICATE = { number: "7350-1648-2297-8815", code: "91736420" };
    let attackers = 0;
    /** `count` wrong codes, five per client (each with an account of its own): one client's whole allowance. */
    const wrongCodes = async (count: number) => {
      for (let done = 0; done < count;) {
        const [token, client] = [await login(upstream, freshPhone()), `198.51.100.${++attackers}`];
        for (let i = 0; i < 5 && done < count; i++, done++) {
          expect((await activate(token, { number: CERTIFICATE.number, code: "00000000" }, client)).status).toBe(400);
        }
      }
    };
    await wrongCodes(49);
    // 49 wrong codes: not locked. The shopper activates it and pays with it at checkout.
    const shopper = { token: await login(upstream, freshPhone()), client: "192.0.2.60" };
    expect((await activate(shopper.token, CERTIFICATE, shopper.client)).status).toBe(200);
    const db = new Database(databaseFile(upstream.dataDir, SEED), { readonly: true });
    const offer = db
      .prepare("SELECT id AS offerId, product_id AS productId FROM offers WHERE quantity >= 3 ORDER BY id LIMIT 1")
      .get() as { offerId: number; productId: number };
    db.close();
    await call(upstream, `/api/basket/${offer.productId}`, {
      token: shopper.token,
      body: { offer: offer.offerId, city: "moscow" },
      client: shopper.client,
    });
    const pay = () =>
      call(upstream, "/api/order/calculate", {
        token: shopper.token,
        body: { certificate: [CERTIFICATE] },
        client: shopper.client,
        schema: OrderStateSchema,
      });
    expect((await pay()).data.certificate).toEqual([expect.objectContaining({ number: CERTIFICATE.number })]);

    await wrongCodes(1);
    // The 50th locks the number for an hour, for everyone else…
    const other = await activate(await login(upstream, freshPhone()), CERTIFICATE, "192.0.2.61");
    expect(other.status).toBe(429);
    expect(other.errors[0]).toMatchObject({
      field: "code",
      code: "certificate_locked",
      message: "Сертификат временно заблокирован: слишком много неверных кодов. Попробуйте через 1 ч",
    });
    // …but not for its owner paying with it.
    const paid = await pay();
    expect(paid.errors).toEqual([]);
    expect(paid.data.certificate).toEqual([expect.objectContaining({ number: CERTIFICATE.number })]);
    now += 60 * 60_000;
    expect((await activate(await login(upstream, freshPhone()), CERTIFICATE, "192.0.2.62")).errors[0].code).toBe(
      "certificate_activated",
    );
  });

  it("seeds random numbers and codes of 8 digits or more", async () => {
    const db = new Database(databaseFile(upstream.dataDir, SEED), { readonly: true });
    try {
      const rows = db.prepare("SELECT number, code FROM certificates").all() as { number: string; code: string }[];
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) expect(row.code).toMatch(/^\d{8,}$/);
      const numbers = rows.map((row) => BigInt(row.number.replaceAll("-", ""))).sort((a, b) => (a < b ? -1 : 1));
      // No two numbers within 1000 of each other: knowing one tells nothing of the others.
      for (let i = 1; i < numbers.length; i++) expect(numbers[i] - numbers[i - 1]).toBeGreaterThan(1000n);
    } finally {
      db.close();
    }
  });
});
