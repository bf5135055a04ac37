import type Database from "better-sqlite3";
import type { FranchiseApplication, FranchiseFormat, VacancyResponse } from "../../../app/contract/applications";
import { nowSeconds } from "../format";
import { HttpError } from "../http/envelope";

/** What visitors send from the editorial pages: franchise applications and responses to vacancies. */
export function createApplicationStore(db: Database.Database) {
  const formats = db.prepare<[], FranchiseFormat>(
    "SELECT code, name, area, investment, description FROM franchise_formats ORDER BY sort",
  );
  const formatExists = db.prepare<[string], number>("SELECT 1 FROM franchise_formats WHERE code = ?").pluck();
  const vacancyExists = db.prepare<[number], number>("SELECT 1 FROM vacancies WHERE id = ?").pluck();
  const insertApplication = db.prepare<FranchiseApplication & { now: number }>(
    `INSERT INTO franchise_applications (name, phone, email, city, format_code, message, created_at)
     VALUES (@name, @phone, @email, @city, @format, @message, @now)`,
  );
  const insertResponse = db.prepare<VacancyResponse & { vacancyId: number; now: number }>(
    `INSERT INTO vacancy_responses (vacancy_id, name, phone, email, message, created_at)
     VALUES (@vacancyId, @name, @phone, @email, @message, @now)`,
  );

  return {
    formats: (): FranchiseFormat[] => formats.all(),
    /** Stores an application; a format that is not offered is the `format` field's error. Returns its id. */
    applyForFranchise: (application: FranchiseApplication): number => {
      if (!formatExists.get(application.format)) {
        throw HttpError.of(400, "Выберите формат магазина из списка", { code: "unknown_format", field: "format" });
      }
      return Number(insertApplication.run({ ...application, now: nowSeconds() }).lastInsertRowid);
    },
    /** Stores a response; an unknown vacancy is a 404 about the `vacancyId` field. Returns its id. */
    respondToVacancy: (vacancyId: number, response: VacancyResponse): number => {
      if (!vacancyExists.get(vacancyId))
        throw HttpError.of(404, "Вакансия не найдена", { code: "vacancy_not_found", field: "vacancyId" });
      return Number(insertResponse.run({ ...response, vacancyId, now: nowSeconds() }).lastInsertRowid);
    },
  };
}
