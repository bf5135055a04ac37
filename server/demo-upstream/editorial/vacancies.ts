import type Database from "better-sqlite3";
import type { Vacancy, VacancyCity, VacancyList } from "../../../app/contract/vacancies";
import { HR_EMAIL } from "../information/company";

type VacancyRow = Omit<Vacancy, "city"> & { city_code: string; city_name: string };

/** The vacancies, of one city or all, with every city and how many vacancies it has. */
export function createVacancyStore(db: Database.Database) {
  const vacancies = db.prepare<{ city: string | null }, VacancyRow>(
    `SELECT v.id, v.title, v.department, v.schedule, v.salary, v.description, c.code AS city_code, c.name AS city_name
     FROM vacancies v JOIN cities c ON c.id = v.city_id
     WHERE @city IS NULL OR c.code = @city ORDER BY c.sort, v.id`,
  );
  const vacancyCities = db.prepare<[], VacancyCity>(
    `SELECT c.code, c.name, COUNT(v.id) AS count FROM cities c LEFT JOIN vacancies v ON v.city_id = c.id GROUP BY c.id ORDER BY c.sort`,
  );

  /** The city's vacancies (every city's for null); null for an unknown city. */
  return (cityCode: string | null): VacancyList | null => {
    const cities = vacancyCities.all();
    if (cityCode !== null && !cities.some((known) => known.code === cityCode)) return null;
    const items: Vacancy[] = vacancies.all({ city: cityCode }).map(({ city_code, city_name, ...vacancy }) => ({
      ...vacancy,
      city: { code: city_code, name: city_name },
    }));
    return { items, cities, hrEmail: HR_EMAIL };
  };
}
