import { Link } from "@remix-run/react";
import { pageWindow } from "~/components/catalog/pagination";
import { accountPageHref } from "./paging";

/** Links to the pages of an account list (`?page=N`, none for page 1), with previous / next. */
export function AccountPagination({ pathname, page, pages }: { pathname: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => accountPageHref(pathname, n);
  return (
    <nav className="pagination" aria-label="Страницы">
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              ← Предыдущая
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">Страница </span>
                  {n}
                </span>
              ) : (
                <Link to={href(n)} className="pagination__page">
                  <span className="visually-hidden">Страница </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              Следующая →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
