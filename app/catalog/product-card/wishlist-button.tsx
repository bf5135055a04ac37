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
 */
export function WishlistButton({
  productId,
  productName,
  action,
  className = "",
  anchor,
}: {
  productId: number;
  productName: string;
  action: string;
  className?: string;
  anchor?: string;
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
      <button type="submit" className="icon-button" aria-pressed={wished}>
        <HeartIcon filled={wished} />
        <span className="visually-hidden">
          {wished ? `Удалить из избранного: ${productName}` : `Добавить в избранное: ${productName}`}
        </span>
      </button>
    </FetcherPostForm>
  );
}
