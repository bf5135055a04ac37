import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import { AnalyticsScript } from "~/analytics/analytics-script";
import { tagManagerId } from "~/analytics/tag-manager.server";
import { GlobalLoader } from "~/components/global-loader";
import { useNonce } from "~/http/nonce";
import { publicOrigin } from "~/http/origin.server";
import { MODAL_PARAM, ModalProvider } from "~/components/modal";
import { BasketSuccessProvider } from "~/basket/basket-success";
import { config } from "~/config.server";
import { Toasts } from "~/components/toasts";
import { readCity, readCityConfirmed } from "~/cookies.server";
import { CITY_QUERY_PARAM } from "~/domain/city-search";
import { cityPickerData } from "~/location/city-picker.server";
import { menuOf } from "~/domain/menu";
import { isDevelopmentHost } from "~/domain/images";
import { canonicalRedirect, ROBOTS } from "~/domain/url";
import { describeError } from "~/errors/describe-error";
import { ErrorPage } from "~/errors/error-page";
import { useStartupRefresh } from "~/hooks/use-shopper";
import { PageLayout, useLayout } from "~/layouts/page-layout";
import { pageMeta, rootSeo } from "~/seo/meta";
import { STYLESHEETS } from "~/styles/stylesheets";
import { clearFlash, readFlash } from "~/toasts/flash.server";
import { getSections } from "~/upstream/catalog.server";
import { mainData, secondary, upstreamFor } from "~/upstream/client.server";
import { getStoreInfo } from "~/upstream/content.server";
import { getLocation } from "~/upstream/location.server";
import { GUEST } from "~/upstream/schemas/user";
import { getUser } from "~/upstream/user.server";
import { getBasket, getWishlist } from "~/upstream/basket.server";
import { timeBoxed } from "~/upstream/time-box.server";
import { TIME_BOX_MS } from "~/domain/timing";

export const links: LinksFunction = () => [
  ...STYLESHEETS.map((href) => ({ rel: "stylesheet", href })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ location, matches, error }) => {
  if (!error) return pageMeta({ title: "Интернет-магазин одежды", location, matches });
  // Spec §2: the error page's title is the error message plus the store name.
  const { status, message } = describeError(error);
  return [{ title: `${message || (status === 404 ? "Страница не найдена" : "Ошибка")} | ${rootSeo(matches).storeName}` }, { name: "robots", content: ROBOTS }];
};

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  // URL rules of spec §2 run on the server, so crawlers and shoppers without JavaScript get them too.
  const target = canonicalRedirect(url);
  if (target) throw redirect(target, { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });

  const api = await upstreamFor(args);
  const [cityCode, cityConfirmed, flash] = await Promise.all([readCity(request), readCityConfirmed(request), readFlash(request)]);
  const [user, storeInfo, location, sections, basket, wishlist, cityPicker] = await Promise.all([
    secondary(getUser(api), GUEST),
    mainData(getStoreInfo(api)),
    mainData(getLocation(api, cityCode)),
    secondary(getSections(api), []),
    // A guest without a token has neither (nothing is asked); a shopper's come with the page unless they are slow.
    api.token ? timeBoxed(secondary(getBasket(api), null), TIME_BOX_MS, null) : null,
    api.token ? timeBoxed(secondary(getWishlist(api), []), TIME_BOX_MS, []) : ([] as number[]),
    // The location modal opened by its URL (JavaScript off) shows the list the server renders.
    url.searchParams.get(MODAL_PARAM) === "location" ? secondary(cityPickerData(api, url.searchParams.get(CITY_QUERY_PARAM)), null) : null,
  ]);

  const headers = new Headers();
  if (flash.present) headers.append("Set-Cookie", await clearFlash());
  api.toasts.unshift(...flash.toasts);
  return api.json(
    {
      origin: publicOrigin(request),
      user,
      store: storeInfo.store,
      // A guest without a token has neither; a shopper's come from the basket and wishlist loaded anyway.
      counters: { basket: basket?.totalQuantity ?? 0, wishlist: wishlist.length },
      // What the product cards need to know about this shopper: sizes already in the basket and wished products.
      basketOffers: basket?.products.map((line) => line.offerId) ?? [],
      wishlist,
      city: location.city,
      cityShops: location.stores.length,
      cityPicker,
      cityConfirmed: cityConfirmed && cityCode === location.city.code,
      menu: menuOf(sections),
      gtmId: tagManagerId(storeInfo.gtmId),
      isBot: isbot(request.headers.get("user-agent") ?? ""),
      imageTestHost: isDevelopmentHost(url.host) ? (config().IMAGE_TEST_HOST ?? null) : null,
    },
    { headers },
  );
}

/** Routes and error responses may ask for a stricter Cache-Control (e.g. pages showing the recently viewed strip). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const cacheControl = errorHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  const headers = new Headers();
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <AnalyticsScript />
      </head>
      <body>
        <ModalProvider>
          <BasketSuccessProvider>
            <GlobalLoader />
            {children}
            <Toasts />
          </BasketSuccessProvider>
        </ModalProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { name, Sidebar } = useLayout();
  useStartupRefresh();
  return (
    <PageLayout name={name} Sidebar={Sidebar}>
      <Outlet />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
