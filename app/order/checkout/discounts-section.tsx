import { ariaFor, Field, FieldError } from "~/forms/field";
import type { OrderState } from "~/contract/order";
import { isCertificatesOnly } from "~/domain/checkout";
import { LIMITS, type SubmitIntent } from "./checkout-form";
import { LoyaltyBonuses } from "./loyalty-bonuses";

/** A format hint, not a number: a real demo certificate here would be applied by anyone who types it. */
const CERTIFICATE_HINT = "16 цифр, как на сертификате; можно с дефисами";

export const certificateRemovalFormId = (number: string) => `remove-certificate-${number}`;

/** Coupon, gift certificates and Love Card bonuses — each applied through calculate (spec §3, §7). */
export function DiscountsSection({
  state,
  hydrated,
  submit,
  waiting,
  errors,
  values,
}: {
  state: OrderState;
  hydrated: boolean;
  submit: SubmitIntent;
  /** Whether a submission waits behind the one under way (useCheckoutSubmit). */
  waiting: () => boolean;
  errors?: Partial<Record<string, string>>;
  /** What a refused submission sent (a coupon the save found spent stays in its field). */
  values?: Partial<Record<string, string>>;
}) {
  const { bonus } = state;
  if (isCertificatesOnly(state.basket)) {
    return (
      <section className="checkout__section" aria-labelledby="discounts-title">
        <h2 id="discounts-title" className="checkout__title">
          Скидки и бонусы
        </h2>
        <p className="discount__note">
          Подарочные сертификаты оплачиваются полностью: промокод, другой сертификат и бонусы Love Card к ним не
          применяются, и бонусы за них не начисляются.
        </p>
      </section>
    );
  }
  const certificateError = errors?.certificate;
  return (
    <section className="checkout__section" aria-labelledby="discounts-title">
      <h2 id="discounts-title" className="checkout__title">
        Скидки и бонусы
      </h2>
      {state.basket.certificates.length > 0 && (
        <p className="discount__note">
          Купон, бонусы и подарочный сертификат оплачивают только товары и доставку: подарочные сертификаты в заказе
          оплачиваются онлайн.
        </p>
      )}

      <div className="discount">
        {state.isCouponApplied ? (
          <p className="discount__applied">
            Купон <strong>{state.coupon}</strong> применён
            {state.summary.coupon.value ? `: −${state.summary.coupon.format}` : ""}.{" "}
            <button type="submit" name="intent" value="remove-coupon" className="text-button">
              Удалить купон
            </button>
            <FieldError id="coupon" error={errors?.coupon} />
          </p>
        ) : (
          <div className="discount__row">
            <Field id="coupon" label="Промокод" error={errors?.coupon}>
              <input
                id="coupon"
                name="coupon"
                defaultValue={values?.coupon ?? state.input.coupon}
                maxLength={LIMITS.coupon}
                autoComplete="off"
                {...ariaFor("coupon", errors?.coupon)}
              />
            </Field>
            <button type="submit" name="intent" value="apply-coupon" className="button button--ghost">
              Применить
            </button>
          </div>
        )}
      </div>

      <div className="discount">
        <h3 className="discount__title">Подарочные сертификаты</h3>
        {state.certificate.length > 0 && (
          <ul className="discount__list">
            {state.certificate.map((c) => (
              <li key={c.number}>
                Сертификат <span className="nowrap">{c.number}</span>: −{c.amount.format}{" "}
                <button
                  type={hydrated ? "button" : "submit"}
                  form={hydrated ? undefined : certificateRemovalFormId(c.number)}
                  onClick={hydrated ? () => submit("remove-certificate", { certificateToRemove: c.number }) : undefined}
                  className="text-button"
                  aria-label={`Удалить сертификат ${c.number}`}
                >
                  Удалить
                </button>
              </li>
            ))}
          </ul>
        )}
        {/* Fresh fields once a certificate is applied; a refused one keeps what was typed. */}
        <div className="discount__row" key={state.certificate.map((c) => c.number).join()}>
          <Field id="certificateNumber" label="Номер сертификата" hint={CERTIFICATE_HINT} error={certificateError}>
            <input
              id="certificateNumber"
              name="certificateNumber"
              defaultValue={values?.certificateNumber}
              maxLength={LIMITS.certificateNumber}
              autoComplete="off"
              {...ariaFor("certificateNumber", certificateError, CERTIFICATE_HINT)}
            />
          </Field>
          <Field id="certificateCode" label="Код">
            <input
              id="certificateCode"
              name="certificateCode"
              maxLength={LIMITS.certificateCode}
              autoComplete="off"
              inputMode="numeric"
              // The refusal (a wrong or expired code too) is told once, under the number.
              aria-invalid={certificateError ? true : undefined}
              aria-describedby={certificateError ? "certificateNumber-error" : undefined}
            />
          </Field>
          <button type="submit" name="intent" value="apply-certificate" className="button button--ghost">
            Применить сертификат
          </button>
        </div>
      </div>

      <div className="discount">
        <h3 className="discount__title">Бонусы Love Card</h3>
        <LoyaltyBonuses state={state} hydrated={hydrated} submit={submit} waiting={waiting} errors={errors} />
        {bonus.messages.map((m) => (
          <p key={m} className="discount__note">
            {m}
          </p>
        ))}
        {bonus.rules && <p className="discount__note">{bonus.rules}</p>}
      </div>
    </section>
  );
}
