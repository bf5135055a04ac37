import { Link } from "~/components/link";

/** Where a search for `q` leads: the search page (a plain link, with or without JavaScript). */
export const searchHref = (q: string) => `/search/?${new URLSearchParams({ q })}`;

/**
 * «Возможно, вы имели в виду «платье»?» above results the upstream found by correcting a typo: the corrected query is
 * a link to its own search, so the shopper can keep it (and share it) as the query.
 */
export function SearchCorrection({ correctedQuery, className }: { correctedQuery: string; className: string }) {
  return (
    <p className={className}>
      Возможно, вы имели в виду «<Link to={searchHref(correctedQuery)}>{correctedQuery}</Link>»?{" "}
      <span className="search-correction__note">Показаны результаты по этому запросу.</span>
    </p>
  );
}
