import { describe, expect, it } from "vitest";
import { basketAddTarget, isBasketIntent, orderAfterBasketChange, SIZE_REQUIRED } from "~/basket/basket-form";
import { BasketFormSchema, parseBasketForm } from "~/basket/basket-form-schema";
import { lineArticle, lineSums, pendingLineChange, stepperTargets } from "~/basket/basket-lines";
import { ToastSchema } from "~/toasts/flash.server";
import { makeToast, targetedMessages } from "~/toasts/toast";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("basket intents", () => {
  it("owns the four basket intents only", () => {
    expect(["basket-add", "basket-remove", "basket-delay", "basket-quantity"].every(isBasketIntent)).toBe(true);
    for (const other of ["calculate", "wishlist", "subscribe", "", null, 1]) expect(isBasketIntent(other)).toBe(false);
  });
});

describe("parseBasketForm: add", () => {
  it("parses an add to basket with and without a size", () => {
    expect(BasketFormSchema.parse({ intent: "basket-add", productId: "52", offer: "5201" })).toMatchObject({
      productId: 52,
      offer: 5201,
    });
    expect(BasketFormSchema.parse({ intent: "basket-add", productId: "52" })).toEqual({
      intent: "basket-add",
      productId: 52,
      offer: undefined,
    });
    // No radio checked (or an empty value) is a missing size, not a bad form.
    expect(parseBasketForm(form({ intent: "basket-add", productId: "52", offer: "" })).data).toMatchObject({
      productId: 52,
      offer: undefined,
    });
    expect(
      parseBasketForm(
        form({ intent: "basket-add", productId: "52", offer: "7", nonce: "n-1", redirectTo: "/x/", via: "fetcher" }),
      ).data,
    ).toEqual({
      intent: "basket-add",
      productId: 52,
      offer: 7,
      nonce: "n-1",
    });
  });

  it("rejects non-numeric ids and offers and an overlong nonce", () => {
    expect(parseBasketForm(form({ intent: "basket-add", productId: "1e3" })).success).toBe(false);
    expect(parseBasketForm(form({ intent: "basket-add" })).success).toBe(false);
    expect(parseBasketForm(form({ intent: "basket-add", productId: "52", offer: "abc" })).success).toBe(false);
    expect(
      parseBasketForm(form({ intent: "basket-add", productId: "52", offer: "1", nonce: "x".repeat(65) })).success,
    ).toBe(false);
    expect(parseBasketForm(form({ intent: "drop-tables", productId: "1" })).success).toBe(false);
  });
});

describe("a missing size across a redirect", () => {
  it("is a toast addressed to the product's buy form, which reads it by field", () => {
    expect(basketAddTarget(52)).toBe("basket-add-52");
    const toast = makeToast("error", SIZE_REQUIRED, { target: basketAddTarget(52), field: "offer" });
    expect(ToastSchema.parse(toast)).toEqual(toast);
    const other = makeToast("info", "Товар добавлен в корзину");
    expect(other).not.toHaveProperty("target");
    const data = { toasts: [other, toast] };
    expect(targetedMessages(data, "basket-add-52")).toEqual({ offer: "Выберите размер" });
    expect(targetedMessages(data, "basket-add-53")).toEqual({});
    expect(targetedMessages(undefined, "basket-add-52")).toEqual({});
  });
});

describe("parseBasketForm", () => {
  it("parses remove, delay and quantity", () => {
    expect(parseBasketForm(form({ intent: "basket-remove", lineId: "12" })).data).toEqual({
      intent: "basket-remove",
      lineId: 12,
    });
    expect(parseBasketForm(form({ intent: "basket-delay", lineId: "3", delay: "true" })).data).toEqual({
      intent: "basket-delay",
      lineId: 3,
      delay: true,
    });
    expect(parseBasketForm(form({ intent: "basket-delay", lineId: "3", delay: "false" })).data).toEqual({
      intent: "basket-delay",
      lineId: 3,
      delay: false,
    });
    expect(parseBasketForm(form({ intent: "basket-quantity", lineId: "3", quantity: "10" })).data).toEqual({
      intent: "basket-quantity",
      lineId: 3,
      quantity: 10,
    });
    expect(parseBasketForm({ intent: "basket-quantity", lineId: "3", quantity: "1" }).success).toBe(true);
  });

  it("wants a positive integer line id", () => {
    for (const lineId of ["", "0", "-1", "1.5", "01", "abc", "1e3", " 7", "12345678901"]) {
      expect(parseBasketForm(form({ intent: "basket-remove", lineId })).success, lineId).toBe(false);
    }
    expect(parseBasketForm(form({ intent: "basket-remove" })).success).toBe(false);
  });

  it("keeps quantities within 1…10", () => {
    for (const quantity of ["0", "11", "-1", "", "2.5", "x", "100"]) {
      expect(parseBasketForm(form({ intent: "basket-quantity", lineId: "1", quantity })).success, quantity).toBe(false);
    }
    expect(parseBasketForm(form({ intent: "basket-quantity", lineId: "1" })).success).toBe(false);
  });

  it("wants delay as 'true' or 'false'", () => {
    for (const delay of ["", "yes", "1", "TRUE"])
      expect(parseBasketForm(form({ intent: "basket-delay", lineId: "1", delay })).success, delay).toBe(false);
  });

  it("reads the first value of a repeated field", () => {
    const data = form({ intent: "basket-remove", lineId: "5" });
    data.append("lineId", "6");
    expect(parseBasketForm(data).data).toEqual({ intent: "basket-remove", lineId: 5 });
  });
});

describe("spec §4 after a basket change", () => {
  const line = { id: 1 } as never;
  it("resets the order when no product or certificate is left, recalculates otherwise", () => {
    expect(orderAfterBasketChange({ products: [], certificates: [] })).toBe("reset");
    expect(orderAfterBasketChange({ products: [line], certificates: [] })).toBe("recalculate");
    expect(orderAfterBasketChange({ products: [], certificates: [line] })).toBe("recalculate");
  });

  // Starting over forgets the kept checkout input (a new one starts in the shopper's city): tests/unit/order/
  // checkout-input.test.ts and tests/integration/basket-actions-lines.test.ts.
});

describe("line helpers", () => {
  const price = {
    value: 5000,
    discountValue: 3500,
    discountPercent: 30,
    formatValue: "5 000 ₽",
    formatDiscountValue: "3 500 ₽",
    currency: "RUB",
  };

  it("reads the article from CML2_ARTICLE", () => {
    expect(
      lineArticle({
        properties: [
          { code: "CML2_BAR_CODE", value: "460" },
          { code: "CML2_ARTICLE", value: "LS-52" },
        ],
      }),
    ).toBe("LS-52");
    expect(lineArticle({ properties: [] })).toBe("");
  });

  it("sums a line at the selling and the full price", () => {
    expect(lineSums({ price, quantity: 3 })).toEqual({ sum: 10500, fullSum: 15000 });
  });

  it("steps the quantity within 1…10", () => {
    expect(stepperTargets(1)).toEqual({ decrease: null, increase: 2 });
    expect(stepperTargets(5)).toEqual({ decrease: 4, increase: 6 });
    expect(stepperTargets(10)).toEqual({ decrease: 9, increase: null });
    expect(stepperTargets(12)).toEqual({ decrease: 10, increase: null });
  });

  it("stops «+» at what can reach the basket's city, and steps a line above it down to it", () => {
    expect(stepperTargets(1, 1)).toEqual({ decrease: null, increase: null });
    expect(stepperTargets(2, 3)).toEqual({ decrease: 1, increase: 3 });
    expect(stepperTargets(3, 3)).toEqual({ decrease: 2, increase: null });
    expect(stepperTargets(4, 1)).toEqual({ decrease: 1, increase: null });
    expect(stepperTargets(5, 40)).toEqual({ decrease: 4, increase: 6 });
  });

  it("tells the pending change of a line from a submission", () => {
    expect(pendingLineChange(form({ intent: "basket-quantity", lineId: "4", quantity: "3" }), 4)).toEqual({
      quantity: 3,
    });
    expect(pendingLineChange(form({ intent: "basket-remove", lineId: "4" }), 4)).toEqual({ leaving: true });
    expect(pendingLineChange(form({ intent: "basket-delay", lineId: "4", delay: "true" }), 4)).toEqual({
      leaving: true,
    });
    expect(pendingLineChange(form({ intent: "basket-remove", lineId: "5" }), 4)).toBeNull();
    expect(pendingLineChange(form({ intent: "basket-add", lineId: "4" }), 4)).toBeNull();
    expect(pendingLineChange(undefined, 4)).toBeNull();
  });
});
