import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

/**
 * Checkout's coupon and certificate refusals and over-long fields are told at their fields (with the typed value
 * kept), never only as a toast nor as the form's generic refusal; e-mail reads as everywhere else.
 */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let orderRoute: typeof import("~/routes/order._index");
let cookies: typeof import("~/cookies.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [orderRoute, cookies] = await Promise.all([import("~/routes/order._index"), import("~/cookies.server")]);
});
afterAll(() => upstream.dispose());

const api = async (path: string, token: string | null, body?: unknown) => {
  const response = await fetch(new URL(path, upstream.url), {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { data: unknown };
};

let phones = 0;
/** A shopper logged in with one product in the basket: the storefront's cookie. */
async function shopper() {
  const phone = `+7915400${String(++phones).padStart(4, "0")}`;
  await api("/api/auth/code", null, { phone });
  const { token } = (await api("/api/auth/login", null, { phone, code: "123456" })).data as { token: string };
  const { items } = (await api("/v1/catalog/products?section=odezhda&pageSize=20", null)).data as {
    items: { id: number }[];
  };
  for (const item of items) {
    const { item: full } = (await api(`/v1/catalog/products/${item.id}`, null)).data as {
      item: { sku: { id: number; quantity: number }[] };
    };
    const offer = full.sku.find((entry) => entry.quantity >= 2);
    if (!offer) continue;
    await api(`/api/basket/${item.id}`, token, { offer: offer.id, city: "moscow" });
    await api("/api/order/init", token, { city: "moscow" });
    return (await cookies.tokenCookie.serialize(token)).split(";")[0];
  }
  throw new Error("no product in stock");
}

type Answer = {
  intent?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  toasts?: { message: string }[];
};

const post = async (cookie: string, fields: Record<string, string>) => {
  const response = await settle(() =>
    orderRoute.action({
      ...args("/order/", { method: "POST", cookie, body: new URLSearchParams(fields) }),
      params: {},
    }),
  );
  return { status: response.status, body: (await response.json()) as Answer };
};

describe("checkout fields tell their own refusals", () => {
  it("a wrong coupon: at the coupon field with what was typed, no toast — with JavaScript and without", async () => {
    const cookie = await shopper();
    for (const via of [{ via: "fetcher" }, {}] as Record<string, string>[]) {
      const { status, body } = await post(cookie, { intent: "apply-coupon", coupon: "NOSUCHCOUPON", ...via });
      expect(status).toBe(400);
      expect(body.intent).toBe("apply-coupon");
      expect(body.fieldErrors).toEqual({ coupon: "Купон не найден" });
      expect(body.values?.coupon).toBe("NOSUCHCOUPON");
      expect((body.toasts ?? []).map((toast) => toast.message)).not.toContain("Купон не найден");
    }
  });

  it("a 5,000-character coupon: «Купон не найден» at the field, not the form's generic refusal", async () => {
    const cookie = await shopper();
    const { status, body } = await post(cookie, { intent: "apply-coupon", coupon: "A".repeat(5000), via: "fetcher" });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ coupon: "Купон не найден" });
  });

  it("over-long typed fields: each message at its field; a tampered hidden field stays the generic refusal", async () => {
    const cookie = await shopper();
    const long = await post(cookie, {
      intent: "calculate",
      name: "Я".repeat(61),
      street: "у".repeat(201),
      apartment: "1".repeat(11),
      email: `${"a".repeat(250)}@example.ru`,
      via: "fetcher",
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({
      name: "Имя — не длиннее 60 символов",
      street: "Улица — не длиннее 200 символов",
      apartment: "Квартира или офис — не длиннее 10 символов",
      email: "Введите корректный email",
    });
    const tampered = await post(cookie, { intent: "calculate", shipmentId: "x", name: "Я".repeat(61) });
    expect(tampered.body.fieldErrors).toEqual({
      form: "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз.",
    });
  });

  it("a wrong and an expired certificate: at the certificate field, no toast", async () => {
    const cookie = await shopper();
    const wrong = await post(cookie, {
      intent: "apply-certificate",
      certificateNumber: "3056-8842-1179-6325",
      certificateCode: "00000000",
      via: "fetcher",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.certificate).toMatch(/код/i);
    expect(wrong.body.values?.certificateNumber).toBe("3056-8842-1179-6325");
    expect(wrong.body.toasts ?? []).toEqual([]);
    const expired = await post(cookie, {
      intent: "apply-certificate",
      certificateNumber: "2583-0417-7962-5109",
      certificateCode: "27450618",
    });
    expect(expired.body.fieldErrors).toEqual({ certificate: "Срок действия сертификата истёк" });
  });

  it("an invalid e-mail at save reads as in the profile", async () => {
    const cookie = await shopper();
    const { body } = await post(cookie, {
      intent: "save",
      name: "Анна",
      lastName: "Петрова",
      email: "anna@",
      phone: "+7 (916) 123-45-67",
    });
    expect(body.fieldErrors?.email).toBe("Введите корректный email");
  });
});
