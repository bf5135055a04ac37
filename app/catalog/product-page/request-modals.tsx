import { useStockCity } from "~/catalog/product-card/use-stock-city";
import { lazyModalContent, Modal } from "~/components/modal";
import { offerState } from "~/domain/offers";
import type { CatalogItem } from "~/contract/catalog";

// The forms (and the phone mask) load with their modal, not with the product page.
const SubscribeForm = lazyModalContent("productSubscribe", () =>
  import("./request-forms").then((module) => module.SubscribeForm),
);
const PreorderForm = lazyModalContent("productPreorder", () =>
  import("./request-forms").then((module) => module.PreorderForm),
);

/** The sizes that cannot reach this shopper (spec §3 offer rules for their city): only they can be waited for. */
function useSoldOut(item: CatalogItem): CatalogItem["sku"] {
  const city = useStockCity();
  return item.sku.filter((offer) => offerState(offer, city).soldOut);
}

/** 'Сообщить о поступлении' — the `productSubscribe` modal (spec §2). */
export function SubscribeModal({ item }: { item: CatalogItem }) {
  return (
    <Modal name="productSubscribe" title="Сообщить о поступлении">
      <SubscribeForm item={item} soldOut={useSoldOut(item)} />
    </Modal>
  );
}

/** 'Предзаказ' — the `productPreorder` modal (spec §2): a size in stock is bought, not preordered. */
export function PreorderModal({ item }: { item: CatalogItem }) {
  return (
    <Modal name="productPreorder" title="Предзаказ">
      <PreorderForm item={item} soldOut={useSoldOut(item)} />
    </Modal>
  );
}
