import { describe, expect, it } from "vitest";
import { LoyaltyHistorySchema, LoyaltySchema } from "../../../app/contract/account";
import { UserSchema } from "../../../app/contract/user";
import { call } from "./helpers";
import { upstream, anna, maria, freshUser, money, withPersonalUpstream } from "../support/personal-upstream";

withPersonalUpstream();

describe("Love Card", () => {
  it("shows demo user 1's card with its level, and history newest first", async () => {
    const { data } = await call(upstream, "/api/user/loyalty", { token: anna, schema: LoyaltySchema });
    expect(data.card).toMatchObject({
      number: expect.stringMatching(/^2000\d{9}$/),
      level: { name: "Gold", percent: 10 },
      nextLevel: { name: "Platinum", percent: 15, remaining: money(28_130) },
      rulesLink: "/information/loyalty/rules/",
    });
    const first = await call(upstream, "/api/user/loyalty/history", { token: anna, schema: LoyaltyHistorySchema });
    expect(first.data.pagination).toMatchObject({
      page: 1,
      pageSize: 10,
      pages: Math.ceil(first.data.pagination.total / 10),
    });
    const second = await call(upstream, "/api/user/loyalty/history?page=2", {
      token: anna,
      schema: LoyaltyHistorySchema,
    });
    const items = [...first.data.items, ...second.data.items];
    expect(items).toHaveLength(first.data.pagination.total);
    expect(items.map((item) => item.date)).toEqual(
      items
        .map((item) => item.date)
        .sort()
        .reverse(),
    );
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(["accrual", "spending"]));
    expect(items.at(-1)).toMatchObject({ type: "accrual", amount: 500, description: "Приветственные бонусы" });
    const balance = items.reduce((sum, item) => sum + (item.type === "accrual" ? item.amount : -item.amount), 0);
    expect(data.card!.balance).toBe(balance);
    expect(balance).toBeGreaterThan(0);

    expect((await call(upstream, "/api/user/loyalty", { token: maria, schema: LoyaltySchema })).data).toEqual({
      card: null,
    });
  });

  it("validates the registration form", async () => {
    const token = await freshUser();
    const fourteenYearsAgoTomorrow = new Date();
    fourteenYearsAgoTomorrow.setUTCFullYear(fourteenYearsAgoTomorrow.getUTCFullYear() - 14);
    fourteenYearsAgoTomorrow.setUTCDate(fourteenYearsAgoTomorrow.getUTCDate() + 1);
    const tooYoung = fourteenYearsAgoTomorrow.toISOString().slice(0, 10).split("-").reverse().join(".");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ agreement: false }, "agreement", "Необходимо согласие с правилами программы"],
      [{ agreement: undefined }, "agreement", "Необходимо согласие с правилами программы"],
      [{ birthday: "31.02.1990" }, "birthday", "Неверная дата рождения"],
      [{ birthday: "1990-01-01" }, "birthday", "Дата рождения в формате ДД.ММ.ГГГГ"],
      [{ birthday: tooYoung }, "birthday", "Участвовать можно с 14 лет"],
      [{ email: "olga@" }, "email", "Введите корректный email"],
      [{ firstName: " " }, "firstName", "Укажите имя"],
      [{ lastName: undefined }, "lastName", "Укажите фамилию"],
    ];
    const valid = {
      firstName: "Ольга",
      lastName: "Петрова",
      birthday: "01.02.1990",
      email: "olga@example.ru",
      agreement: true,
    };
    for (const [change, field, message] of cases) {
      const result = await call(upstream, "/api/user/loyalty/register", { token, body: { ...valid, ...change } });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.errors).toEqual([expect.objectContaining({ field, message })]);
    }
    expect((await call(upstream, "/api/user/loyalty", { token, schema: LoyaltySchema })).data.card).toBeNull();
  });

  it("issues a card with 500 welcome bonuses once, filling the empty profile", async () => {
    const token = await freshUser();
    await call(upstream, "/user", { method: "PATCH", token, body: { firstName: "Оля" }, schema: UserSchema });
    const body = {
      firstName: "Ольга",
      lastName: "Петрова",
      birthday: "01.02.1990",
      email: "Olga@Example.ru",
      agreement: true,
    };
    const { data, messages } = await call(upstream, "/api/user/loyalty/register", {
      token,
      body,
      schema: LoyaltySchema,
    });
    expect(data.card).toMatchObject({
      number: expect.stringMatching(/^2000\d{9}$/),
      balance: 500,
      level: { name: "Silver", percent: 5 },
      nextLevel: { name: "Gold", percent: 10, remaining: money(30_000) },
    });
    expect(messages[0].message).toMatch(/Love Card/);
    const { data: history } = await call(upstream, "/api/user/loyalty/history", {
      token,
      schema: LoyaltyHistorySchema,
    });
    expect(history.items).toEqual([
      expect.objectContaining({ type: "accrual", amount: 500, description: "Приветственные бонусы" }),
    ]);
    const { data: user } = await call(upstream, "/api/user", { token, schema: UserSchema });
    expect(user).toMatchObject({
      firstName: "Оля",
      lastName: "Петрова",
      email: "olga@example.ru",
      birthDay: "01.02.1990",
    });

    const twice = await call(upstream, "/api/user/loyalty/register", { token, body });
    expect(twice.status).toBe(409);
    expect(twice.errors[0].message).toBe("Карта уже оформлена");
  });
});
