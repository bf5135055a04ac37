import { Form, useActionData, useFetcher } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { useFocusFirstError } from "~/forms/use-focus-error";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { needsDelivery } from "~/domain/checkout";
import { useHydrated } from "~/hooks/use-hydrated";
import { addressReady } from "~/domain/checkout-draft";
import type { Address } from "~/contract/account";
import type { OrderState } from "~/contract/order";
import type { CheckoutActionData } from "./action-data";
import { CheckoutIntentSchema } from "./checkout-form";
import { ENTER_INTENT, intentOfField } from "./implied-intent";
import { checkoutErrors } from "./completeness";
import { confirmedFields } from "./confirmed";
import { CustomerSection } from "./customer-section";
import { hasIntervals } from "./delivery-details";
import { DeliverySection } from "./delivery-section";
import { certificateRemovalFormId, DiscountsSection } from "./discounts-section";
import { ErrorSummary } from "./error-summary";
import { OrderSummary } from "./order-summary";
import { RecalculateButton } from "./recalculate-button";
import { LOGIN_HINT_ID, SaveBar } from "./save-bar";
import { PaymentSection } from "./payment-section";
import { useCheckoutSubmit } from "./use-checkout-submit";
import { useDiscountErrors } from "./use-discount-errors";
import { isSending } from "~/forms/submit-button";
import { FieldError, QuietFieldErrors } from "~/forms/field";

/**
 * The checkout as one form: every submit button names its intent. Without JavaScript each step is a full
 * round trip that keeps everything entered (the draft lives upstream, and a refused step echoes the values);
 * with JavaScript the same action runs through a fetcher, one submission at a time: choices recalculate at once,
 * typed text 100 ms after typing stops (spec §4, §9). A refused save is summed up at the top of the form (ErrorSummary).
 */
export function CheckoutView({
  state,
  authorised,
  addresses,
}: {
  state: OrderState;
  authorised: boolean;
  addresses: Address[];
}) {
  const fetcher = useFetcher<CheckoutActionData>({ key: "checkout" });
  const actionData = useActionData<CheckoutActionData>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const data = fetcher.data ?? actionData;
  const { errors, edited } = useDiscountErrors(data);
  const values = data?.values;
  // Only the order's own save disables its button: a draft save under way queues the click instead of losing it.
  const saving = isSending(fetcher) && fetcher.formData?.get("intent") === "save";
  const missing = checkoutErrors(state.input, needsDelivery(state.basket));
  const { submit, typed, waiting } = useCheckoutSubmit(formRef, fetcher);
  // Busy until the last submission waiting is answered (not in the moment between one answer and the next request).
  const busy = fetcher.state !== "idle" || waiting();
  // A refusal is summed up at the top of the form: every refusal without JavaScript (the page lands on the summary), a
  // refused save with it (focus moves to the summary); another step's refusal with JavaScript is told at its field,
  // where the shopper is, and focus moves there.
  const summary =
    errors && Object.keys(errors).length > 0 && (!fetcher.data || data?.intent === "save") ? errors : null;
  useFocusFirstError(formRef, summary ? undefined : data?.fieldErrors);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.dataset.autosubmit !== undefined) submit("calculate");
  };

  /** Typing saves the draft; street and building recalculate only once city, street and building are all given (spec §4). */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    edited(target.name);
    if (!target.closest("[data-draft]")) return;
    const form = event.currentTarget;
    const value = (name: string) => String(new FormData(form).get(name) ?? "");
    const address = target.name === "street" || target.name === "building";
    typed(
      !address ||
        addressReady({
          city: state.input.delivery.properties.city,
          street: value("street"),
          building: value("building"),
        }),
    );
  };

  /** A submit button (or Enter: that field's own action) goes through the same ordered submissions as everything else. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter || submitter.value === ENTER_INTENT) {
      const field = document.activeElement as HTMLInputElement | null;
      submit(intentOfField(field?.form === event.currentTarget ? field.name : undefined));
      return;
    }
    const intent = CheckoutIntentSchema.safeParse(submitter.name === "intent" ? submitter.value : "calculate");
    submit(intent.success ? intent.data : "calculate");
  };

  return (
    <>
      {!hydrated && <CertificateRemovalForms state={state} />}
      <fetcher.Form
        method="post"
        className={hydrated ? "checkout" : "checkout checkout--static"}
        ref={formRef}
        onChange={onChange}
        onInput={onInput}
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy}
      >
        {/* The form's default button: Enter in a field runs that field's action (implied-intent.ts), not «Найти»'s. */}
        <button type="submit" name="intent" value={ENTER_INTENT} className="visually-hidden" tabIndex={-1} aria-hidden>
          Применить
        </button>
        <ViaFetcherField />
        {/* Under a summary the messages at the fields are no alerts of their own: the summary is the one. */}
        <QuietFieldErrors quiet={Boolean(summary)}>
          {summary ? (
            <ErrorSummary
              errors={summary}
              intervalsShown={hasIntervals(state)}
              answer={data}
              focus={fetcher.data !== undefined}
            />
          ) : (
            errors?.form && (
              <p className="field-error checkout__error" role="alert">
                {errors.form}
              </p>
            )
          )}
          {authorised && <CustomerSection state={state} errors={errors} values={values} />}
          <DeliverySection
            state={state}
            errors={errors}
            values={values}
            actionData={data}
            hydrated={hydrated}
            addresses={addresses}
            submit={submit}
            waiting={waiting}
          />
          <PaymentSection state={state} errors={errors} values={values} waiting={waiting} />
          <DiscountsSection
            state={state}
            hydrated={hydrated}
            submit={submit}
            waiting={waiting}
            errors={errors}
            values={values}
          />
          {/* With a delivery to choose, «Пересчитать» is right under its choice (DeliverySection). */}
          {!hydrated && !needsDelivery(state.basket) && <RecalculateButton />}
          <section
            className="checkout__section checkout__total"
            aria-labelledby="total-title"
            id="checkout-total"
            tabIndex={-1}
          >
            <h2 id="total-title" className="checkout__title">
              Ваш заказ
            </h2>
            <OrderSummary state={state} />
            <FieldError id="total" error={errors?.total} />
            {/* The calculation the shopper sees now: «Оформить заказ» confirms it, and a save that differs is refused. */}
            {Object.entries(confirmedFields(state)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {Object.keys(missing).length > 0 && authorised && (
              <p className="checkout__hint">
                Чтобы оформить заказ, заполните: {Object.values(missing).join(", ").toLowerCase()}.
              </p>
            )}
            {!authorised && (
              <p className="checkout__hint" id={LOGIN_HINT_ID}>
                Войдите по номеру телефона выше, чтобы оформить заказ.
              </p>
            )}
            <SaveBar state={state} saving={saving} authorised={authorised} />
          </section>
        </QuietFieldErrors>
      </fetcher.Form>
    </>
  );
}

/** Without JavaScript each applied certificate is taken off by a form of its own (its button sits in the checkout form). */
export function CertificateRemovalForms({ state }: { state: OrderState }) {
  return (
    <>
      {state.certificate.map((c) => (
        <Form key={c.number} method="post" id={certificateRemovalFormId(c.number)} hidden>
          <input type="hidden" name="intent" value="remove-certificate" />
          <input type="hidden" name="certificateToRemove" value={c.number} />
        </Form>
      ))}
    </>
  );
}
