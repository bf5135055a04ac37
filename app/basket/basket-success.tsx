import { Link } from "@remix-run/react";
import { createContext, useContext, useState, type ReactNode } from "react";
import { cartEvent, pushDataLayer } from "~/analytics/data-layer";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CardItem } from "~/catalog/card-item";
import { Modal, useModal } from "~/components/modal";
import { Price } from "~/components/price";
import { ProductImage } from "~/components/product-image";

type AddedProduct = { item: CardItem; size: string };
/** A gift certificate just added: its kind's name, design, formatted nominal and, for a digital one, the recipient. */
export type AddedCertificate = { name: string; design: string; image: string; nominal: string; recipient: string | null };
type Added = { product: AddedProduct } | { certificate: AddedCertificate };

const BasketSuccessContext = createContext<{ show: (added: AddedProduct) => void; showCertificate: (added: AddedCertificate) => void }>({
  show: () => {},
  showCertificate: () => {},
});

export const useBasketSuccess = () => useContext(BasketSuccessContext);

/** One `basketSuccess` modal for the whole page, opened by whichever form added a product or a certificate (JavaScript on). */
export function BasketSuccessProvider({ children }: { children: ReactNode }) {
  const [added, setAdded] = useState<Added | null>(null);
  const modal = useModal("basketSuccess");
  const show = (next: AddedProduct) => {
    setAdded({ product: next });
    pushDataLayer(cartEvent({ id: next.item.id, name: next.item.name, price: next.item.price.discountValue, article: next.item.article }, next.size));
    modal.open();
  };
  const showCertificate = (next: AddedCertificate) => {
    setAdded({ certificate: next });
    modal.open();
  };
  return (
    <BasketSuccessContext.Provider value={{ show, showCertificate }}>
      {children}
      {added && <BasketSuccessModal added={added} />}
    </BasketSuccessContext.Provider>
  );
}

function BasketSuccessModal({ added }: { added: Added }) {
  const modal = useModal("basketSuccess");
  const imageOptions = useImageOptions();
  const certificate = "certificate" in added ? added.certificate : null;
  return (
    <Modal name="basketSuccess" title={certificate ? "Сертификат добавлен в корзину" : "Товар добавлен в корзину"}>
      {"product" in added ? (
        <div className="basket-success">
          <ProductImage images={added.product.item.images} alt={added.product.item.name} imageOptions={imageOptions} />
          <div>
            <p className="basket-success__name">{added.product.item.name}</p>
            {added.product.size && <p>Размер: {added.product.size}</p>}
            <Price price={added.product.item.price} />
          </div>
        </div>
      ) : (
        <div className="basket-success basket-success--certificate">
          <img src={resolveImageUrl(certificate!.image, imageOptions)} alt="" width={160} height={100} />
          <div>
            <p className="basket-success__name">{certificate!.name}</p>
            <p>Дизайн «{certificate!.design}», {certificate!.nominal}</p>
            {certificate!.recipient && <p>Получатель: {certificate!.recipient}</p>}
          </div>
        </div>
      )}
      <div className="basket-success__actions">
        <Link to="/order/" className="button">Перейти в корзину</Link>
        <button type="button" className="button button--ghost" onClick={modal.close}>Продолжить покупки</button>
      </div>
    </Modal>
  );
}
