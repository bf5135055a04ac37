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

/** 'Сообщить о поступлении' — the `productSubscribe` modal (spec §2). */
export function SubscribeModal({ item }: { item: CatalogItem }) {
  const city = useStockCity();
  return (
    <Modal name="productSubscribe" title="Сообщить о поступлении">
      {/* Only sizes that cannot reach this shopper can come back in stock for them. */}
      <SubscribeForm item={item} soldOut={item.sku.filter((offer) => offerState(offer, city).soldOut)} />
    </Modal>
  );
}

/** 'Предзаказ' — the `productPreorder` modal (spec §2). */
export function PreorderModal({ item }: { item: CatalogItem }) {
  return (
    <Modal name="productPreorder" title="Предзаказ">
      <PreorderForm item={item} />
    </Modal>
  );
}
