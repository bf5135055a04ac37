import { describe, expect, it } from "vitest";
import { ToastList } from "~/toasts/toast-list.server";
import { makeToast } from "~/toasts/toast";

describe("ToastList", () => {
  it("keeps toasts in order and shows the same message (type, place) once", () => {
    const toasts = new ToastList();
    toasts.add(makeToast("error", "Нет в наличии"), makeToast("info", "Заказ пересчитан"));
    toasts.add(makeToast("error", "Нет в наличии"));
    toasts.add(makeToast("error", "Нет в наличии", { target: "basket-add-52", field: "offer" }));
    expect(toasts.all.map((t) => [t.type, t.message, t.target])).toEqual([
      ["error", "Нет в наличии", undefined],
      ["info", "Заказ пересчитан", undefined],
      ["error", "Нет в наличии", "basket-add-52"],
    ]);
  });
});
