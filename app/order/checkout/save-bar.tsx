import type { OrderState } from "~/contract/order";
import { OrderTotal } from "./order-summary";

/** The id of the hint a guest's disabled «Оформить заказ» points at. */
export const LOGIN_HINT_ID = "checkout-login-hint";

/**
 * The order's total and «Оформить заказ», the form's own submit button. On a phone the CSS fixes it to the bottom of
 * the screen (script or not) and puts it back in its place while a text field has focus, so it never covers what is
 * typed; on a desktop it ends «Ваш заказ». Without JavaScript a delivery choice not yet calculated says the total
 * comes with «Пересчитать» (CSS, `.checkout--static`).
 */
export function SaveBar({ state, saving, authorised }: { state: OrderState; saving: boolean; authorised: boolean }) {
  return (
    <div className="checkout-bar">
      <div className="checkout-bar__total">
        <OrderTotal state={state} />
        <p className="checkout__stale">Нужен пересчёт</p>
      </div>
      <button
        type="submit"
        name="intent"
        value="save"
        className="button checkout__save"
        disabled={saving || !authorised}
        aria-describedby={authorised ? undefined : LOGIN_HINT_ID}
      >
        {saving ? "Оформляем…" : "Оформить заказ"}
      </button>
    </div>
  );
}
