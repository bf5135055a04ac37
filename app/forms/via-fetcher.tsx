import { useHydrated } from "~/hooks/use-hydrated";
import type { PostedForm } from "./reply";

/**
 * Set by JavaScript on fetcher submissions (a hidden `via` field), so an action answers with data instead of a
 * redirect; a document submission (no JavaScript) gets PRG.
 */
export const VIA_FETCHER = "fetcher";

export function isViaFetcher(form: PostedForm): boolean {
  return form.via === VIA_FETCHER;
}

/** The hidden field that marks a submission as a fetcher's; rendered only once the page is hydrated. */
export function ViaFetcherField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name="via" value={VIA_FETCHER} /> : null;
}
