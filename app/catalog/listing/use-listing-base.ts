import { useLocation } from "@remix-run/react";
import { otherEntries } from "~/catalog/listing-query";
import { MODAL_PARAM } from "~/components/modal";

/**
 * Where listing links point: this path, with the page's other parameters (`q`, campaign tags) kept,
 * except `modal` — following a listing link closes an open modal.
 */
export function useListingBase(): { pathname: string; others: [string, string][] } {
  const location = useLocation();
  const others = otherEntries(new URLSearchParams(location.search)).filter(([key]) => key !== MODAL_PARAM);
  return { pathname: location.pathname, others };
}

/** A submitted form's fields as URL parameters (files, which listings never have, are skipped). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}
