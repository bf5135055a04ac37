import { Link } from "~/components/link";
import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import { useModal } from "~/components/modal";
import { Price } from "~/components/price";
import { ProductImage } from "~/components/product-image";
import type { Added } from "./added";

/** The `basketSuccess` modal's body: the product (picture, size, price) or certificate just added, and the way on. */
export function AddedSummary({ added }: { added: Added }) {
  const modal = useModal("basketSuccess");
  const imageOptions = useImageOptions();
  const certificate = "certificate" in added ? added.certificate : null;
  return (
    <>
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
            <p>
              Дизайн «{certificate!.design}», {certificate!.nominal}
            </p>
            {certificate!.recipient && <p>Получатель: {certificate!.recipient}</p>}
          </div>
        </div>
      )}
      <div className="basket-success__actions">
        <Link to="/order/" className="button">
          Перейти в корзину
        </Link>
        <button type="button" className="button button--ghost" onClick={modal.close}>
          Продолжить покупки
        </button>
      </div>
    </>
  );
}
