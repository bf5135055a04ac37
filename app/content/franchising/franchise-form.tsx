import { ApplicationForm, ContactFields } from "~/content/application-form";
import { type FranchiseField } from "~/content/application-schema";
import { SelectField, TextAreaField, TextField } from "~/forms/field";
import type { FranchiseFormat } from "~/contract/applications";

export const FRANCHISING_PATH = "/about/franchising/";

/** The franchise application: who applies, where, which format; stored upstream. */
export function FranchiseForm({ formats }: { formats: FranchiseFormat[] }) {
  const options = formats.map((format) => ({
    value: format.code,
    label: `${format.name}: ${format.area}, ${format.investment}`,
  }));
  return (
    <section className="editorial__section application" aria-labelledby="franchise-form-title">
      <h2 id="franchise-form-title">Заявка на франшизу</h2>
      <p>
        Заполните форму — менеджер по франчайзингу позвонит вам в течение трёх рабочих дней. Поля со звёздочкой
        обязательны.
      </p>
      <ApplicationForm<FranchiseField> action={FRANCHISING_PATH} id="franchise" submitLabel="Отправить заявку">
        {(errors, values) => (
          <>
            <ContactFields id="franchise" nameLabel="Имя" errors={errors} values={values} />
            <TextField
              id="franchise-city"
              name="city"
              label="Город, где хотите открыть магазин"
              required
              maxLength={100}
              autoComplete="address-level2"
              defaultValue={values.city}
              error={errors.city}
            />
            <SelectField
              id="franchise-format"
              name="format"
              label="Формат магазина"
              placeholder="Выберите формат"
              required
              options={options}
              defaultValue={values.format}
              error={errors.format}
            />
            <TextAreaField
              id="franchise-message"
              name="message"
              label="Сообщение"
              hint="Например, адрес торгового центра или опыт в рознице"
              maxLength={2000}
              defaultValue={values.message}
              error={errors.message}
            />
          </>
        )}
      </ApplicationForm>
    </section>
  );
}
