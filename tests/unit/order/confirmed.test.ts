import { describe, expect, it } from "vitest";
import { CheckoutFormSchema } from "~/order/checkout/checkout-form";
import { formField } from "~/order/checkout/completeness";
import { changesSince, confirmedFields, readConfirmed, withNewTotal } from "~/order/checkout/confirmed";
import type { OrderState } from "~/contract/order";

const NBSP = "\u00a0";
const money = (value: number) => ({ value, format: `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)}${NBSP}₽` });

/** The parts of a calculation the confirmed fields are made of. */
function state(
  patch: {
    goods?: number;
    delivery?: number;
    coupon?: string;
    couponAmount?: number;
    bonus?: number;
    certificates?: [string, number][];
  } = {},
) {
  const { goods = 5000, delivery = 99, coupon = "", couponAmount = 0, bonus = 0, certificates = [] } = patch;
  const certificate = certificates.reduce((sum, [, amount]) => sum + amount, 0);
  const total = goods + delivery - couponAmount - bonus - certificate;
  return {
    isCouponApplied: coupon !== "",
    coupon,
    certificate: certificates.map(([number, amount]) => ({ number, amount: money(amount) })),
    summary: {
      basket: money(goods),
      delivery: money(delivery),
      payment: money(0),
      coupon: money(couponAmount),
      bonus: money(bonus),
      certificate: money(certificate),
      total: money(total),
    },
  } as unknown as OrderState;
}
/** What the form sends back for a calculation, read as the action reads it. */
const sent = (shown: OrderState) =>
  readConfirmed(CheckoutFormSchema.parse({ intent: "save", ...confirmedFields(shown) }));

describe("the calculation the shopper confirmed", () => {
  it("travels in hidden fields and reads back whole", () => {
    const shown = state({
      coupon: "WELCOME500",
      couponAmount: 500,
      bonus: 300,
      certificates: [
        ["6720-3185-4409-2671", 1000],
        ["3398-7460-1527-0842", 1200],
      ],
    });
    expect(sent(shown)).toEqual({
      total: 2099,
      goods: 5000,
      delivery: 99,
      coupon: "WELCOME500",
      bonus: 300,
      certificate: [
        { number: "6720-3185-4409-2671", amount: 1000 },
        { number: "3398-7460-1527-0842", amount: 1200 },
      ],
    });
    expect(changesSince(sent(shown), shown)).toEqual({});
    // Tampered fields are refused by the form's schema; a form without them confirms nothing.
    expect(CheckoutFormSchema.safeParse({ intent: "save", confirmedTotal: "-1" }).success).toBe(false);
    expect(
      CheckoutFormSchema.safeParse({ intent: "save", confirmedCertificates: "1:1,2:2,3:3,4:4,5:5,6:6" }).success,
    ).toBe(false);
    expect(readConfirmed(CheckoutFormSchema.parse({ intent: "save" }))).toBeNull();
  });

  it("tells a spent coupon at the coupon, with the new total and what to do", () => {
    const seen = sent(state({ coupon: "WELCOME500", couponAmount: 500 }));
    const now = state();
    expect(changesSince(seen, now, "Купон уже использован")).toEqual({
      coupon: `Купон WELCOME500 уже использован. Итого теперь 5${NBSP}099${NBSP}₽ — проверьте заказ и оформите его ещё раз`,
      total: `Заказ не оформлен: итого теперь 5${NBSP}099${NBSP}₽ вместо 4${NBSP}599${NBSP}₽`,
    });
    expect(changesSince(seen, now).coupon).toMatch(/^Купон WELCOME500 больше не применён к заказу\. Итого теперь/);
  });

  it("tells a certificate gone, bonuses gone, a delivery and a price change each at its field; the new total at the first", () => {
    const seen = sent(state({ delivery: 0, bonus: 300, certificates: [["6720-3185-4409-2671", 4000]] }));
    const changes = changesSince(seen, state({ goods: 5100, delivery: 299 }));
    expect(changes).toEqual({
      shipmentId: `Доставка стоит 299${NBSP}₽. Итого теперь 5${NBSP}399${NBSP}₽ — проверьте заказ и оформите его ещё раз`,
      certificate: "Сертификат 6720-3185-4409-2671 больше не оплачивает заказ",
      loyaltyPay: "Бонусы больше не списываются в этом заказе",
      total: `Товары стоят теперь 5${NBSP}100${NBSP}₽ вместо 5${NBSP}000${NBSP}₽`,
    });
    expect(withNewTotal({}, money(1), 2)).toEqual({});
  });

  it("maps the upstream's fields of a refused save to the form's", () => {
    expect(
      ["coupon", "certificate.0", "certificate", "loyalty.pay", "total", "delivery.shipmentId", "payment"].map(
        formField,
      ),
    ).toEqual(["coupon", "certificate", "certificate", "loyaltyPay", "total", "shipmentId", "paymentId"]);
  });
});
