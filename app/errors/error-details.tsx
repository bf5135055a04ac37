import { Form, isRouteErrorResponse, useLocation } from "@remix-run/react";
import { FatalIcon } from "~/components/icons";
import { MenuTree } from "~/layouts/main-menu";
import { RecentlyViewed } from "~/components/recently-viewed";
import { useRootData } from "~/hooks/use-root-data";
import type { ProductSummary } from "~/upstream/schemas/product-summary";
import { describeError } from "./describe-error";

/** The error page's body (`error-page.tsx`): the 404 page, the `?debug` view, or the fatal view. */
export function ErrorDetails({ error }: { error: unknown }) {
  const location = useLocation();
  const debug = new URLSearchParams(location.search).has("debug");
  const { status, message, stack } = describeError(error);
  if (debug) return <DebugView status={status} message={message} stack={stack} />;
  return status === 404 ? <NotFound viewed={viewedFrom(error)} /> : <Fatal message={message} />;
}

function NotFound({ viewed }: { viewed: ProductSummary[] }) {
  const menu = useRootData()?.menu ?? [];
  return (
    <>
      <h1 className="error-page__code">404</h1>
      <p className="error-page__text">Извините, страница не найдена</p>
      {menu.length > 0 && (
        <nav className="error-page__menu" aria-label="Разделы магазина">
          <MenuTree items={menu} />
        </nav>
      )}
      <RecentlyViewed items={viewed} />
    </>
  );
}

function DebugView({ status, message, stack }: { status: number; message: string; stack?: string }) {
  return (
    <>
      <h1 className="error-page__code">{status}</h1>
      <p className="error-page__text">{message}</p>
      {stack && <pre className="error-page__stack">{stack}</pre>}
    </>
  );
}

function Fatal({ message }: { message: string }) {
  const location = useLocation();
  const params = [...new URLSearchParams(location.search)];
  return (
    <>
      <FatalIcon className="error-page__icon" />
      <h1 className="error-page__title">Ошибка</h1>
      {message && <p className="error-page__message">{message}</p>}
      <p className="error-page__text">К сожалению, произошла непредвиденная ошибка</p>
      {/* A GET form back to this very URL: works without JavaScript and clears the error when the page loads. */}
      <Form method="get" action={location.pathname} reloadDocument={false}>
        {params.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">Обновить страницу</button>
      </Form>
    </>
  );
}

/** The strip the 404 response carries (`not-found.server.ts`: the server's own data); anything else shows no strip. */
function viewedFrom(error: unknown): ProductSummary[] {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object" || !("viewed" in error.data)) return [];
  return Array.isArray(error.data.viewed) ? (error.data.viewed as ProductSummary[]) : [];
}
