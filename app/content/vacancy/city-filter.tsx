import { Form } from "@remix-run/react";
import { plural } from "~/domain/plural";
import type { VacancyCity } from "~/contract/vacancies";
import { VACANCY_PATH } from "./vacancy-links";

const VACANCY_FORMS: [string, string, string] = ["вакансия", "вакансии", "вакансий"];

/** The city filter: a GET form, so it works without JavaScript (and is a link-like URL to share). */
export function CityFilter({ cities, city }: { cities: VacancyCity[]; city: string | null }) {
  return (
    <Form method="get" action={VACANCY_PATH} className="vacancy-filter" aria-label="Фильтр вакансий">
      <div className="field">
        <label htmlFor="vacancy-city">Город</label>
        <select id="vacancy-city" name="city" defaultValue={city ?? ""} key={city ?? ""}>
          <option value="">Все города</option>
          {cities.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name} —{" "}
              {option.count > 0 ? `${option.count} ${plural(option.count, VACANCY_FORMS)}` : "нет вакансий"}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--ghost">
        Показать
      </button>
    </Form>
  );
}
