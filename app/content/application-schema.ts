import { z } from "zod";
import { emailField, phoneField } from "~/forms/contact-fields";
import { idField, optionalText, requiredCheckbox, requiredText } from "~/forms/schema";

export const CONSENT_MESSAGE = "Нужно согласие на обработку персональных данных";

/** What both application forms ask: who writes, how to reach them, a message, and the consent to keep their data. */
const contact = {
  name: requiredText(100, "Укажите имя"),
  phone: phoneField,
  email: emailField,
  message: optionalText(2000),
  consent: requiredCheckbox(CONSENT_MESSAGE).transform(() => true as const),
};

export const FRANCHISE_FIELDS = ["name", "phone", "email", "city", "format", "message", "consent"] as const;
export type FranchiseField = (typeof FRANCHISE_FIELDS)[number];

/** The franchise application form; the upstream checks that the format is one it offers. */
export const FranchiseFormSchema = z.object({
  ...contact,
  city: requiredText(100, "Укажите город"),
  format: requiredText(32, "Выберите формат магазина"),
});

export const VACANCY_RESPONSE_FIELDS = ["vacancyId", "name", "phone", "email", "message", "consent"] as const;
export type VacancyResponseField = (typeof VACANCY_RESPONSE_FIELDS)[number];

/** A response to a vacancy (a short message or a link to a résumé); the upstream checks that the vacancy is open. */
export const VacancyResponseFormSchema = z.object({ vacancyId: idField("Выберите вакансию"), ...contact });
