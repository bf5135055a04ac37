import { useEffect } from "react";
import { ApplicationForm, ContactFields } from "~/content/application-form";
import type { VacancyResponseField } from "~/content/application-schema";
import { SelectField, TextAreaField } from "~/forms/field";
import type { Vacancy } from "~/contract/vacancies";
import { RESPONSE_ANCHOR, vacancyPageHref } from "./vacancy-links";

type Props = {
  vacancies: Vacancy[];
  /** The city filter of the page (the answer comes back to the same list). */
  city: string | null;
  /** The vacancy whose «Откликнуться» was followed. */
  chosen: number | null;
};

/** A response to one of the listed vacancies, stored upstream. */
export function ResponseForm({ vacancies, city, chosen }: Props) {
  const options = vacancies.map((vacancy) => ({
    value: String(vacancy.id),
    label: `${vacancy.title} — ${vacancy.city.name}`,
  }));
  // «Откликнуться» leads here with a vacancy chosen: the shopper goes on from the choice.
  useEffect(() => {
    if (chosen !== null) document.getElementById(`${RESPONSE_ANCHOR}-vacancy`)?.focus();
  }, [chosen]);
  return (
    <section
      className="editorial__section application"
      id={RESPONSE_ANCHOR}
      aria-labelledby={`${RESPONSE_ANCHOR}-title`}
    >
      <h2 id={`${RESPONSE_ANCHOR}-title`}>Откликнуться на вакансию</h2>
      <p>
        Расскажите коротко о себе или дайте ссылку на резюме — мы ответим в течение пяти рабочих дней. Поля со
        звёздочкой обязательны.
      </p>
      <ApplicationForm<VacancyResponseField>
        action={vacancyPageHref(city)}
        id={RESPONSE_ANCHOR}
        submitLabel="Отправить отклик"
      >
        {(errors, values) => (
          <>
            <SelectField
              key={chosen ?? ""}
              id={`${RESPONSE_ANCHOR}-vacancy`}
              name="vacancyId"
              label="Вакансия"
              placeholder="Выберите вакансию"
              required
              options={options}
              defaultValue={values.vacancyId ?? (chosen === null ? "" : String(chosen))}
              error={errors.vacancyId}
            />
            <ContactFields id={RESPONSE_ANCHOR} nameLabel="Имя и фамилия" errors={errors} values={values} />
            <TextAreaField
              id={`${RESPONSE_ANCHOR}-message`}
              name="message"
              label="О себе или ссылка на резюме"
              hint="Например, опыт работы в рознице или ссылка на резюме на hh.ru"
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
