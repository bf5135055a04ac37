import { describe, expect, it } from "vitest";
import { BASKET_INTENT } from "~/basket/basket-form";
import { basketCount, isCertificateRemoval, pendingLineChange } from "~/basket/basket-lines";
import { isCertificateKind, nominalProblem, type NominalRules } from "~/domain/certificates";
import { needsDelivery } from "~/domain/checkout";
import { certificateFormSchema, initialChoice, parseNominal } from "~/gift-certificates/certificate-form";
import { checkoutErrors } from "~/order/checkout/completeness";
import { emptyInput } from "~/domain/checkout-draft";
import type { CertificateKindOptions } from "~/contract/gift-certificates";
import { applyCertificates } from "../../server/demo-upstream/checkout/discounts/certificates";
import { applyCoupon } from "../../server/demo-upstream/checkout/discounts/coupon";
import { offeredPayments } from "../../server/demo-upstream/checkout/payment-methods";
import { priceOrder } from "../../server/demo-upstream/checkout/pricing";

const NBSP = "\u00A0";
const DIGITAL: NominalRules = { min: 1000, max: 50000, step: 100, presets: [1000, 3000, 5000], custom: true };
const PLASTIC: NominalRules = { min: 1000, max: 10000, step: 1000, presets: [1000, 5000], custom: false };

describe("nominal rules", () => {
  it("accepts a custom nominal within the limits in steps, refuses others in Russian", () => {
    expect(nominalProblem(1000, DIGITAL)).toBeNull();
    expect(nominalProblem(50000, DIGITAL)).toBeNull();
    expect(nominalProblem(7500, DIGITAL)).toBeNull();
    expect(nominalProblem(999, DIGITAL)).toBe(`Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`);
    expect(nominalProblem(50100, DIGITAL)).toBe(`Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`);
    expect(nominalProblem(1050, DIGITAL)).toBe(`Номинал должен быть кратен 100${NBSP}₽`);
    expect(nominalProblem(Number.NaN, DIGITAL)).toBe("Номинал — целое число рублей");
    expect(nominalProblem(1500.5, DIGITAL)).toBe("Номинал — целое число рублей");
  });

  it("takes only the presets where no custom nominal is sold", () => {
    expect(nominalProblem(5000, PLASTIC)).toBeNull();
    expect(nominalProblem(2000, PLASTIC)).toBe(`Выберите номинал: 1${NBSP}000${NBSP}₽, 5${NBSP}000${NBSP}₽`);
  });

  it("knows the two kinds", () => {
    expect(isCertificateKind("digital")).toBe(true);
    expect(isCertificateKind("plastic")).toBe(true);
    expect(isCertificateKind("paper")).toBe(false);
  });
});

describe("the certificate form", () => {
  const design = (id: number) => ({ id, code: `d${id}`, name: `Дизайн ${id}`, image: "" });
  const digital: CertificateKindOptions = {
    kind: "digital",
    name: "Электронный подарочный сертификат",
    description: "",
    nominals: DIGITAL,
    designs: [design(1), design(2)],
  };
  const plastic: CertificateKindOptions = {
    kind: "plastic",
    name: "Пластиковый подарочный сертификат",
    description: "",
    nominals: PLASTIC,
    designs: [design(1)],
  };
  const limits = { name: 60, message: 300, lines: 10 };
  const parse = (kind: CertificateKindOptions, fields: Record<string, string>) =>
    certificateFormSchema(kind, limits).safeParse(fields);
  const errors = (kind: CertificateKindOptions, fields: Record<string, string>) => {
    const result = parse(kind, fields);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };
  const recipient = { recipientName: " Мария ", recipientEmail: "Maria@Example.ru" };

  it("reads typed amounts with spaces and the rouble sign", () => {
    expect(parseNominal("7 500")).toBe(7500);
    expect(parseNominal(`7${NBSP}500 ₽`)).toBe(7500);
    expect(parseNominal("7,5")).toBeNaN();
    expect(parseNominal("")).toBeNaN();
  });

  it("gives the upstream's line: the typed nominal when «Другая сумма» is chosen, the recipient trimmed and lowercased", () => {
    expect(
      parse(digital, {
        design: "2",
        nominal: "custom",
        customNominal: "7 500",
        ...recipient,
        senderName: "Ольга",
        message: "С днём рождения!",
      }).data,
    ).toEqual({
      kind: "digital",
      design: 2,
      nominal: 7500,
      recipientName: "Мария",
      recipientEmail: "maria@example.ru",
      senderName: "Ольга",
      message: "С днём рождения!",
    });
    expect(parse(digital, { design: "1", nominal: "3000", customNominal: "99", ...recipient }).data?.nominal).toBe(
      3000,
    );
  });

  it("puts each problem on its field: design, nominal, the typed amount, the recipient", () => {
    expect(errors(digital, { design: "9", nominal: "custom", customNominal: "" })).toEqual({
      design: "Выберите дизайн из списка",
      customNominal: "Введите сумму",
      recipientName: "Укажите имя получателя",
      recipientEmail: "Укажите email",
    });
    expect(errors(digital, { design: "1", nominal: "custom", customNominal: "60 000", ...recipient })).toEqual({
      customNominal: `Номинал — от 1${NBSP}000${NBSP}₽ до 50${NBSP}000${NBSP}₽`,
    });
    expect(errors(digital, { design: "1", nominal: "2500", ...recipient, message: "а".repeat(301) })).toEqual({
      message: "Не длиннее 300 символов",
    });
    expect(errors(digital, { ...recipient })).toEqual({ design: "Выберите дизайн", nominal: "Выберите номинал" });
  });

  it("sells plastic ones at the presets only, with no recipient", () => {
    expect(errors(plastic, { design: "1", nominal: "custom", customNominal: "2000" })).toEqual({
      nominal: "Выберите номинал из списка",
    });
    expect(parse(plastic, { design: "1", nominal: "5000", ...recipient, message: "нет" }).data).toMatchObject({
      kind: "plastic",
      nominal: 5000,
      recipientName: "",
      recipientEmail: "",
      message: "",
    });
  });

  it("starts with the first design and the first preset", () => {
    expect(initialChoice(digital)).toEqual({ design: "1", nominal: "1000" });
  });
});

describe("delivery and completeness with certificates", () => {
  const digitalLine = { kind: "digital" };
  it("needs delivery for goods or a plastic certificate, not for digital ones alone", () => {
    expect(needsDelivery({ activeProducts: [], certificates: [digitalLine, digitalLine] })).toBe(false);
    expect(needsDelivery({ activeProducts: [], certificates: [digitalLine, { kind: "plastic" }] })).toBe(true);
    expect(needsDelivery({ activeProducts: [{}], certificates: [digitalLine] })).toBe(true);
    expect(needsDelivery({ activeProducts: [{}] })).toBe(true);
  });

  it("leaves delivery out of the checkout's missing fields when none is needed (spec §5 stays for the others)", () => {
    const input = {
      ...emptyInput({ id: 7, name: "Ольга", lastName: "Петрова", email: "olga@example.ru", phone: "+79161234567" }),
      payment: { id: 1 },
    };
    expect(checkoutErrors(input, false)).toEqual({});
    expect(checkoutErrors(input)).toEqual({ shipmentId: "Выберите способ доставки" });
    expect(checkoutErrors({ ...input, payment: { id: null } }, false)).toEqual({ paymentId: "Выберите способ оплаты" });
  });
});

describe("the basket's certificate lines", () => {
  it("counts goods and certificates apart", () => {
    const certificate = { kind: "digital" } as never;
    expect(basketCount({ totalQuantity: 3, certificates: [] })).toBe("3 товара");
    expect(basketCount({ totalQuantity: 1, certificates: [certificate] })).toBe("1 сертификат");
    expect(basketCount({ totalQuantity: 4, certificates: [certificate, certificate] })).toBe(
      "2 товара и 2 сертификата",
    );
  });

  it("tells a certificate's removal from a product line's with the same id", () => {
    const form = new FormData();
    form.append("intent", BASKET_INTENT.removeCertificate);
    form.append("lineId", "5");
    expect(isCertificateRemoval(form, 5)).toBe(true);
    expect(isCertificateRemoval(form, 6)).toBe(false);
    expect(pendingLineChange(form, 5)).toBeNull();
    form.set("intent", BASKET_INTENT.remove);
    expect(isCertificateRemoval(form, 5)).toBe(false);
    expect(pendingLineChange(form, 5)).toEqual({ leaving: true });
  });
});

describe("the upstream's money rules for certificates bought", () => {
  const pays = (due: number) => [Math.min(due, 10_000)];
  const loyalty = { active: true, pay: 10_000 };
  const card = { balance: 10_000, level: { percent: 10 } };

  it("counts them in the goods and the total, but no bonus or certificate pays them", () => {
    const { amounts, bonus } = priceOrder({
      goods: 3000 + 5000,
      certificateLines: 5000,
      couponDiscount: 300,
      delivery: 0,
      card,
      loyalty,
      certificates: pays,
    });
    expect(bonus).toMatchObject({ budget: 810, pay: 810 });
    expect(amounts).toEqual({ goods: 8000, delivery: 0, coupon: 300, bonus: 810, certificate: 1890, total: 5000 });
  });

  it("takes no coupon and no certificate for an order of certificates only", () => {
    const evaluate = () => ({ ok: true as const, code: "LOVE10", discount: 100 });
    expect(applyCoupon(evaluate, "love10", 0, "", { certificatesOnly: true })).toEqual({
      requested: "LOVE10",
      applied: null,
      error: { message: "Купоны не действуют на подарочные сертификаты", code: "coupon_certificates", field: "coupon" },
      message: null,
    });
    const check = () => ({ ok: true as const, number: "1000-2000-3000-4005", balance: 10_000 });
    expect(
      applyCertificates([{ number: "1000200030004005", code: "5678" }], 0, check, { certificatesOnly: true }),
    ).toEqual({
      applied: [],
      errors: [
        {
          message: "Подарочный сертификат нельзя оплатить другим сертификатом",
          code: "certificate_for_certificate",
          field: "certificate.0",
        },
      ],
    });
  });

  it("offers no payment on receipt when certificates are bought", () => {
    expect(offeredPayments({ total: 3000, certificate: 0 }, 44)).toEqual([1, 8, 17, 2]);
    expect(offeredPayments({ total: 3000, certificate: 0 }, 44, { prepaidOnly: true })).toEqual([1, 8, 17]);
    expect(offeredPayments({ total: 3000, certificate: 0 }, null, { prepaidOnly: true })).toEqual([1, 8, 17]);
  });
});
