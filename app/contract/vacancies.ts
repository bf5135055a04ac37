import { z } from "zod";

export const VacancySchema = z.object({
  id: z.number().int(),
  city: z.object({ code: z.string(), name: z.string() }),
  title: z.string(),
  department: z.string(),
  schedule: z.string(),
  salary: z.string(),
  description: z.string(),
});
export type Vacancy = z.infer<typeof VacancySchema>;

/** A city of the store and how many vacancies it has open (0 too). */
export const VacancyCitySchema = z.object({ code: z.string(), name: z.string(), count: z.number().int() });
export type VacancyCity = z.infer<typeof VacancyCitySchema>;

/**
 * GET /api/content/vacancies?city={code} — every city when `city` is absent (an unknown city is a 404); `cities` are
 * all the store's cities with their counts, `hrEmail` the address that takes résumés.
 */
export const VacancyListSchema = z.object({
  items: z.array(VacancySchema),
  cities: z.array(VacancyCitySchema),
  hrEmail: z.string(),
});
export type VacancyList = z.infer<typeof VacancyListSchema>;
