import { Link } from "~/components/link";

/** Page numbers to show: the first, the last and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] === 2) out.push(n - 1);
    else if (i > 0 && n - sorted[i - 1] > 2) out.push(null);
    out.push(n);
  });
  return out;
}

/** Links to the pages of a list (page 1 without a parameter), with previous / next; `href` builds each URL. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (n: number) => string }) {
  if (pages <= 1) return null;
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
