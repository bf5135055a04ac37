import { formatRub } from "~/domain/money";
import { ariaFor, Choice, Field } from "~/forms/field";
import type { CertificateKindOptions } from "~/contract/gift-certificates";
import { CUSTOM_NOMINAL } from "./certificate-form";

type Props = {
  nominals: CertificateKindOptions["nominals"];
  chosen: string;
  customValue?: string;
  errors: { nominal?: string; customNominal?: string };
};

/**
 * The presets as radio chips and, where the kind allows one, «Другая сумма» with its amount field. The field shows
 * only while «Другая сумма» is chosen (CSS, so also without JavaScript); its limits are the upstream's.
 */
export function NominalChoice({ nominals, chosen, customValue, errors }: Props) {
  const hint = `От ${formatRub(nominals.min)} до ${formatRub(nominals.max)}, кратно ${formatRub(nominals.step)}`;
  return (
    <Choice id="nominal" legend="Номинал" error={errors.nominal}>
      <div className="nominal-choice">
        {nominals.presets.map((value) => (
          <label key={value} className="nominal-chip">
            <input type="radio" name="nominal" value={value} defaultChecked={String(value) === chosen} />
            <span>{formatRub(value)}</span>
          </label>
        ))}
        {nominals.custom && (
          <label className="nominal-chip">
            <input type="radio" name="nominal" value={CUSTOM_NOMINAL} defaultChecked={chosen === CUSTOM_NOMINAL} />
            <span>Другая сумма</span>
          </label>
        )}
      </div>
      {nominals.custom && (
        <div className="nominal-choice__custom">
          <Field id="customNominal" label="Сумма, ₽" hint={hint} error={errors.customNominal}>
            <input
              id="customNominal"
              name="customNominal"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              defaultValue={customValue}
              {...ariaFor("customNominal", errors.customNominal, hint)}
            />
          </Field>
        </div>
      )}
    </Choice>
  );
}
