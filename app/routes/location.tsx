import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CITY_QUERY_PARAM } from "~/domain/city-search";
import { DEFAULT_CITY } from "~/domain/location";
import { readForm } from "~/forms/read-form.server";
import { succeed } from "~/forms/reply.server";
import { useRootData } from "~/hooks/use-root-data";
import { safeRedirect } from "~/http/safe-redirect";
import type { RouteHandle } from "~/layouts/page-layout";
import { chosenCityHeaders, resetCityHeaders } from "~/location/city-cookies.server";
import { CityPicker } from "~/location/city-picker";
import { cityPickerData } from "~/location/city-picker.server";
import { pageMeta } from "~/seo/meta";
import { makeToast } from "~/toasts/toast";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getLocation } from "~/upstream-client/location.server";
import locationStyles from "~/styles/location.css";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: locationStyles }];

export const handle: RouteHandle = { layout: "default" };

/** Where choosing a city on this page leads: `?back=` (a path of the store), else the home page. */
const BACK_PARAM = "back";

const CityCode = z.string().regex(/^[a-z0-9_-]{2,64}$/);
const LocationForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set"), city: CityCode }),
  z.object({ intent: z.literal("confirm"), city: CityCode }),
  z.object({ intent: z.literal("reset") }),
]);

/**
 * `/location/`: the city picker as a page, for shoppers without JavaScript who land here — the same search (a GET
 * form, `?cityQuery=`) and list as the `location` modal. Depends on no cookie: publicly cacheable for guests.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { api, toasts } = await upstreamWithToasts(args);
  const picker = await mainData(cityPickerData(api, url.searchParams.get(CITY_QUERY_PARAM)));
  const back = url.searchParams.get(BACK_PARAM);
  return dataWithToasts({ picker, back: back === null ? null : safeRedirect(back) }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) =>
  // One canonical page whatever was searched.
  pageMeta({
    title: "Выбор города",
    description:
      "Выберите город: от него зависят способы и сроки доставки, наличие товаров и магазины LOVE STORE рядом.",
    location: { pathname: location.pathname, search: "" },
    matches,
  });

/**
 * Sets, confirms (7 days, spec §4) or resets the shopper's city, then goes back where the form was. The checkout
 * follows the city when it next shows (its delivery city is always the header's: kept-input.server.ts).
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const back = safeRedirect(form.redirectTo);
  const { api, toasts } = await upstreamWithToasts(args);
  const parsed = LocationForm.safeParse(form);
  if (!parsed.success) {
    toasts.add(makeToast("error", "Не удалось изменить город: неверные данные формы."));
    return redirectWithToasts(api, back, toasts);
  }
  if (parsed.data.intent === "reset") {
    return redirectWithToasts(api, back, toasts, { headers: await resetCityHeaders() });
  }
  const location = await getLocation(api, parsed.data.city).catch(() => null);
  if (!location || location.city.code !== parsed.data.city) {
    toasts.add(makeToast("error", "Такой город не найден. Выберите город из списка."));
    return redirectWithToasts(api, back, toasts);
  }
  const headers = await chosenCityHeaders(location.city.code);
  if (parsed.data.intent === "set") return succeed(api, toasts, back, `Ваш город: ${location.city.name}`, { headers });
  return redirectWithToasts(api, back, toasts, { headers });
}

export default function LocationPage() {
  const { picker, back } = useLoaderData<typeof loader>();
  const root = useRootData();
  const city = root?.city ?? { ...DEFAULT_CITY };
  return (
    <section className="location-page" aria-labelledby="location-title">
      <h1 id="location-title">Выбор города</h1>
      <p className="location-page__lead">
        От города зависят способы и сроки доставки, наличие размеров и магазины, где можно забрать заказ. Мы доставляем
        по всей России.
      </p>
      <CityPicker
        id="location-page"
        current={{ code: city.code, name: city.name, shops: root?.cityShops ?? 0 }}
        initial={picker}
        searchAction="/location/"
        keep={back ? [[BACK_PARAM, back]] : []}
        redirectTo={back ?? "/"}
      />
    </section>
  );
}
