/**
 * Field values the product requests post (wishlist, back-in-stock subscription, preorder); shared by the forms
 * (names) and the action (parsing: `product-form-schema.ts`). Adding to the basket is the basket's
 * (`~/basket/basket-form`, `/basket/`).
 */
export const INTENT = {
  wishlist: "wishlist",
  subscribe: "subscribe",
  preorder: "preorder",
} as const;

/** What the heart says once the wishlist has changed (a toast, with JavaScript or after the redirect without). */
export const wishlistChanged = (wishlisted: boolean): string =>
  wishlisted ? "Добавлено в избранное" : "Удалено из избранного";

/** The fields of the subscription and preorder forms. */
export const REQUEST_FIELDS = ["offer", "email", "name", "phone"] as const;
type RequestField = (typeof REQUEST_FIELDS)[number];

export type ProductActionData = {
  intent?: string;
  productId?: number;
  ok?: boolean;
  fieldErrors?: Partial<Record<"offer" | "email" | "name" | "phone" | "form", string>>;
  /** What was typed, shown again after a refusal. */
  values?: Partial<Record<RequestField, string>>;
  message?: string;
};
