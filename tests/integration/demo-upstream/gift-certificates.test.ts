import { describe, expect, it } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import { CertificateOptionsSchema } from "../../../app/contract/gift-certificates";
import {
  add as addProduct,
  basket,
  guest,
  onlineOffer,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import {
  addCertificate,
  addOk,
  counters,
  designId,
  digital,
  plastic,
  removeCertificate,
} from "../support/gift-certificates";
import { call, login } from "./helpers";

const NBSP = "\u00A0";

withCheckoutUpstream();

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
