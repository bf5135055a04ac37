import { useLocation } from "@remix-run/react";
import { contextEntries } from "~/catalog/listing-query";

/** Where listing links point: this path, with the search query `q` kept (and nothing else of the URL). */
export function useListingBase(): { pathname: string; others: [string, string][] } {
  const location = useLocation();
  return { pathname: location.pathname, others: contextEntries(new URLSearchParams(location.search)) };
}

/** A submitted form's fields as URL parameters (files, which listings never have, are skipped). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}
