import { useFetcher, useLocation } from "@remix-run/react";
import { INTENT } from "~/catalog/product-forms";
import { useOwnFormAction } from "~/forms/form-action";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { useShopper } from "~/hooks/use-shopper";
import { HeartIcon } from "~/components/icons";
import { hrefWithoutTracking } from "~/domain/tracking";

/** Add to / remove from the wishlist: a real form, optimistic with JavaScript. */
export function WishlistButton({
  productId,
  productName,
  className = "",
}: {
  productId: number;
  productName: string;
  className?: string;
}) {
  const { wishlist } = useShopper();
  const fetcher = useFetcher({ key: `wishlist-${productId}` });
  const location = useLocation();
  const action = useOwnFormAction();
  const pending = fetcher.formData?.get("wishlisted");
  const wished = pending !== undefined && pending !== null ? pending === "true" : wishlist.has(productId);
  return (
    <fetcher.Form method="post" action={action} className={`wishlist-button ${className}`} preventScrollReset>
      <input type="hidden" name="intent" value={INTENT.wishlist} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="wishlisted" value={String(!wished)} />
      <input type="hidden" name="redirectTo" value={hrefWithoutTracking(location)} />
      <ViaFetcherField />
      <button type="submit" className="icon-button" aria-pressed={wished}>
        <HeartIcon filled={wished} />
        <span className="visually-hidden">
          {wished ? `Удалить из избранного: ${productName}` : `Добавить в избранное: ${productName}`}
        </span>
      </button>
    </fetcher.Form>
  );
}
