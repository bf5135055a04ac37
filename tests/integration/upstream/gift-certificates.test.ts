import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CertificateSchema, LoyaltySchema, OrderDetailSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import { InitSchema } from "../../../app/contract/content";
import { CertificateOptionsSchema } from "../../../app/contract/gift-certificates";
import { OrderStateSchema, SavedOrderSchema, type CheckoutInput } from "../../../app/contract/order";
import { TokenSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/** The checkout's clock: Wednesday 10.09.2025, 10:00 in Moscow. */
const NOW = Date.UTC(2025, 8, 10, 7, 0);
const CUSTOMER = { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+79161234567" };
const NBSP = "\u00A0";

let upstream: TestUpstream;
let db: Database.Database;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => NOW });
  db = new Database(databaseFile(upstream.dataDir, 300));
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

let phoneCounter = 0;
const freshUser = () => login(upstream, `+7914000${String(++phoneCounter).padStart(4, "0")}`);
const guest = async () => (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;
const designId = (code: string) =>
  db.prepare<[string], number>("SELECT id FROM certificate_designs WHERE code = ?").pluck().get(code)!;

type Line = {
  kind: "digital" | "plastic";
  design: number;
  nominal: number;
  recipientName?: string;
  recipientEmail?: string;
  senderName?: string;
  message?: string;
};
const digital = (patch: Partial<Line> = {}): Line => ({
  kind: "digital",
  design: designId("birthday"),
  nominal: 5000,
  recipientName: "Мария",
  recipientEmail: "Maria.Ivanova@Example.ru",
  senderName: "Ольга",
  message: "С днём рождения!",
  ...patch,
});
const plastic = (patch: Partial<Line> = {}): Line => ({
  kind: "plastic",
  design: designId("classic"),
  nominal: 3000,
  ...patch,
});

const addCertificate = (token: string | undefined, body: unknown) =>
  call(upstream, "/api/basket/certificates", { token, body });
async function addOk(token: string, line: Line) {
  const result = await addCertificate(token, line);
  if (result.status !== 200) throw new Error(`add answered ${result.status}: ${JSON.stringify(result.errors)}`);
  return BasketSchema.parse(result.data);
}
const removeCertificate = (token: string, id: number) =>
  call(upstream, `/api/basket/certificates/${id}`, { token, method: "DELETE" });
const basket = async (token: string) => (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
const counters = async (token: string) =>
  (await call(upstream, "/api/init", { token, schema: InitSchema })).data.counters;

/** A product offer with online stock at a price within [min, max], not handed to another test yet. */
const usedProducts = new Set<number>();
function onlineOffer(min: number, max: number) {
  const rows = db
    .prepare<[number, number], { offerId: number; productId: number; price: number }>(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price FROM offers o JOIN products p ON p.id = o.product_id
       WHERE o.quantity >= 5 AND p.discount_price BETWEEN ? AND ? ORDER BY o.id`,
    )
    .all(min, max);
  const row = rows.find((candidate) => !usedProducts.has(candidate.productId))!;
  usedProducts.add(row.productId);
  return row;
}
const addProduct = (token: string, offer: { offerId: number; productId: number }) =>
  call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow" },
    schema: BasketSchema,
  });

const init = (token: string) =>
  call(upstream, "/api/order/init", { token, body: { city: "moscow" }, schema: OrderStateSchema });
const calculate = (token: string, input: CheckoutInput) =>
  call(upstream, "/api/order/calculate", { token, body: input, schema: OrderStateSchema });
const save = (token: string, input: CheckoutInput) =>
  call(upstream, "/api/order/save", { token, body: { ...input, returnUrl: "http://shop.test" } });
const detail = async (token: string, id: number) =>
  (await call(upstream, `/api/user/orders/${id}`, { token, schema: OrderDetailSchema })).data;

/** The draft of a fresh checkout with the customer filled in. */
async function startCheckout(token: string): Promise<CheckoutInput> {
  const input = structuredClone((await init(token)).data.input);
  Object.assign(input.customer, CUSTOMER);
  return input;
}

describe("GET /api/certificates/options", () => {
  it("lists both kinds with their nominals and designs, pictures included", async () => {
    const { data } = await call(upstream, "/api/certificates/options", { schema: CertificateOptionsSchema });
    const [digitalKind, plasticKind] = data.kinds;
    expect(digitalKind).toMatchObject({
      kind: "digital",
      name: "Электронный подарочный сертификат",
      nominals: { min: 1000, max: 50000, step: 100, custom: true },
    });
    expect(digitalKind.designs.map((design) => design.name)).toEqual([
      "Классический",
      "С днём рождения",
      "Для неё",
      "Новый год",
      "8 Марта",
      "Спасибо",
    ]);
    expect(plasticKind).toMatchObject({
      kind: "plastic",
      nominals: { presets: [1000, 2000, 3000, 5000, 10000], custom: false },
    });
    expect(plasticKind.designs.map((design) => design.code)).toEqual(["classic", "birthday", "new-year"]);
    expect(data).toMatchObject({ validityMonths: 12, limits: { name: 60, message: 300, lines: 10 } });

    const picture = await fetch(digitalKind.designs[1].image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toContain("С днём рождения");
    expect((await fetch(`${upstream.url}/images/certificates/nope.svg`)).status).toBe(404);
  });
});

describe("certificate lines of the basket", () => {
  it("needs a token", async () => {
    const result = await addCertificate(undefined, digital());
    expect(result.status).toBe(401);
  });

  it("refuses nominals out of limits, a bad e-mail and an unknown design, field by field", async () => {
    const token = await guest();
    const errorsOf = async (body: unknown) => {
      const result = await addCertificate(token, body);
      expect(result.status).toBe(400);
      return Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
    };
    expect(await errorsOf(digital({ nominal: 500 }))).toEqual({
      nominal: `Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`,
    });
    expect(await errorsOf(digital({ nominal: 50100 }))).toEqual({
      nominal: `Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`,
    });
    expect(await errorsOf(digital({ nominal: 1050 }))).toEqual({ nominal: `Номинал должен быть кратен 100${NBSP}₽` });
    expect(await errorsOf(digital({ recipientEmail: "мария@", recipientName: " ", design: 999 }))).toEqual({
      design: "Такого дизайна нет у этого сертификата",
      recipientName: "Укажите имя получателя",
      recipientEmail: "Введите корректный email",
    });
    expect(await errorsOf(digital({ message: "а".repeat(301) }))).toEqual({ message: "Не длиннее 300 символов" });
    expect(await errorsOf(plastic({ nominal: 2500, design: designId("for-her") }))).toMatchObject({
      design: "Такого дизайна нет у этого сертификата",
      nominal: `Выберите номинал: ${["1", "2", "3", "5", "10"].map((thousands) => `${thousands}${NBSP}000${NBSP}₽`).join(", ")}`,
    });
    expect(await errorsOf({ kind: "paper", design: 1, nominal: 1000 })).toEqual({
      kind: "Выберите вид сертификата: digital или plastic",
    });
    expect((await basket(token)).certificates).toEqual([]);
  });

  it("adds one line per certificate, counts them and removes them", async () => {
    const token = await guest();
    const first = await addOk(token, digital());
    expect(first.certificates).toEqual([
      {
        id: expect.any(Number),
        kind: "digital",
        name: "Электронный подарочный сертификат",
        design: {
          id: designId("birthday"),
          code: "birthday",
          name: "С днём рождения",
          image: `http://localhost:${upstream.port}/images/certificates/birthday.svg`,
        },
        nominal: { value: 5000, format: `5${NBSP}000${NBSP}₽` },
        recipient: { name: "Мария", email: "maria.ivanova@example.ru" },
        senderName: "Ольга",
        message: "С днём рождения!",
      },
    ]);
    // The same certificate again is a second line (a certificate of its own, with its own number).
    const second = await addOk(token, digital());
    const third = await addOk(token, plastic({ recipientName: "не нужно", recipientEmail: "x@example.ru" }));
    expect(second.certificates).toHaveLength(2);
    expect(third.certificates[2]).toMatchObject({ kind: "plastic", recipient: null, nominal: { value: 3000 } });
    expect(third.summary.certificates).toEqual({ quantity: 3, value: 13000 });
    expect(third.summary.value).toBe(0);
    expect(third.totalQuantity).toBe(3);
    expect(await counters(token)).toMatchObject({ basket: 3 });

    const removed = BasketSchema.parse((await removeCertificate(token, first.certificates[0].id)).data);
    expect(removed.certificates.map((line) => line.id)).toEqual([second.certificates[1].id, third.certificates[2].id]);
    const again = await removeCertificate(token, first.certificates[0].id);
    expect(again.status).toBe(404);
    expect(again.errors[0]).toMatchObject({
      message: "Сертификат в корзине не найден",
      code: "basket_certificate_not_found",
    });
    // Another owner's line is unknown too.
    expect((await removeCertificate(await guest(), second.certificates[1].id)).status).toBe(404);
  });

  it("holds at most 10 certificates", async () => {
    const token = await guest();
    for (let i = 0; i < 10; i++) await addOk(token, plastic());
    const eleventh = await addCertificate(token, plastic());
    expect(eleventh.status).toBe(409);
    expect(eleventh.errors[0]).toMatchObject({
      message: "В корзине может быть не больше 10 сертификатов",
      code: "certificates_limit",
    });
  });

  it("sums goods and certificates apart and moves them to the user at login", async () => {
    const token = await guest();
    const offer = onlineOffer(1000, 3000);
    await addProduct(token, offer);
    const mixed = await addOk(token, digital({ nominal: 2500 }));
    expect(mixed.summary).toMatchObject({ discountValue: offer.price, certificates: { quantity: 1, value: 2500 } });
    expect(mixed.totalQuantity).toBe(2);

    const user = await login(upstream, "+79140009999", token);
    const moved = await basket(user);
    expect(moved.certificates).toHaveLength(1);
    expect(moved.activeProducts).toHaveLength(1);
    expect(await counters(user)).toMatchObject({ basket: 2 });
  });
});

describe("checkout with gift certificates", () => {
  it("orders digital certificates without delivery, paid online only, and issues them once paid", async () => {
    const token = await freshUser();
    await addOk(token, digital());
    await addOk(
      token,
      digital({
        design: designId("thank-you"),
        nominal: 1500,
        recipientName: "Ирина",
        recipientEmail: "irina@example.ru",
        senderName: "",
        message: "",
      }),
    );
    const input = await startCheckout(token);
    const { data: state } = await calculate(token, input);
    expect(state.deliverySystems).toEqual([]);
    expect(state.pickupPoints).toEqual([]);
    expect(state.stores).toEqual([]);
    expect(state.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
    expect(state.summary).toMatchObject({ basket: { value: 6500 }, delivery: { value: 0 }, total: { value: 6500 } });

    // A shipment asked for anyway is dropped: there is nothing to deliver.
    const saved = await save(token, {
      ...state.input,
      delivery: { ...state.input.delivery, shipmentId: 41 },
      payment: { id: 1 },
    });
    expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
    const { order } = SavedOrderSchema.parse(saved.data);
    expect(order.payment).toMatchObject({ id: 1, isPayed: false, link: expect.stringMatching(/\/pay\/[0-9a-f]{32}$/) });
    expect((await basket(token)).certificates).toEqual([]);

    const unpaid = await detail(token, order.id);
    expect(unpaid.delivery).toMatchObject({
      shipmentId: 0,
      name: "Электронная доставка",
      address: "На e-mail получателя",
      price: { value: 0 },
    });
    expect(
      unpaid.certificates.map((line) => [line.design.name, line.nominal.value, line.recipient?.email, line.issued]),
    ).toEqual([
      ["С днём рождения", 5000, "maria.ivanova@example.ru", false],
      ["Спасибо", 1500, "irina@example.ru", false],
    ]);
    expect(unpaid.summary).toMatchObject({ basket: { value: 6500 }, total: { value: 6500 } });
    expect(unpaid.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
    const listed = await call(upstream, "/api/user/orders", { token });
    expect(
      (listed.data as { items: { id: number; itemsCount: number }[] }).items.find((item) => item.id === order.id)
        ?.itemsCount,
    ).toBe(2);

    const code = order.payment.link!.split("/pay/")[1];
    const paid = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status, JSON.stringify(upstream.logs.filter((entry) => entry.level === "error"))).toBe(303);
    expect((await detail(token, order.id)).certificates.every((line) => line.issued)).toBe(true);

    const emails = upstream.logs.filter(
      (entry) => entry.msg === "demo certificate e-mail" && entry.orderNumber === order.number,
    );
    expect(emails.map((entry) => [entry.to, entry.amount])).toEqual([
      ["maria.ivanova@example.ru", 5000],
      ["irina@example.ru", 1500],
    ]);
    expect(emails[0]).toMatchObject({
      recipientName: "Мария",
      senderName: "Ольга",
      message: "С днём рождения!",
      subject: `Ольга дарит вам сертификат LOVE STORE на 5${NBSP}000${NBSP}₽`,
    });
    const { number, code: secret } = emails[0] as { number: string; code: string };
    expect(number).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(secret).toMatch(/^\d{8}$/);
    // Paying again changes nothing: the certificates were issued once.
    await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(
      db
        .prepare<[number], number>(
          "SELECT COUNT(*) FROM order_certificates WHERE order_id = ? AND certificate_id IS NOT NULL",
        )
        .pluck()
        .get(order.id),
    ).toBe(2);

    // The recipient activates it and spends it on goods.
    const recipient = await freshUser();
    const activated = await call(upstream, "/api/user/certificates/activate", {
      token: recipient,
      body: { number, code: secret },
      schema: CertificateSchema,
    });
    expect(activated.data).toMatchObject({
      number,
      type: "digital",
      amount: { value: 5000 },
      balance: { value: 5000 },
      status: "active",
    });
    expect(new Date(activated.data.expiresAt).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    await addProduct(recipient, onlineOffer(1000, 3000));
    const spend = await calculate(recipient, {
      ...(await startCheckout(recipient)),
      certificate: [{ number, code: secret }],
    });
    expect(spend.errors).toEqual([]);
    expect(spend.data.certificate).toEqual([{ number, amount: spend.data.summary.certificate }]);
    expect(spend.data.summary.total.value).toBe(0);
  });

  it("ships plastic certificates like goods: a delivery is needed, from any pickup shop, and paid online", async () => {
    const token = await freshUser();
    await addOk(token, plastic({ nominal: 5000 }));
    const input = await startCheckout(token);
    const { data: state } = await calculate(token, input);
    expect(state.deliverySystems.map((system) => system.id)).toEqual([41, 42, 43, 44, 46]);
    // 5 000 ₽ of certificates ship free, as goods would.
    expect(state.deliverySystems.find((system) => system.id === 41)?.price.value).toBe(0);

    const noShipment = await save(token, { ...state.input, payment: { id: 1 } });
    expect(noShipment.status).toBe(400);
    expect(noShipment.errors).toContainEqual(
      expect.objectContaining({ field: "delivery.shipmentId", message: "Выберите способ доставки" }),
    );

    const { data: store } = await calculate(token, {
      ...state.input,
      delivery: { ...state.input.delivery, shipmentId: 44 },
    });
    expect(store.stores.length).toBeGreaterThan(1);
    // Paid on receipt is never offered when certificates are bought: they are issued once the order is paid.
    expect(store.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
    const chosen = structuredClone(store.input);
    chosen.delivery.properties.storeId = store.stores[0].id;
    chosen.payment.id = 2;
    const onReceipt = await save(token, chosen);
    expect(onReceipt.status).toBe(400);
    expect(onReceipt.errors[0]).toMatchObject({
      field: "payment",
      message: "Этот способ оплаты недоступен для вашего заказа",
    });
    chosen.payment.id = 8;
    const saved = await save(token, chosen);
    expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
    const order = await detail(token, SavedOrderSchema.parse(saved.data).order.id);
    expect(order.delivery).toMatchObject({ shipmentId: 44, name: "Самовывоз из магазина" });
    expect(order.certificates).toEqual([
      expect.objectContaining({
        kind: "plastic",
        name: "Пластиковый подарочный сертификат",
        recipient: null,
        issued: false,
      }),
    ]);
  });

  it("takes no coupon, bonuses or certificate for gift certificates, and applies them to the goods of a mixed order", async () => {
    const token = await freshUser();
    await call(upstream, "/api/user/loyalty/register", {
      token,
      body: { firstName: "Ольга", lastName: "Петрова", birthday: "01.02.1990", email: CUSTOMER.email, agreement: true },
      schema: LoyaltySchema,
    });
    await addOk(token, digital({ nominal: 3000 }));
    const input = await startCheckout(token);

    const onlyCertificates = await calculate(token, {
      ...input,
      coupon: "LOVE10",
      loyalty: { active: true, pay: 500 },
      certificate: [{ number: "5902-3317-6640-1488", code: "16840392" }],
    });
    expect(onlyCertificates.errors).toEqual([
      { message: "Купоны не действуют на подарочные сертификаты", code: "coupon_certificates", field: "coupon" },
      {
        message: "Подарочный сертификат нельзя оплатить другим сертификатом",
        code: "certificate_for_certificate",
        field: "certificate.0",
      },
    ]);
    expect(onlyCertificates.data).toMatchObject({
      isCouponApplied: false,
      certificate: [],
      bonus: { pay: 0, budget: 0 },
    });
    expect(onlyCertificates.data.bonus.messages).toContain(
      "Бонусы не списываются и не начисляются за подарочные сертификаты",
    );
    expect(onlyCertificates.data.summary.total.value).toBe(3000);
    expect(onlyCertificates.data.input).toMatchObject({ coupon: "", certificate: [] });

    const offer = onlineOffer(1000, 1500);
    await addProduct(token, offer);
    const mixed = await calculate(token, { ...input, coupon: "LOVE10", loyalty: { active: true, pay: 10_000 } });
    const coupon = Math.floor(offer.price * 0.1);
    const budget = Math.floor((offer.price - coupon) * 0.3);
    expect(mixed.errors).toEqual([]);
    expect(mixed.data.summary).toMatchObject({
      basket: { value: offer.price + 3000 },
      coupon: { value: coupon },
      bonus: { value: budget },
    });
    expect(mixed.data.bonus).toMatchObject({ budget, pay: budget });

    // A certificate pays the goods (and delivery) only: the gift certificate is left to pay online.
    const paid = await calculate(token, {
      ...mixed.data.input,
      coupon: "",
      loyalty: { active: false, pay: 0 },
      certificate: [{ number: "5902-3317-6640-1488", code: "16840392" }],
    });
    expect(paid.errors).toEqual([]);
    expect(paid.data.summary.certificate.value).toBe(offer.price);
    expect(paid.data.summary.total.value).toBe(3000);
    expect(paid.data.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
  });
});
