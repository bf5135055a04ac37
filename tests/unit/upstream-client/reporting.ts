import { ToastList } from "~/toasts/toast-list.server";
import type { Upstream } from "~/upstream-client/client.server";

/** The client as a loader uses it: reporting into a toast list of its own (kept at hand as `toasts`). */
export function reporting(api: Upstream): Upstream & { toasts: ToastList } {
  const toasts = new ToastList();
  return Object.assign(api.reportingTo(toasts), { toasts });
}
