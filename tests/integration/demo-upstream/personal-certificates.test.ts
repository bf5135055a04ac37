import { describe, expect, it } from "vitest";
import {
  CertificateHistorySchema,
  CertificateListSchema,
  CertificateSchema,
  OrderDetailSchema,
  OrderListSchema,
} from "../../../app/contract/account";
import { call } from "./helpers";
import { upstream, anna, maria, freshUser, money, withPersonalUpstream } from "../support/personal-upstream";

withPersonalUpstream();

describe("certificates", () => {
  it("lists demo user 1's active and completed certificates with history", async () => {
    const active = await call(upstream, "/api/user/certificates", { token: anna, schema: CertificateListSchema });
    expect(active.data.items.map((c) => [c.number, c.status, c.balance.value])).toEqual([
      ["6720-3185-4409-2671", "active", 5000],
      ["3398-7460-1527-0842", "active", 1200],
    ]);
    const completed = await call(upstream, "/api/user/certificates?state=completed", {
      token: anna,
      schema: CertificateListSchema,
    });
    expect(completed.data.items.map((c) => [c.number, c.status])).toEqual([
      ["5186-0923-6754-3319", "used"],
      ["8043-2659-7318-6024", "expired"],
    ]);
    const { data: one } = await call(upstream, "/api/user/certificates/3398-7460-1527-0842", {
      token: anna,
      schema: CertificateSchema,
    });
    expect(one).toMatchObject({ type: "plastic", amount: money(3000), balance: money(1200), status: "active" });
    const { data: history } = await call(upstream, "/api/user/certificates/3398-7460-1527-0842/history", {
      token: anna,
      schema: CertificateHistorySchema,
    });
    expect(history.items).toEqual([
      expect.objectContaining({ amount: money(-1800), orderNumber: expect.stringMatching(/^LS-\d{6}$/) }),
      expect.objectContaining({ amount: money(3000), description: "Сертификат активирован", orderNumber: null }),
    ]);
    // The order paid with it says so.
    const { data: orders } = await call(upstream, "/api/user/orders?pageSize=50", {
      token: anna,
      schema: OrderListSchema,
    });
    const paid = orders.items.find((order) => order.number === history.items[0].orderNumber)!;
    expect(
      (await call(upstream, `/api/user/orders/${paid.id}`, { token: anna, schema: OrderDetailSchema })).data.summary
        .certificate.value,
    ).toBe(1800);

    expect((await call(upstream, "/api/user/certificates?state=done", { token: anna })).status).toBe(400);
    expect(
      (await call(upstream, "/api/user/certificates", { token: maria, schema: CertificateListSchema })).data.items,
    ).toEqual([]);
  });

  it("activates a pooled certificate once, with the right code only", async () => {
    const token = await freshUser();
    const wrongCode = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "4817-2093-5561-0374", code: "00000000" },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.errors[0]).toMatchObject({ field: "code", message: "Неверный номер или код сертификата" });
    const wrongNumber = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "9999-9999-9999-9999", code: "12345678" },
    });
    expect(wrongNumber.errors[0]).toMatchObject({ field: "code", message: "Неверный номер или код сертификата" });
    const malformed = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "12", code: "12" },
    });
    expect(malformed.errors.map((e) => e.field).sort()).toEqual(["code", "number"]);

    const ok = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "4817 2093 5561 0374", code: "58204173" },
      schema: CertificateSchema,
    });
    expect(ok.data).toMatchObject({
      number: "4817-2093-5561-0374",
      type: "digital",
      amount: money(3000),
      balance: money(3000),
      status: "active",
    });
    expect(
      (await call(upstream, "/api/user/certificates", { token, schema: CertificateListSchema })).data.items.map(
        (c) => c.number,
      ),
    ).toEqual(["4817-2093-5561-0374"]);

    for (const who of [token, await freshUser()]) {
      const again = await call(upstream, "/api/user/certificates/activate", {
        token: who,
        body: { number: "4817-2093-5561-0374", code: "58204173" },
      });
      expect(again.status).toBe(409);
      expect(again.errors[0].message).toBe("Сертификат уже активирован");
    }
    const annas = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "6720-3185-4409-2671", code: "40915372" },
    });
    expect(annas.status).toBe(409);
    const expired = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "2583-0417-7962-5109", code: "27450618" },
    });
    expect(expired.status).toBe(409);
    expect(expired.errors[0].message).toBe("Срок действия сертификата истёк");
  });

  it("allows 5 wrong tries per user in 10 minutes", async () => {
    const token = await freshUser();
    // Numbers nobody has, each try from a client of its own: only the user's own limit counts them.
    for (let i = 0; i < 5; i++) {
      const body = { number: `9999-9999-9999-000${i}`, code: "00000000" };
      expect(
        (await call(upstream, "/api/user/certificates/activate", { token, body, client: `10.9.0.${i + 1}` })).status,
      ).toBe(400);
    }
    const limited = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "7350-1648-2297-8815", code: "91736420" },
      client: "10.9.0.9",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    // Another user is not limited.
    const other = await call(upstream, "/api/user/certificates/activate", {
      token: await freshUser(),
      body: { number: "7350-1648-2297-8815", code: "91736420" },
      schema: CertificateSchema,
    });
    expect(other.data.status).toBe("active");
  });
});
