import { z } from "zod";

/** A franchise store format: its floor area and the investment it takes. */
export const FranchiseFormatSchema = z.object({
  code: z.string(),
  name: z.string(),
  area: z.string(),
  investment: z.string(),
  description: z.string(),
});
export type FranchiseFormat = z.infer<typeof FranchiseFormatSchema>;

/** GET /api/content/franchising: the formats an application chooses from. */
export const FranchisingSchema = z.object({ formats: z.array(FranchiseFormatSchema) });

/** POST /api/content/franchising body. */
export type FranchiseApplication = {
  name: string;
  phone: string;
  email: string;
  city: string;
  format: string;
  message: string;
  consent: true;
};

/** POST /api/content/vacancies/{id}/responses body. */
export type VacancyResponse = { name: string; phone: string; email: string; message: string; consent: true };

/** The answer to either: the stored application's id. */
export const ApplicationAcceptedSchema = z.object({ id: z.number().int().positive() });
