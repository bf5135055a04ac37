import { Link } from "~/components/link";

/** The empty basket of /order/: nothing to check out, with the ways back into the catalogue. */
export function EmptyBasket({ headingLevel = 2 }: { headingLevel?: 1 | 2 } = {}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="basket-empty" aria-labelledby="basket-empty-title">
      <Heading id="basket-empty-title" className="basket-empty__title">
        В корзине пока пусто
      </Heading>
      <p className="basket-empty__text">Загляните в новинки или в распродажу — там найдётся что-нибудь для вас.</p>
      <ul className="basket-empty__links">
        <li>
          <Link to="/catalog/new/" className="button">
            Новинки
          </Link>
        </li>
        <li>
          <Link to="/catalog/sale/" className="button button--ghost">
            Sale
          </Link>
        </li>
      </ul>
    </section>
  );
}
