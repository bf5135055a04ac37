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

/** GET /api/content/vacancies?city={code} — every city when `city` is absent. */
export const VacancyListSchema = z.object({ items: z.array(VacancySchema) });
export type VacancyList = z.infer<typeof VacancyListSchema>;
