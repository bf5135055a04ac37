import { useFetcher } from "@remix-run/react";
import type { BasketLine } from "~/contract/basket";
import { BASKET_INTENT } from "./basket-form";
import { LineForm } from "./basket-line-forms";
import { stepperTargets } from "./basket-lines";

/**
 * − n + : each button submits the quantity it leads to (1…10, and no more than can reach the basket's city: «+» stops
 * at the line's maxQuantity and says why); the shown quantity follows at once.
 */
export function QuantityStepper({
  line,
  quantity,
  disabled,
}: {
  line: BasketLine;
  quantity: number;
  disabled: boolean;
}) {
  const fetcher = useFetcher();
  const { decrease, increase } = stepperTargets(quantity, line.maxQuantity);
  const product = `${line.name}, размер ${line.size}`;
  const capped = quantity >= line.maxQuantity;
  return (
    <LineForm fetcher={fetcher} line={line} intent={BASKET_INTENT.quantity} className="basket-line__form stepper">
      <div role="group" aria-label={`Количество: ${product}`} className="stepper__group">
        <button
          type="submit"
          name="quantity"
          value={decrease ?? ""}
          className="stepper__button"
          disabled={disabled || decrease === null}
          aria-label={`Уменьшить количество: ${product}`}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite" aria-label="Количество">
          {quantity}
        </output>
        <button
          type="submit"
          name="quantity"
          value={increase ?? ""}
          className="stepper__button"
          disabled={disabled || increase === null}
          aria-label={`Увеличить количество: ${product}`}
          aria-describedby={capped && quantity === line.quantity ? `basket-line-cap-${line.id}` : undefined}
          title={capped ? `Доступно: ${line.maxQuantity} шт.` : undefined}
        >
          +
        </button>
      </div>
    </LineForm>
  );
}
