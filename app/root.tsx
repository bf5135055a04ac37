import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { AnalyticsScript } from "~/analytics/analytics-script";
import { GlobalLoader } from "~/components/global-loader";
import { LateContentWithoutScript } from "~/components/streamed";
import { useNonce } from "~/http/nonce";
import { ModalProvider } from "~/components/modal";
import { BasketSuccessProvider } from "~/basket/basket-success";
import { ROBOTS } from "~/domain/url";
import { describeError } from "~/errors/describe-error";
import { ErrorPage } from "~/errors/error-page";
import { useStartupRefresh } from "~/hooks/use-shopper";
import { PageLayout, useLayout } from "~/layouts/page-layout";
import { pageMeta, rootSeo } from "~/seo/meta";
import { STYLESHEETS } from "~/styles/stylesheets";

export const links: LinksFunction = () => [
  ...STYLESHEETS.map((href) => ({ rel: "stylesheet", href })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ location, matches, error }) => {
  if (!error) return pageMeta({ title: "Интернет-магазин одежды", location, matches });
  // Spec §2: the error page's title is the error message plus the store name.
  const { status, message } = describeError(error);
  return [
    { title: `${message || (status === 404 ? "Страница не найдена" : "Ошибка")} | ${rootSeo(matches).storeName}` },
    { name: "robots", content: ROBOTS },
  ];
};

export { loader } from "~/root-loader.server";

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
        <LateContentWithoutScript />
        <AnalyticsScript />
      </head>
      <body>
        <ModalProvider>
          <BasketSuccessProvider>
            <GlobalLoader />
            {children}
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
