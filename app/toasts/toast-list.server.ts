import type { Toast } from "./toast";

/** The same toast: type, message and place (a message shows once per answer). */
const sameToast = (a: Toast, b: Toast) =>
  a.type === b.type && a.message === b.message && a.target === b.target && a.field === b.field;

/**
 * The toasts one loader or action gathers for its answer: it makes the list, hands it to the upstream client it calls
 * through (`Upstream.reportingTo`: what non-silent calls told, and an ended session's notice) and adds its own; then
 * returns them with its answer (`upstream-client/respond.server.ts`). Nobody else adds to it, and nothing is taken out.
 */
export class ToastList {
  private readonly list: Toast[] = [];

  /** Every toast so far, in order. */
  get all(): readonly Toast[] {
    return this.list;
  }

  /** Adds a toast unless the same one (type, message and place) is there already: a message shows once per answer. */
  add(...toasts: readonly Toast[]): this {
    for (const toast of toasts) if (!this.list.some((shown) => sameToast(shown, toast))) this.list.push(toast);
    return this;
  }
}

/** The toasts an answer returns: a loader's or action's own list, or a list it put together. */
export type Toasts = ToastList | readonly Toast[];

/** The toasts, as a list. */
export const toastsOf = (toasts: Toasts): readonly Toast[] => ("all" in toasts ? toasts.all : toasts);

/** The list and one toast more, unless the same one is in it already. */
export function withToast(toasts: Toasts, toast: Toast): Toast[] {
  const list = toastsOf(toasts);
  return list.some((shown) => sameToast(shown, toast)) ? [...list] : [...list, toast];
}
