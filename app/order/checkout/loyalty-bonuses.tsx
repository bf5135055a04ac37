import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { countOf, WORDS } from "~/domain/plural";
import { ariaFor, Field, FieldError } from "~/forms/field";
import { isSending } from "~/forms/submit-button";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import type { SubmitIntent } from "./checkout-form";

type Props = {
  state: OrderState;
  hydrated: boolean;
  submit: SubmitIntent;
  /** Whether a submission waits behind the one under way (useCheckoutSubmit). */
  waiting: () => boolean;
  errors?: Partial<Record<string, string>>;
};

/**
 * Love Card bonuses: «Списать бонусы» and how many. Without JavaScript «Применить бонусы» applies them. With it,
 * ticking or unticking applies at once (the whole form, as that button sends it), and the amount when the field is
 * left or with Enter. The box is disabled only while its own request is being sent; a tick while another submission is
 * under way waits its turn, and no answer meanwhile undoes it: the box and the amount take the calculation's values only
 * once every submission is answered (the field being typed in keeps what is typed).
 */
export function LoyaltyBonuses({ state, hydrated, submit, waiting, errors }: Props) {
  const { bonus } = state;
  const fetcher = useFetcher<CheckoutActionData>({ key: "checkout" });
  const box = useRef<HTMLInputElement>(null);
  const amount = useRef<HTMLInputElement>(null);
  const shown = String(bonus.pay || bonus.budget);
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!idle || waiting()) return;
    if (box.current) box.current.checked = bonus.active;
    if (amount.current && document.activeElement !== amount.current) amount.current.value = shown;
  }, [idle, waiting, state, bonus.active, shown]);

  // Its own request: a whole-form calculation that asks for the bonuses otherwise than the page shows them.
  const sent = fetcher.formData;
  const ownRequest =
    isSending(fetcher) &&
    sent?.get("intent") === "calculate" &&
    sent.has("loyaltyPay") &&
    (sent.get("loyaltyActive") === "on") !== bonus.active;

  if (bonus.balance <= 0) return <FieldError id="loyaltyPay" error={errors?.loyaltyPay} />;
  return (
    <>
      <p>
        На карте {countOf(bonus.balance, WORDS.bonus)}.{" "}
        {bonus.budget > 0
          ? `В этом заказе можно списать до ${countOf(bonus.budget, WORDS.bonusGenitive)}.`
          : "В этом заказе бонусы списать нельзя."}
      </p>
      <label className="option option--inline">
        <input
          ref={box}
          type="checkbox"
          name="loyaltyActive"
          defaultChecked={bonus.active}
          disabled={ownRequest}
          onChange={hydrated ? () => submit("calculate") : undefined}
        />
        <span>Списать бонусы</span>
      </label>
      <Field id="loyaltyPay" label="Сколько бонусов списать" error={errors?.loyaltyPay}>
        <input
          ref={amount}
          id="loyaltyPay"
          name="loyaltyPay"
          type="number"
          min={0}
          max={bonus.budget}
          defaultValue={shown}
          inputMode="numeric"
          onBlur={(event) => {
            if (hydrated && box.current?.checked && event.currentTarget.value !== shown) submit("calculate");
          }}
          {...ariaFor("loyaltyPay", errors?.loyaltyPay)}
        />
      </Field>
      {!hydrated && (
        <button type="submit" name="intent" value="calculate" className="button button--ghost">
          Применить бонусы
        </button>
      )}
    </>
  );
}
