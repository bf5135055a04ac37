import type { ProductSummary } from "~/contract/product-summary";
import { PlaceholderRow } from "./placeholder-row";
import { ProductStrip } from "./product-strip";

export const RECENTLY_VIEWED_TITLE = "Вы ранее просматривали";

export function RecentlyViewed({ items }: { items: ProductSummary[] }) {
  return (
    <ProductStrip
      title={RECENTLY_VIEWED_TITLE}
      items={items}
      empty={<p className="strip__empty">Здесь появятся товары, которые вы посмотрите.</p>}
    />
  );
}

/** The strip's place while its products are on their way: its heading and a row of tiles' height. */
export function RecentlyViewedPlaceholder() {
  return (
    <ProductStrip
      title={RECENTLY_VIEWED_TITLE}
      items={[]}
      empty={<PlaceholderRow className="strip__placeholder" />}
      busy
    />
  );
}
