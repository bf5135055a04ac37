import { describe, expect, it } from "vitest";
import {
  goodsLabel,
  OrderIdParamSchema,
  OrderStatusParamSchema,
  orderSummaryRows,
  paymentLink,
} from "~/account/orders/orders";
import { OrderSummarySchema } from "~/contract/account";
import { pageHref, isPastLastPage } from "~/domain/paging";
import { fieldErrorsOf, pickValues, upstreamErrorsOf } from "~/forms/reply";
import { z } from "zod";

const rub = (value: number) => ({ value, format: `${value} ₽` });

describe("order route params", () => {
  it("accepts status codes and refuses anything else", () => {
    expect(OrderStatusParamSchema.safeParse("all").success).toBe(true);
    expect(OrderStatusParamSchema.safeParse("delivering").success).toBe(true);
    for (const bad of ["", "ALL", "1", "a b", "../x", "x".repeat(40), undefined])
      expect(OrderStatusParamSchema.safeParse(bad).success).toBe(false);
  });

  it("reads order ids as positive integers without leading zeros", () => {
    expect(OrderIdParamSchema.parse("15")).toBe(15);
    for (const bad of ["0", "015", "-1", "1.5", "abc", "1e3", "9999999999", undefined])
      expect(OrderIdParamSchema.safeParse(bad).success).toBe(false);
  });
});

describe("orderSummaryRows", () => {
  const summary = {
    basket: rub(4000),
    delivery: rub(299),
    coupon: rub(0),
    bonus: rub(300),
    certificate: rub(0),
    total: rub(3999),
  };

  it("lists goods, delivery, the non-zero discounts with a minus, and the total", () => {
    const rows = orderSummaryRows(summary);
    expect(rows.map((r) => r.key)).toEqual(["basket", "delivery", "bonus", "total"]);
    expect(rows.find((r) => r.key === "bonus")).toMatchObject({
      label: "Оплачено бонусами",
      value: -300,
      format: "−300 ₽",
      discount: true,
    });
  });

  it("shows free delivery as words and every discount when present", () => {
    const rows = orderSummaryRows({ ...summary, delivery: rub(0), coupon: rub(100), certificate: rub(500) });
    expect(rows.find((r) => r.key === "delivery")?.format).toBe("Бесплатно");
    expect(rows.map((r) => r.key)).toEqual(["basket", "delivery", "coupon", "bonus", "certificate", "total"]);
  });
});

describe("paymentLink", () => {
  it("is offered only for an unpaid order with a link", () => {
    expect(paymentLink({ id: 1, name: "Картой", isPayed: false, link: "https://pay/1" })).toBe("https://pay/1");
    expect(paymentLink({ id: 1, name: "Картой", isPayed: false, link: null })).toBeNull();
    expect(paymentLink({ id: 1, name: "Картой", isPayed: true, link: "https://pay/1" })).toBeNull();
  });
});

describe("account paging", () => {
  it("drops page 1 from links", () => {
    expect(pageHref("/personal/orders/status/all/", 1)).toBe("/personal/orders/status/all/");
    expect(pageHref("/personal/orders/status/all/", 2)).toBe("/personal/orders/status/all/?page=2");
  });

  it("treats pages past the end as missing, but an empty list has its one page", () => {
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(2, 0)).toBe(true);
    expect(isPastLastPage(2, 2)).toBe(false);
    expect(isPastLastPage(3, 2)).toBe(true);
  });
});

describe("form state helpers", () => {
  const fields = ["a", "b"] as const;

  it("keeps the first zod message per field and puts unknown paths under form", () => {
    const schema = z
      .object({ a: z.string().min(2, "short").email("mail"), b: z.string({ required_error: "need b" }) })
      .refine(() => false, "whole");
    const result = schema.safeParse({ a: "x" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error, fields)).toEqual({ fieldErrors: { a: "short", b: "need b" } });
    const whole = z
      .object({})
      .refine(() => false, "whole")
      .safeParse({});
    if (!whole.success) expect(fieldErrorsOf(whole.error, fields)).toEqual({ fieldErrors: {}, formError: "whole" });
  });

  it("keeps submitted text values of the named fields only", () => {
    expect(pickValues({ a: "1", c: "3" }, fields)).toEqual({ a: "1" });
  });

  it("maps upstream errors onto fields, falling back to the form", () => {
    expect(
      upstreamErrorsOf(
        [
          { message: "bad b", field: "b" },
          { message: "other", field: "zzz" },
        ],
        fields,
        "x",
      ),
    ).toEqual({ fieldErrors: { b: "bad b" }, formError: "other" });
    expect(upstreamErrorsOf([], fields, "fallback")).toEqual({ fieldErrors: {}, formError: "fallback" });
  });
});

describe("goodsLabel", () => {
  const order = (items: number, certificates: number) =>
    ({ items: Array(items).fill({}), certificates: Array(certificates).fill({}) }) as Parameters<typeof goodsLabel>[0];
  it("names what the order's first sum counts", () => {
    expect(goodsLabel(order(2, 0))).toBe("Товары");
    expect(goodsLabel(order(0, 1))).toBe("Подарочные сертификаты");
    expect(goodsLabel(order(1, 1))).toBe("Товары и сертификаты");
  });
});

describe("OrderSummarySchema pictures", () => {
  const summary = {
    id: 7,
    number: "LS-100207",
    createdAt: "2025-09-01T10:00:00.000Z",
    status: { code: "new", name: "Новый" },
    itemsCount: 2,
    total: rub(3990),
    isPayed: false,
  };

  it("reads a picture per line of goods", () => {
    const pictures = [{ name: "Платье миди", image: "https://img.test/1/list.svg" }];
    expect(OrderSummarySchema.parse({ ...summary, pictures }).pictures).toEqual(pictures);
  });

  it("reads an upstream without pictures, or with unreadable ones, as none: the list works without them", () => {
    expect(OrderSummarySchema.parse(summary).pictures).toEqual([]);
    expect(OrderSummarySchema.parse({ ...summary, pictures: null }).pictures).toEqual([]);
    expect(OrderSummarySchema.parse({ ...summary, pictures: [{ name: 1 }] }).pictures).toEqual([]);
  });
});
