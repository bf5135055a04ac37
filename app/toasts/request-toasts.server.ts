import type { Toast } from "./toast";

const same = (a: Toast, b: Toast) =>
  a.type === b.type && a.message === b.message && a.target === b.target && a.field === b.field;

/**
 * The toasts of one request: the upstream client's (its `errors` and `messages`) and the app's own. A response takes
 * them — loader or action data (`toasts`), or the flash cookie across a redirect (`flash.server.ts`).
 */
export class RequestToasts {
  private list: Toast[] = [];

  /** Every toast so far, in order. */
  get all(): readonly Toast[] {
    return this.list;
  }

  /** How many there are now: a mark for `drop`'s `since`. */
  get count(): number {
    return this.list.length;
  }

  /** Adds a toast unless the same one (type, message and place) is there already: a message shows once per request. */
  add(toast: Toast): void {
    if (!this.list.some((shown) => same(shown, toast))) this.list.push(toast);
  }

  /** Toasts carried across a redirect (the flash cookie) come before this request's own. */
  carryIn(toasts: readonly Toast[]): void {
    this.list.unshift(...toasts);
  }

  has(type: Toast["type"]): boolean {
    return this.list.some((toast) => toast.type === type);
  }

  /** Drops the toasts `which` picks, among those added since the mark `since` (all of them by default). */
  drop(which: (toast: Toast) => boolean, since = 0): void {
    this.list = [...this.list.slice(0, since), ...this.list.slice(since).filter((toast) => !which(toast))];
  }

  /** All of them, for the response: the list is empty afterwards. */
  take(): Toast[] {
    return this.list.splice(0);
  }
}
