import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let certificateRoute: typeof import("~/routes/certificate.$kind");
let basketRoute: typeof import("~/routes/basket");
let orderRoute: typeof import("~/routes/order._index");
let cookies: typeof import("~/cookies.server");
let flash: typeof import("~/toasts/flash.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  [certificateRoute, basketRoute, orderRoute, cookies, flash] = await Promise.all([
    import("~/routes/certificate.$kind"),
    import("~/routes/basket"),
    import("~/routes/order._index"),
    import("~/cookies.server"),
    import("~/toasts/flash.server"),
  ]);
});
afterAll(() => upstream.dispose());

const NBSP = "\u00A0";
const page = (kind: string, cookie?: string) =>
  settle(() => certificateRoute.loader({ ...args(`/certificate/${kind}/`, { cookie }), params: { kind } }));
const add = (kind: string, fields: Record<string, string>, cookie?: string) =>
  settle(() =>
    certificateRoute.action({
      ...args(`/certificate/${kind}/`, { method: "POST", body: new URLSearchParams(fields), cookie }),
      params: { kind },
    }),
  );
const cookiePairs = (response: Response) =>
  (response.headers.get("Set-Cookie") ?? "")
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0].trim())
    .filter(Boolean);
const tokenPair = (response: Response) => cookiePairs(response).find((c) => c.startsWith("token=")) ?? "";
const flashOf = async (response: Response) =>
  (
    await flash.readFlash(
      new Request("http://shop.test/", {
        headers: { Cookie: cookiePairs(response).find((c) => c.startsWith("flash=")) ?? "" },
      }),
    )
  ).toasts;

/** The certificate options as the page has them: ids of the designs, by code. */
async function designIds(): Promise<Record<string, string>> {
  const { kind } = await (await page("digital")).json();
  return Object.fromEntries(
    kind.designs.map((design: { code: string; id: number }) => [design.code, String(design.id)]),
  );
}

describe("/certificate/{kind}/", () => {
  it("answers both kinds to a guest without a cookie, and an unknown kind with a 404", async () => {
    const digital = await page("digital");
    expect(digital.status).toBe(200);
    expect(digital.headers.get("Set-Cookie")).toBeNull();
    const data = await digital.json();
    expect(data.kind).toMatchObject({ kind: "digital", nominals: { min: 1000, max: 50000, custom: true } });
    expect(data.kinds).toEqual([
      { kind: "digital", name: "Электронный подарочный сертификат" },
      { kind: "plastic", name: "Пластиковый подарочный сертификат" },
    ]);
    expect((await (await page("plastic")).json()).kind.designs).toHaveLength(3);
    expect((await page("paper")).status).toBe(404);
  });

  it("refuses a nominal out of limits and a bad e-mail next to their fields, keeps the values and issues no token", async () => {
    const ids = await designIds();
    const fields = {
      design: ids["new-year"],
      nominal: "custom",
      customNominal: "500",
      recipientName: "Мария",
      recipientEmail: "maria@",
      message: "С праздником",
    };
    const refused = await add("digital", fields);
    expect(refused.status).toBe(400);
    expect(tokenPair(refused)).toBe("");
    const body = await refused.json();
    expect(body.fieldErrors).toEqual({
      customNominal: `Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`,
      recipientEmail: "Введите корректный email",
    });
    expect(body.values).toMatchObject({ customNominal: "500", recipientName: "Мария", message: "С праздником" });

    const tooMuch = await (
      await add("digital", { ...fields, customNominal: "50 100", recipientEmail: "maria@example.ru" })
    ).json();
    expect(tooMuch.fieldErrors).toEqual({ customNominal: `Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽` });
    const noName = await (
      await add("digital", { ...fields, nominal: "3000", recipientName: " ", recipientEmail: "maria@example.ru" })
    ).json();
    expect(noName.fieldErrors).toEqual({ recipientName: "Укажите имя получателя" });
    const plastic = await (
      await add("plastic", { design: ids["for-her"], nominal: "custom", customNominal: "2500" })
    ).json();
    expect(plastic.fieldErrors).toEqual({ design: "Выберите дизайн из списка", nominal: "Выберите номинал из списка" });
  });

  it("adds a certificate with a guest token: PRG with a toast without JavaScript, data with it; the basket holds both", async () => {
    const ids = await designIds();
    const fields = {
      design: ids.birthday,
      nominal: "custom",
      customNominal: "7 500",
      recipientName: "Мария",
      recipientEmail: "Maria@Example.ru",
      senderName: "Ольга",
      nonce: "n-1",
    };
    const document = await add("digital", fields);
    expect(document.status).toBe(303);
    expect(document.headers.get("Location")).toBe("/certificate/digital/");
    expect((await flashOf(document)).map((toast) => [toast.type, toast.message])).toEqual([
      ["success", "Сертификат добавлен в корзину"],
    ]);
    const cookie = tokenPair(document);
    expect(cookie).toMatch(/^token=/);

    // The same form sent again (a double click) adds nothing.
    expect((await add("digital", fields, cookie)).status).toBe(303);
    const fetched = await add(
      "plastic",
      { design: ids.classic, nominal: "5000", via: "fetcher", nonce: "n-2" },
      cookie,
    );
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toMatchObject({
      ok: true,
      added: {
        name: "Пластиковый подарочный сертификат",
        design: "Классический",
        nominal: `5${NBSP}000${NBSP}₽`,
        recipient: null,
      },
    });

    const order = await (await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))).json();
    expect(
      order.basket.certificates.map((line: { kind: string; nominal: { value: number }; recipient: unknown }) => [
        line.kind,
        line.nominal.value,
        line.recipient,
      ]),
    ).toEqual([
      ["digital", 7500, { name: "Мария", email: "maria@example.ru" }],
      ["plastic", 5000, null],
    ]);
    expect(order.basket.totalQuantity).toBe(2);
    // The order draft is there to check out: a plastic certificate needs delivery.
    expect(order.state.deliverySystems.length).toBeGreaterThan(0);

    const removed = await settle(() =>
      basketRoute.action(
        args("/basket/", {
          method: "POST",
          body: new URLSearchParams({
            intent: "basket-remove-certificate",
            lineId: String(order.basket.certificates[1].id),
            redirectTo: "/order/",
          }),
          cookie,
        }),
      ),
    );
    expect(removed.headers.get("Location")).toBe("/order/");
    expect((await flashOf(removed)).map((toast) => toast.message)).toEqual(["Сертификат удалён из корзины"]);
    const after = await (await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))).json();
    expect(after.basket.certificates).toHaveLength(1);
    expect(after.state.deliverySystems).toEqual([]);
  });

  it("checks a digital certificate out without delivery: the save goes to the payment page", async () => {
    const ids = await designIds();
    const cookie = await userCookie(upstream, "+79150000077", cookies.tokenCookie);
    await add(
      "digital",
      {
        design: ids["thank-you"],
        nominal: "2000",
        recipientName: "Ирина",
        recipientEmail: "irina@example.ru",
        via: "fetcher",
      },
      cookie,
    );
    const { state } = await (
      await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))
    ).json();
    // The page's form carries the calculation the shopper sees (hidden fields): the save confirms it.
    const shown = (await import("~/order/checkout/confirmed")).confirmedFields(state);
    const save = await settle(() =>
      orderRoute.action({
        ...args("/order/", {
          method: "POST",
          cookie,
          body: new URLSearchParams({
            intent: "save",
            name: "Ольга",
            lastName: "Петрова",
            email: "olga@example.ru",
            phone: "+7 (916) 123-45-67",
            paymentId: "1",
            ...shown,
          }),
        }),
        params: {},
      }),
    );
    expect(save.status).toBe(303);
    expect(save.headers.get("Location")).toMatch(new RegExp(`^http://localhost:${upstream.port}/pay/[0-9a-f]{32}$`));
  });
});
