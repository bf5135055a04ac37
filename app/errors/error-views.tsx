import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FatalIcon } from "~/components/icons";
import { RecentlyViewed } from "~/components/recently-viewed";
import type { ProductSummary } from "~/contract/product-summary";

type ErrorViewProps = {
  status: number;
  message: string;
  stack?: string;
  debug: boolean;
  viewed: ProductSummary[];
  menu: ReactNode;
};

/** The error page's body (`error-page.tsx`): the 404 page, the `?debug` view, or the fatal view. */
export function ErrorView({ status, message, stack, debug, viewed, menu }: ErrorViewProps) {
  if (debug) return <DebugView status={status} message={message} stack={stack} />;
  return status === 404 ? <NotFound viewed={viewed} menu={menu} /> : <Fatal message={message} />;
}

/** Spec §2: heading 404, the text, the main menu and the recently viewed strip. */
function NotFound({ viewed, menu }: { viewed: ProductSummary[]; menu: ReactNode }) {
  return (
    <>
      <h1 className="error-page__code">404</h1>
      <p className="error-page__text">Извините, страница не найдена</p>
      {menu && (
        <nav className="error-page__menu" aria-label="Разделы магазина">
          {menu}
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
        <button type="submit" className="button">
          Обновить страницу
        </button>
      </Form>
    </>
  );
}
