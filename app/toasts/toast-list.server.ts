import type { Toast } from "./toast";

const same = (a: Toast, b: Toast) =>
  a.type === b.type && a.message === b.message && a.target === b.target && a.field === b.field;

/**
 * The toasts one loader or action gathers for its answer: it makes the list, hands it to the upstream client it calls
 * through (`Upstream.reportingTo`: what non-silent calls told, and an ended session's notice) and adds its own; then
 * returns them with its answer (`upstream/respond.server.ts`). Nobody else adds to it, and nothing is taken out.
 */
export class ToastList {
  private readonly list: Toast[] = [];

  /** Every toast so far, in order. */
  get all(): readonly Toast[] {
    return this.list;
  }

  /** Adds a toast unless the same one (type, message and place) is there already: a message shows once per answer. */
  add(...toasts: readonly Toast[]): this {
    for (const toast of toasts) if (!this.list.some((shown) => same(shown, toast))) this.list.push(toast);
    return this;
  }
}
