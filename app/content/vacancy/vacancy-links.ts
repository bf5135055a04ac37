export const VACANCY_PATH = "/about/vacancy/";
/** The response form's id: the vacancies' «Откликнуться» links lead to it. */
export const RESPONSE_ANCHOR = "vacancy-response";

/** The vacancies page, of one city or of all; with `vacancy`, its response form with that vacancy chosen. */
export function vacancyPageHref(city: string | null, vacancy?: number): string {
  const query = new URLSearchParams();
  if (city) query.set("city", city);
  if (vacancy !== undefined) query.set("vacancy", String(vacancy));
  const search = query.toString();
  return `${VACANCY_PATH}${search ? `?${search}` : ""}${vacancy !== undefined ? `#${RESPONSE_ANCHOR}` : ""}`;
}

/** A mail link with its subject, e.g. a résumé for a vacancy. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
