import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { listingEntries, SORT_LABELS, SORTS, sortHref, type ListingQuery, type Sort } from "~/catalog/listing-query";
import { useListingBase } from "~/catalog/listing/use-listing-base";

/**
 * Sorting: a GET form with a submit button, so it works without JavaScript (the server then 301s to the
 * clean URL); with JavaScript the button goes away and a change navigates at once. The page resets. A sort chosen
 * before the page came alive (no change event reached React) is applied as soon as it does.
 */
export function SortForm({ query }: { query: ListingQuery }) {
  const base = useListingBase();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  const kept = [...base.others, ...listingEntries({ ...query, page: 1 }).filter(([key]) => key !== "sort")];
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== query.sort && SORTS.includes(chosen as Sort))
      navigate(sortHref(base, query, chosen as Sort));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the form is live
  }, []);
  return (
    <Form
      method="get"
      action={base.pathname}
      className="sort-form"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(sortHref(base, query, String(new FormData(event.currentTarget).get("sort")) as Sort));
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="sort-form__label">
        Сортировка
      </label>
      <select
        key={query.sort}
        ref={select}
        id="listing-sort"
        name="sort"
        className="sort-form__select"
        defaultValue={query.sort}
        onChange={(event) => navigate(sortHref(base, query, event.currentTarget.value as Sort))}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button button--small button--ghost">
          Применить
        </button>
      )}
    </Form>
  );
}
