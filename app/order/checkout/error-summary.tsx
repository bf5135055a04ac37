import { useEffect, useRef, type MouseEvent } from "react";
import type { CheckoutActionData } from "./action-data";
import type { CheckoutField } from "./completeness";

const ERROR_SUMMARY_ID = "checkout-errors";

/**
 * Where each field's message leads, in the page's order: its control, or the group of its choices. The form's own
 * message leads nowhere (it names no field).
 */
const TARGETS: [CheckoutField, string][] = [
  ["name", "name"],
  ["lastName", "lastName"],
  ["email", "email"],
  ["phone", "phone"],
  ["city", "cityQuery"],
  ["shipmentId", "shipment"],
  ["street", "street"],
  ["building", "building"],
  ["apartment", "apartment"],
  ["pickupPointId", "pickup-point"],
  ["storeId", "store"],
  ["intervalId", "interval"],
  ["paymentId", "payment"],
  ["coupon", "coupon"],
  ["certificate", "certificateNumber"],
  ["loyaltyPay", "loyaltyPay"],
  ["total", "checkout-total"],
];

const CONTROLS = 'input:not([type="hidden"]):not(:disabled), select, textarea, button:not(:disabled)';

/** A group of choices takes focus at its checked choice, else its first; a control, itself. */
function focusable(target: HTMLElement): HTMLElement {
  if (target.matches(`${CONTROLS}, [tabindex]`)) return target;
  return target.querySelector<HTMLElement>("input:checked") ?? target.querySelector<HTMLElement>(CONTROLS) ?? target;
}

/**
 * GOV.UK's error summary at the top of the checkout form: «Проверьте заказ» and each message as a link to its field
 * (the changed total too). Without JavaScript the page lands on it: it is the page's `autofocus` (a fragment in the
 * form's action would land there too, but every redirect after it, to the payment page as well, would inherit it);
 * with JavaScript `focus` moves focus to it once it shows a new answer. A link moves focus to its field (a group of
 * radios: its checked or first radio); without JavaScript the browser follows the fragment.
 */
export function ErrorSummary({
  errors,
  intervalsShown,
  answer,
  focus,
}: {
  errors: NonNullable<CheckoutActionData["fieldErrors"]>;
  /** Whether the page lists intervals (the calculated shipment's): else their message leads to the delivery choice. */
  intervalsShown: boolean;
  /** The answer shown: focus moves once per answer. */
  answer: unknown;
  focus: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [answer, focus]);

  const linked = TARGETS.filter(([field]) => errors[field]).map(([field, id]): [CheckoutField, string] =>
    field === "intervalId" && !intervalsShown ? [field, "shipment"] : [field, id],
  );
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const control = focusable(target);
    // The label or legend above the control comes into view with it.
    (control.closest(".field, fieldset") ?? control).scrollIntoView({ block: "start" });
    control.focus({ preventScroll: true });
  };
  return (
    <div
      className="error-summary"
      id={ERROR_SUMMARY_ID}
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a refused order's page lands on what to fix (GOV.UK's pattern)
      autoFocus
      role="alert"
      aria-labelledby={`${ERROR_SUMMARY_ID}-title`}
    >
      <h2 className="error-summary__title" id={`${ERROR_SUMMARY_ID}-title`}>
        Проверьте заказ
      </h2>
      <ul className="error-summary__list">
        {errors.form && <li>{errors.form}</li>}
        {linked.map(([field, id]) => (
          <li key={field}>
            <a href={`#${id}`} onClick={(event) => onClick(event, id)}>
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
