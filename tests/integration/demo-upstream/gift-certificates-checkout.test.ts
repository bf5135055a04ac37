import { describe, expect, it } from "vitest";
import { CertificateSchema, LoyaltySchema } from "../../../app/contract/account";
import {
  add as addProduct,
  basket,
  calculate,
  db,
  detail,
  freshUser,
  onlineOffer,
  save,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { PlacedOrderSchema } from "../support/order-view";
import { addOk, designId, CUSTOMER, digital, plastic, startCheckout } from "../support/gift-certificates";
import { call } from "./helpers";

const NBSP = "\u00A0";

withCheckoutUpstream();

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
    const { order } = PlacedOrderSchema.parse(saved.data);
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
    const order = await detail(token, PlacedOrderSchema.parse(saved.data).order.id);
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
