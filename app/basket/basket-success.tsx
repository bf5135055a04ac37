import { Link } from "@remix-run/react";
import { createContext, useContext, useState, type ReactNode } from "react";
import { cartEvent, pushDataLayer } from "~/analytics/data-layer";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CatalogItem } from "~/upstream/schemas/catalog";
import { Modal, useModal } from "~/components/modal";
import { Price } from "~/components/price";
import { ProductImage } from "~/components/product-image";

type Added = { item: CatalogItem; size: string };
const BasketSuccessContext = createContext<{ show: (added: Added) => void }>({ show: () => {} });

export const useBasketSuccess = () => useContext(BasketSuccessContext);

/** One `basketSuccess` modal for the whole page, opened by whichever form added a product (JavaScript on). */
export function BasketSuccessProvider({ children }: { children: ReactNode }) {
  const [added, setAdded] = useState<Added | null>(null);
  const modal = useModal("basketSuccess");
  const show = (next: Added) => {
    setAdded(next);
    pushDataLayer(cartEvent({ id: next.item.id, name: next.item.name, price: next.item.price.discountValue, article: next.item.article }, next.size));
    modal.open();
  };
  return (
    <BasketSuccessContext.Provider value={{ show }}>
      {children}
      {added && <BasketSuccessModal added={added} />}
    </BasketSuccessContext.Provider>
  );
}

function BasketSuccessModal({ added }: { added: Added }) {
  const modal = useModal("basketSuccess");
  const imageOptions = useImageOptions();
  return (
    <Modal name="basketSuccess" title="Товар добавлен в корзину">
      <div className="basket-success">
        <ProductImage images={added.item.images} alt={added.item.name} imageOptions={imageOptions} />
        <div>
          <p className="basket-success__name">{added.item.name}</p>
          {added.size && <p>Размер: {added.size}</p>}
          <Price price={added.item.price} />
        </div>
      </div>
      <div className="basket-success__actions">
        <Link to="/order/" className="button">Перейти в корзину</Link>
        <button type="button" className="button button--ghost" onClick={modal.close}>Продолжить покупки</button>
      </div>
    </Modal>
  );
}
