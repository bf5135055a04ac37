import { Link } from "~/components/link";
import { RowAction } from "~/account/row-action";
import { formatDate } from "~/domain/dates";
import type { Subscriptions } from "~/contract/account";
import { SUBSCRIBE_PATH } from "./newsletter-form";

/** Back-in-stock size subscriptions (made from a product page's 'Сообщить о поступлении'), each with 'Отписаться'. */
export function StockSubscriptions({ products }: { products: Subscriptions["products"] }) {
  if (products.length === 0) {
    return (
      <p className="account-empty">
        Вы не подписаны на поступление товаров. Нажмите «Сообщить о поступлении» на странице товара, если нужного
        размера нет в наличии.
      </p>
    );
  }
  return (
    <ul className="stock-subscriptions" aria-label="Подписки на поступление">
      {products.map((product) => (
        <li key={product.id} className="stock-subscription">
          <img src={product.image} alt="" width={64} height={86} loading="lazy" className="stock-subscription__image" />
          <div className="stock-subscription__text">
            <Link to={product.link} className="stock-subscription__name">
              {product.name}
            </Link>
            <p className="stock-subscription__meta">
              Размер {product.size} · подписка от{" "}
              <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
            </p>
          </div>
          <RowAction
            action={SUBSCRIBE_PATH}
            intent="unsubscribe"
            id={product.id}
            label="Отписаться"
            name={`Отписаться: ${product.name}, размер ${product.size}`}
            pendingLabel="Отписываем…"
          />
        </li>
      ))}
    </ul>
  );
}
