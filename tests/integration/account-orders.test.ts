import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let cookies: typeof import("~/cookies.server");
let ordersList: typeof import("~/routes/personal.orders.status.$status");
let orderPage: typeof import("~/routes/personal.orders.$id");
let card: typeof import("~/routes/personal.card._index");
let register: typeof import("~/routes/personal.card.register");
let history: typeof import("~/routes/personal.card.history");
let activation: typeof import("~/routes/personal.certificates.activation");
let certificate: typeof import("~/routes/personal.certificates.$number._index");
let certificateHistory: typeof import("~/routes/personal.certificates.$number.history");
let completed: typeof import("~/routes/personal.certificates.completed");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [cookies, ordersList, orderPage, card, register, history, activation, certificate, certificateHistory, completed] =
    await Promise.all([
      import("~/cookies.server"),
      import("~/routes/personal.orders.status.$status"),
      import("~/routes/personal.orders.$id"),
      import("~/routes/personal.card._index"),
      import("~/routes/personal.card.register"),
      import("~/routes/personal.card.history"),
      import("~/routes/personal.certificates.activation"),
      import("~/routes/personal.certificates.$number._index"),
      import("~/routes/personal.certificates.$number.history"),
      import("~/routes/personal.certificates.completed"),
    ]);
});
afterAll(() => upstream.dispose());

let phoneSeq = 0;
const freshPhone = () => `+7999${String(3_000_000 + process.pid * 10 + ++phoneSeq).slice(-7)}`;

/** Logs in at the embedded upstream and signs the token into the storefront's cookie. */
const session = (phone: string): Promise<string> => userCookie(upstream, phone, cookies.tokenCookie);

const get = (
  route: { loader: (a: never) => Promise<unknown> },
  url: string,
  params: Record<string, string>,
  cookie?: string,
) => settle(() => route.loader({ ...args(url, { cookie }), params } as never));
const post = (
  route: { action: (a: never) => Promise<unknown> },
  url: string,
  fields: Record<string, string>,
  cookie: string,
) =>
  settle(() =>
    route.action({ ...args(url, { method: "POST", body: new URLSearchParams(fields), cookie }), params: {} } as never),
  );

let anna: string;
let maria: string;
beforeAll(async () => {
  [anna, maria] = await Promise.all([session("+79990000001"), session("+79990000002")]);
});

describe("the guard", () => {
  it("sends a guest to login and back", async () => {
    for (const response of [
      await get(ordersList, "/personal/orders/status/all/", { status: "all" }),
      await get(card, "/personal/card/", {}),
      await post(
        activation,
        "/personal/certificates/activation/",
        { number: "4817-2093-5561-0374", code: "58204173" },
        "",
      ),
    ]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/login\/\?redirectTo=%2Fpersonal%2F/);
    }
  });
});

describe("orders", () => {
  it("lists the orders by status with every status and its count, 'all' first", async () => {
    const response = await get(ordersList, "/personal/orders/status/all/", { status: "all" }, anna);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.statuses[0]).toMatchObject({ code: "all", count: 14 });
    expect(data.statuses.map((s: { code: string }) => s.code)).toContain("done");
    expect(data.items).toHaveLength(10);
    expect(data.pagination).toMatchObject({ page: 1, pages: 2 });
    expect(data.items[0].number).toMatch(/^LS-\d+$/);

    const page2 = await (await get(ordersList, "/personal/orders/status/all/?page=2", { status: "all" }, anna)).json();
    expect(page2.items).toHaveLength(4);

    const done = await (await get(ordersList, "/personal/orders/status/done/", { status: "done" }, anna)).json();
    expect(done.items).toHaveLength(5);
    expect(done.statusName).toBe("Выполнен");
    for (const order of done.items) expect(order.status.code).toBe("done");
  });

  it("answers 404 for an unknown or malformed status and a page past the end", async () => {
    expect((await get(ordersList, "/personal/orders/status/lost/", { status: "lost" }, anna)).status).toBe(404);
    expect((await get(ordersList, "/personal/orders/status/A%20B/", { status: "A B" }, anna)).status).toBe(404);
    expect((await get(ordersList, "/personal/orders/status/all/?page=3", { status: "all" }, anna)).status).toBe(404);
    expect((await get(ordersList, "/personal/orders/status/all/?page=99999", { status: "all" }, anna)).status).toBe(
      404,
    );
  });

  it("shows the user's own order and 404s for another user's, a malformed or an unknown id", async () => {
    const mine = (await (await get(ordersList, "/personal/orders/status/all/", { status: "all" }, anna)).json())
      .items[0];
    const theirs = (await (await get(ordersList, "/personal/orders/status/all/", { status: "all" }, maria)).json())
      .items[0];

    const response = await get(orderPage, `/personal/orders/${mine.id}/`, { id: String(mine.id) }, anna);
    expect(response.status).toBe(200);
    const { order } = await response.json();
    expect(order.number).toBe(mine.number);
    expect(order.items.length).toBeGreaterThan(0);

    for (const id of [String(theirs.id), "abc", "0", "007", "999999"]) {
      expect((await get(orderPage, `/personal/orders/${id}/`, { id }, anna)).status).toBe(404);
    }
  });
});

describe("Love Card registration", () => {
  it("validates the form, registers, then refuses a second card", async () => {
    const cookie = await session(freshPhone());
    expect((await (await get(card, "/personal/card/", {}, cookie)).json()).card).toBeNull();

    const form = {
      firstName: "Ольга",
      lastName: "Петрова",
      birthday: "31.02.1990",
      email: "olga@example.ru",
      agreement: "yes",
    };
    const bad = await post(register, "/personal/card/register/", form, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fieldErrors: { birthday: "Такой даты не существует" },
      values: { firstName: "Ольга", birthday: "31.02.1990" },
    });

    const { agreement: _agreement, ...noAgreement } = form;
    const refused = await post(
      register,
      "/personal/card/register/",
      { ...noAgreement, birthday: "01.01.1990" },
      cookie,
    );
    expect((await refused.json()).fieldErrors).toEqual({ agreement: "Необходимо согласие с правилами программы" });

    const ok = await post(register, "/personal/card/register/", { ...form, birthday: "01.01.1990" }, cookie);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/personal/card/");
    expect(ok.headers.get("Set-Cookie")).toMatch(/^flash=/);

    const data = await (await get(card, "/personal/card/", {}, cookie)).json();
    expect(data.card).toMatchObject({ balance: 500, level: { name: "Silver" } });
    const bonuses = await (await get(history, "/personal/card/history/", {}, cookie)).json();
    expect(bonuses.items[0]).toMatchObject({ type: "accrual", amount: 500 });

    const again = await get(register, "/personal/card/register/", {}, cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/personal/card/");

    const second = await post(register, "/personal/card/register/", { ...form, birthday: "01.01.1990" }, cookie);
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.fieldErrors).toEqual({});
    expect(body.formError).toBe("Карта уже оформлена");
    expect(body.toasts).toEqual([]);
  });
});

describe("certificate activation", () => {
  const ACTIVATE = "/personal/certificates/activation/";

  it("checks the format itself, shows the upstream's refusals, and activates", async () => {
    const cookie = await session(freshPhone());
    const format = await post(activation, ACTIVATE, { number: "1000-2000", code: "12" }, cookie);
    expect(format.status).toBe(400);
    expect((await format.json()).fieldErrors).toEqual({
      number: "Номер сертификата — 16 цифр",
      code: "Код сертификата — 8 цифр",
    });

    const wrong = await post(activation, ACTIVATE, { number: "2264-9071-3388-5142", code: "00000000" }, cookie);
    expect(wrong.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody).toMatchObject({
      fieldErrors: { code: "Неверный номер или код сертификата" },
      values: { number: "2264-9071-3388-5142", code: "00000000" },
    });
    expect(wrongBody.toasts).toEqual([]);

    const expired = await post(activation, ACTIVATE, { number: "2583 0417 7962 5109", code: "27450618" }, cookie);
    expect(expired.status).toBe(409);
    const expiredBody = await expired.json();
    expect(expiredBody.fieldErrors).toEqual({});
    expect(expiredBody.formError).toBe("Срок действия сертификата истёк");

    const ok = await post(activation, ACTIVATE, { number: "2264907133885142", code: "30618857" }, cookie);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/personal/certificates/2264-9071-3388-5142/");

    const page = await get(
      certificate,
      "/personal/certificates/2264-9071-3388-5142/",
      { number: "2264-9071-3388-5142" },
      cookie,
    );
    expect((await page.json()).certificate).toMatchObject({
      type: "plastic",
      status: "active",
      balance: { value: 1000 },
    });

    const again = await post(activation, ACTIVATE, { number: "2264-9071-3388-5142", code: "30618857" }, maria);
    expect(again.status).toBe(409);
    const againBody = await again.json();
    expect(againBody.fieldErrors).toEqual({});
    expect(againBody.formError).toBe("Сертификат уже активирован");
  });

  it("stops after too many wrong tries with a message", async () => {
    const cookie = await session(freshPhone());
    let last: Response | undefined;
    // Numbers nobody has: only the shopper's own limit counts them (a real number would be locked after five).
    for (let i = 0; i < 6; i++)
      last = await post(activation, ACTIVATE, { number: `9999-9999-9999-000${i}`, code: "00000000" }, cookie);
    expect(last!.status).toBe(429);
    expect((await last!.json()).formError).toMatch(/^Слишком много неверных кодов\. Повторите через \d+ мин$/);
  });
});

describe("certificate pages", () => {
  it("404 for another user's, unknown or malformed numbers", async () => {
    for (const number of ["6720-3185-4409-2671", "1000-2000-3000-9999", "6720318544092671", "abc"]) {
      expect((await get(certificate, `/personal/certificates/${number}/`, { number }, maria)).status).toBe(404);
      expect(
        (await get(certificateHistory, `/personal/certificates/${number}/history/`, { number }, maria)).status,
      ).toBe(404);
    }
  });

  it("shows the history with the order and the completed ones with their status", async () => {
    const data = await (
      await get(
        certificateHistory,
        "/personal/certificates/3398-7460-1527-0842/history/",
        { number: "3398-7460-1527-0842" },
        anna,
      )
    ).json();
    expect(data.items.some((item: { orderNumber: string | null }) => item.orderNumber?.startsWith("LS-"))).toBe(true);
    const done = await (await get(completed, "/personal/certificates/completed/", {}, anna)).json();
    expect(done.items.map((c: { number: string; status: string }) => `${c.number} ${c.status}`).sort()).toEqual([
      "5186-0923-6754-3319 used",
      "8043-2659-7318-6024 expired",
    ]);
  });
});
