import { Link } from "~/components/link";
import type { Vacancy } from "~/contract/vacancies";
import { mailtoHref, vacancyPageHref } from "./vacancy-links";

type Props = { vacancies: Vacancy[]; city: string | null; hrEmail: string };

/** The vacancies grouped by city, each with department, schedule, salary, description and two ways to respond. */
export function VacancyList({ vacancies, city, hrEmail }: Props) {
  const groups = new Map<string, Vacancy[]>();
  for (const vacancy of vacancies) groups.set(vacancy.city.name, [...(groups.get(vacancy.city.name) ?? []), vacancy]);
  return (
    <div className="vacancy-groups">
      {[...groups].map(([cityName, list]) => (
        <section key={cityName} aria-labelledby={`vacancies-${list[0].city.code}`}>
          <h3 id={`vacancies-${list[0].city.code}`} className="vacancy-group__title">
            {cityName}
          </h3>
          <ul className="vacancy-list">
            {list.map((vacancy) => (
              <li key={vacancy.id} className="vacancy">
                <h4 className="vacancy__title">{vacancy.title}</h4>
                <dl className="vacancy__facts">
                  <div>
                    <dt>Отдел</dt>
                    <dd>{vacancy.department}</dd>
                  </div>
                  <div>
                    <dt>График</dt>
                    <dd>{vacancy.schedule}</dd>
                  </div>
                  <div>
                    <dt>Зарплата</dt>
                    <dd>{vacancy.salary}</dd>
                  </div>
                </dl>
                <p>{vacancy.description}</p>
                <p className="vacancy__actions">
                  <Link
                    to={vacancyPageHref(city, vacancy.id)}
                    className="button button--small"
                    aria-label={`Откликнуться: ${vacancy.title}, ${cityName}`}
                  >
                    Откликнуться
                  </Link>
                  <a
                    href={mailtoHref(hrEmail, `Отклик на вакансию «${vacancy.title}», ${cityName}`)}
                    className="text-link"
                    aria-label={`Отправить резюме на почту: ${vacancy.title}, ${cityName}`}
                  >
                    Отправить резюме на почту
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
