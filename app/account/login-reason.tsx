import { countOf, plural, WORDS } from "~/domain/plural";
import { useShopper } from "~/hooks/use-shopper";

/** The wishlist page: the guard sends a guest from it to the login page, which says what waits there. */
const WISHLIST_PATH = "/personal/wishlist/";

/** Whether the login page was reached from the wishlist (its guard's `redirectTo`, a same-site path). */
export function fromWishlist(redirectTo: string): boolean {
  return new URL(redirectTo, "http://store.invalid").pathname === WISHLIST_PATH;
}

/** «Войдите, чтобы увидеть избранное: сохранено 3 товара» — the guest's wishlist waits for them behind the login. */
export function wishlistLoginNote(count: number): string {
  if (count <= 0) return "Войдите, чтобы увидеть избранное.";
  const saved = plural(count, ["сохранён", "сохранено", "сохранено"]);
  return `Войдите, чтобы увидеть избранное: ${saved} ${countOf(count, WORDS.product)}. После входа всё сохранённое останется в избранном.`;
}

/** Why the login page asks: shown above the form when a guest came from the wishlist. */
export function LoginReason({ redirectTo }: { redirectTo: string }) {
  const { counters } = useShopper();
  if (!fromWishlist(redirectTo)) return null;
  return <p className="login-page__reason">{wishlistLoginNote(counters.wishlist)}</p>;
}
