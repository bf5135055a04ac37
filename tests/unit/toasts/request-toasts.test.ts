import { describe, expect, it } from "vitest";
import { RequestToasts } from "~/toasts/request-toasts.server";
import { makeToast } from "~/toasts/toast";

const shown = (toasts: RequestToasts) => toasts.all.map((toast) => `${toast.type}: ${toast.message}`);

describe("a request's toasts", () => {
  it("shows a message once, but the same message at a form apart from the list's", () => {
    const toasts = new RequestToasts();
    toasts.add(makeToast("error", "Нет размера"));
    toasts.add(makeToast("error", "Нет размера"));
    toasts.add(makeToast("info", "Нет размера"));
    toasts.add(makeToast("error", "Нет размера", { target: "basket-add-52", field: "offer" }));
    expect(toasts.all.map((toast) => [toast.type, toast.target])).toEqual([
      ["error", undefined],
      ["info", undefined],
      ["error", "basket-add-52"],
    ]);
  });

  it("puts the toasts carried across a redirect first", () => {
    const toasts = new RequestToasts();
    toasts.add(makeToast("info", "Заказ пересчитан"));
    toasts.carryIn([makeToast("success", "Товар добавлен")]);
    expect(shown(toasts)).toEqual(["success: Товар добавлен", "info: Заказ пересчитан"]);
  });

  it("drops the toasts picked, only among those added since a mark when given one", () => {
    const toasts = new RequestToasts();
    toasts.add(makeToast("error", "Первая"));
    const mark = toasts.count;
    toasts.add(makeToast("error", "Вторая"));
    toasts.add(makeToast("info", "Третья"));
    toasts.drop((toast) => toast.type === "error", mark);
    expect(shown(toasts)).toEqual(["error: Первая", "info: Третья"]);
    expect(toasts.has("error")).toBe(true);
    toasts.drop((toast) => toast.type === "error");
    expect(toasts.has("error")).toBe(false);
  });

  it("hands them all to one response: the list is empty afterwards", () => {
    const toasts = new RequestToasts();
    toasts.add(makeToast("info", "Привет"));
    expect(toasts.take().map((toast) => toast.message)).toEqual(["Привет"]);
    expect(toasts.all).toEqual([]);
  });
});
