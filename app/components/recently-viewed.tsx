import type { ProductSummary } from "~/upstream/schemas/product-summary";
import { ProductStrip } from "./product-strip";

export const RECENTLY_VIEWED_TITLE = "Вы ранее просматривали";

export function RecentlyViewed({ items }: { items: ProductSummary[] }) {
  return <ProductStrip title={RECENTLY_VIEWED_TITLE} items={items} empty={<p className="strip__empty">Здесь появятся товары, которые вы посмотрите.</p>} />;
}
