import { useEffect, useRef, useState } from "react";
import { formHref } from "~/catalog/listing-parse";
import { FiltersSchema, type Filters } from "~/contract/filters";
import type { ListingBase } from "~/catalog/listing-query";
import { formParams } from "~/catalog/listing/use-listing-base";

/** Pause after the last change before the count is asked for (a price typed digit by digit is one request). */
const COUNT_DEBOUNCE_MS = 300;
/** A count slower than this is not waited for: the button says «Показать товары». */
const COUNT_TIMEOUT_MS = 5000;

type Answer = { count: number | null; facets: Filters | null };
const UNKNOWN: Answer = { count: null, facets: null };

/** The count answer's fields (`ListingCount`), read with a check rather than trusted. */
const answerOf = (data: unknown): Answer => {
  if (!data || typeof data !== "object") return UNKNOWN;
  const total = "total" in data ? data.total : null;
  const facets = FiltersSchema.safeParse("filters" in data ? data.filters : null);
  return {
    count: typeof total === "number" && Number.isSafeInteger(total) && total >= 0 ? total : null,
    facets: facets.success ? facets.data : null,
  };
};

/**
 * How many products the filter form's current choices would list (JavaScript only): `total` (the listing's own) until
 * the shopper changes something in the form of `listing` (its path and query), then the answer of `GET /listing/count/`, asked once the changes pause; one request
 * at a time — a newer change cancels the older request — each with a time limit. Null while unknown (a failure).
 * `facets`: the filters counted for those choices (null until asked, or unknown).
 */
export function useFilterCount(base: ListingBase, listing: string, total: number) {
  const [asked, setAsked] = useState<({ listing: string } & Answer) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  /** The form changed: ask for its count once the changes pause. */
  const changed = (form: HTMLFormElement) => {
    const of = listing;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const limit = setTimeout(() => controller.abort(), COUNT_TIMEOUT_MS);
      const href = new URL(formHref(base, formParams(form)), window.location.origin);
      const query = new URLSearchParams(href.search);
      query.set("path", href.pathname);
      fetch(`/listing/count/?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : null))
        .then(
          (data: unknown) => answerOf(data),
          () => UNKNOWN,
        )
        .then((answer) => {
          // A newer request took over (its answer is the one to show), or the form is gone.
          if (request.current === controller) setAsked({ listing: of, ...answer });
        })
        .finally(() => clearTimeout(limit));
    }, COUNT_DEBOUNCE_MS);
  };

  // The listing itself changed (the form was applied): its own total counts again.
  const current = asked?.listing === listing ? asked : null;
  return { count: current ? current.count : total, facets: current?.facets ?? null, asked: current !== null, changed };
}
