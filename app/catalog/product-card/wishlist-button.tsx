import { useFetcher } from "@remix-run/react";
import { INTENT } from "~/catalog/product-forms";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { FetcherPostForm } from "~/forms/fetcher-post-form";
import { useShopper } from "~/hooks/use-shopper";
import { HeartIcon } from "~/components/icons";
import { useReturnTo } from "./return-to";

/**
 * Add to / remove from the wishlist: a real form, optimistic with JavaScript; without it back to `anchor` (PRG).
 * `action`: the page's own (`useOwnFormAction`), worked out once by whatever lists the cards, not once per heart.
 * `labelled`: the heart says what it does in words too («В избранное» / «В избранном», the product page's); its name
 * holds those words as shown (a shopper who speaks the label is understood) and the product's name for a screen reader.
 */
export function WishlistButton({
  productId,
  productName,
  action,
  className = "",
  anchor,
  labelled = false,
}: {
  productId: number;
  productName: string;
  action: string;
  className?: string;
  anchor?: string;
  labelled?: boolean;
}) {
  const { wishlist } = useShopper();
  const fetcher = useFetcher({ key: `wishlist-${productId}` });
  const returnTo = useReturnTo(anchor);
  const pending = fetcher.formData?.get("wishlisted");
  const wished = pending !== undefined && pending !== null ? pending === "true" : wishlist.has(productId);
  return (
    <FetcherPostForm fetcher={fetcher} action={action} className={`wishlist-button ${className}`} preventScrollReset>
      <input type="hidden" name="intent" value={INTENT.wishlist} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="wishlisted" value={String(!wished)} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <ViaFetcherField />
      {labelled ? (
        // The name in one piece (the hidden parts around the shown words would be read with gaps: «избранное :»);
        // the same words stay in the button for text browsers, which read its text.
        <button
          type="submit"
          className="wishlist-button__labelled"
          aria-pressed={wished}
          aria-label={
            wished ? `Удалить из избранного: ${productName}. В избранном` : `Добавить в избранное: ${productName}`
          }
        >
          <HeartIcon filled={wished} />
          {wished ? (
            <>
              <span className="visually-hidden">Удалить из избранного: {productName}. </span>
              <span className="wishlist-button__text">В избранном</span>
            </>
          ) : (
            <>
              <span className="visually-hidden">Добавить </span>
              <span className="wishlist-button__text wishlist-button__text--capital">
                в избранное<span className="visually-hidden">: {productName}</span>
              </span>
            </>
          )}
        </button>
      ) : (
        <button type="submit" className="icon-button" aria-pressed={wished}>
          <HeartIcon filled={wished} />
          <span className="visually-hidden">
            {wished ? `Удалить из избранного: ${productName}` : `Добавить в избранное: ${productName}`}
          </span>
        </button>
      )}
    </FetcherPostForm>
  );
}
