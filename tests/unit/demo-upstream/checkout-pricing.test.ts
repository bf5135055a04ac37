import { describe, expect, it } from "vitest";
import { PAYMENT } from "../../../app/contract/ids";
import { ON_RECEIPT_PAYMENT, ONLINE_PAYMENTS, PAYMENTS } from "../../../server/demo-upstream/account/order-vocabulary";
import { offeredPayments, paymentMethodsState } from "../../../server/demo-upstream/checkout/payment-methods";
import { dueBeforeCertificates, summary, withTotal } from "../../../server/demo-upstream/checkout/pricing";

const NBSP = "\u00A0";

describe("pricing", () => {
  it("leaves to certificates the goods after the coupon, plus delivery, minus bonuses", () => {
    expect(dueBeforeCertificates({ goods: 5000, coupon: 500, delivery: 299, bonus: 300 })).toBe(4499);
    expect(dueBeforeCertificates({ goods: 0, coupon: 0, delivery: 0, bonus: 0 })).toBe(0);
  });

  it("totals what certificates leave", () => {
    expect(withTotal({ goods: 5000, coupon: 500, delivery: 299, bonus: 300, certificate: 1000 })).toEqual({
      goods: 5000,
      coupon: 500,
      delivery: 299,
      bonus: 300,
      certificate: 1000,
      total: 3499,
    });
    expect(withTotal({ goods: 1000, coupon: 0, delivery: 0, bonus: 0, certificate: 1000 }).total).toBe(0);
  });

  it("formats the summary in roubles, payment never surcharged", () => {
    const result = summary(withTotal({ goods: 12990, coupon: 1299, delivery: 0, bonus: 100, certificate: 0 }));
    expect(result).toEqual({
      basket: { value: 12990, format: `12${NBSP}990${NBSP}₽` },
      delivery: { value: 0, format: `0${NBSP}₽` },
      payment: { value: 0, format: `0${NBSP}₽` },
      coupon: { value: 1299, format: `1${NBSP}299${NBSP}₽` },
      bonus: { value: 100, format: `100${NBSP}₽` },
      certificate: { value: 0, format: `0${NBSP}₽` },
      total: { value: 11591, format: `11${NBSP}591${NBSP}₽` },
    });
    expect(Object.keys(result)).toEqual(["basket", "delivery", "payment", "coupon", "bonus", "certificate", "total"]);
  });
});

describe("payment methods", () => {
  it("offers only the certificate when certificates pay the whole order", () => {
    expect(offeredPayments({ total: 0, certificate: 2500 }, 41)).toEqual([PAYMENT.certificate]);
  });

  it("offers online payment, and payment on receipt for courier and next-day shop pickup", () => {
    expect(offeredPayments({ total: 100, certificate: 0 }, null)).toEqual([1, 8, 17]);
    expect(offeredPayments({ total: 100, certificate: 0 }, 41)).toEqual([1, 8, 17, ON_RECEIPT_PAYMENT]);
    expect(offeredPayments({ total: 100, certificate: 0 }, 42)).toEqual([1, 8, 17, 2]);
    expect(offeredPayments({ total: 100, certificate: 0 }, 43)).toEqual([...ONLINE_PAYMENTS]);
    expect(offeredPayments({ total: 100, certificate: 0 }, 44)).toEqual([1, 8, 17, 2]);
    expect(offeredPayments({ total: 100, certificate: 0 }, 46)).toEqual([1, 8, 17]);
  });

  it("a free order without certificates is still paid online", () => {
    expect(offeredPayments({ total: 0, certificate: 0 }, 43)).toEqual([1, 8, 17]);
  });

  it("names the methods from the vocabulary", () => {
    expect(paymentMethodsState([1, 10])).toEqual([
      { id: 1, name: PAYMENTS[1].name, description: PAYMENTS[1].description },
      { id: 10, name: PAYMENTS[10].name, description: PAYMENTS[10].description },
    ]);
  });
});
