import type { CatalogItem } from "~/upstream/schemas/catalog";
import { ProductStrip } from "./product-strip";

export const RECENTLY_VIEWED_TITLE = "Вы ранее просматривали";

export function RecentlyViewed({ items }: { items: CatalogItem[] }) {
  return <ProductStrip title={RECENTLY_VIEWED_TITLE} items={items} empty={<p className="strip__empty">Здесь появятся товары, которые вы посмотрите.</p>} />;
}
