import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { z } from "zod";
import { VACANCY_RESPONSE_FIELDS, VacancyResponseFormSchema } from "~/content/application-schema";
import { submitApplication } from "~/content/application.server";
import { contentData } from "~/content/content-data.server";
import { editorialMeta } from "~/content/editorial-meta";
import { EditorialPage } from "~/content/editorial-page";
import { CityFilter } from "~/content/vacancy/city-filter";
import { ResponseForm } from "~/content/vacancy/response-form";
import { mailtoHref, VACANCY_PATH, vacancyPageHref } from "~/content/vacancy/vacancy-links";
import { VacancyList } from "~/content/vacancy/vacancy-list";
import { notFoundPage } from "~/catalog/not-found-page.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getPage, getVacancies, respondToVacancy } from "~/upstream-client/editorial.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const handle: RouteHandle = { layout: "default" };

/** `?city=` (a city code) and `?vacancy=` (the vacancy to respond to); anything else in them is a page that does not exist. */
const QuerySchema = z.object({
  city: z
    .string()
    .regex(/^[a-z_]{1,64}$/)
    .nullable(),
  vacancy: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number)
    .nullable(),
});

function readQuery(request: Request) {
  const url = new URL(request.url);
  return {
    url,
    query: QuerySchema.safeParse({ city: url.searchParams.get("city"), vacancy: url.searchParams.get("vacancy") }),
  };
}

/** `/about/vacancy/?city=…`: the vacancies of every city or of one; an unknown city or vacancy is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  const { url, query } = readQuery(args.request);
  // «Все города» of the filter form sends an empty city: the plain list's own address.
  if (url.searchParams.get("city") === "") throw redirect(vacancyPageHref(null), 301);
  if (!query.success) throw await notFoundPage(args);
  const { city, vacancy } = query.data;
  const { api, toasts } = await upstreamWithToasts(args);
  const [page, list] = await Promise.all([
    contentData(args, getPage(api, "vacancy")),
    contentData(args, getVacancies(api, city)),
  ]);
  if (vacancy !== null && !list.items.some((item) => item.id === vacancy)) throw await notFoundPage(args);
  const cityName = list.cities.find((known) => known.code === city)?.name ?? null;
  return dataWithToasts(
    {
      page,
      vacancies: list.items,
      cities: list.cities,
      hrEmail: list.hrEmail,
      city,
      cityName,
      chosen: vacancy,
    },
    toasts,
  );
}

/** A response to a vacancy, stored upstream (`POST /api/content/vacancies/{id}/responses`); back to the same list. */
export const action = (args: ActionFunctionArgs) => {
  const { query } = readQuery(args.request);
  return submitApplication(args, {
    kind: "vacancy",
    fields: VACANCY_RESPONSE_FIELDS,
    schema: VacancyResponseFormSchema,
    send: (api, { vacancyId, ...response }) => respondToVacancy(api, vacancyId, response),
    done: vacancyPageHref(query.success ? query.data.city : null),
    message: "Отклик отправлен. Мы ответим в течение пяти рабочих дней.",
  });
};

export const meta: MetaFunction<typeof loader> = (args) =>
  editorialMeta(args, "Вакансии", args.data?.cityName ? ` — ${args.data.cityName}` : "");

/** `/about/vacancy/`: working at LOVE STORE, the vacancies with a city filter, and a response by form or by mail. */
export default function VacancyPage() {
  const { page, vacancies, cities, hrEmail, city, cityName, chosen } = useLoaderData<typeof loader>();
  return (
    <EditorialPage page={page}>
      <section className="editorial__section vacancies" aria-labelledby="vacancies-title">
        <h2 id="vacancies-title">Открытые вакансии</h2>
        <CityFilter cities={cities} city={city} />
        {vacancies.length > 0 ? (
          <VacancyList vacancies={vacancies} city={city} hrEmail={hrEmail} />
        ) : (
          <p className="vacancies__empty">
            В городе {cityName} сейчас нет открытых вакансий. Посмотрите{" "}
            <Link to={VACANCY_PATH} className="text-link">
              вакансии в других городах
            </Link>{" "}
            или отправьте резюме на{" "}
            <a href={mailtoHref(hrEmail, `Резюме, ${cityName}`)} className="text-link">
              {hrEmail}
            </a>{" "}
            — мы сохраним его и напишем, когда появится подходящая работа.
          </p>
        )}
      </section>
      {vacancies.length > 0 && <ResponseForm vacancies={vacancies} city={city} chosen={chosen} />}
    </EditorialPage>
  );
}
