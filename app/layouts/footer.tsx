import { Link } from "~/components/link";
import { resolveShopsLink, SHOPS_PAGE } from "~/domain/shops";
import { useRootData } from "~/hooks/use-root-data";
import { useShopsPath } from "~/hooks/use-shops-path";

const COLUMNS = [
  {
    title: "Покупателям",
    links: [
      ["Доставка", "/information/delivery/"],
      ["Оплата", "/information/payment/"],
      ["Возврат", "/information/delivery/refund/"],
      ["Программа лояльности", "/information/loyalty/"],
      ["Подарочные сертификаты", "/certificate/digital/"],
    ],
  },
  {
    title: "О компании",
    links: [
      ["О нас", "/about/company/"],
      ["Магазины", SHOPS_PAGE],
      ["Новости", "/about/news/"],
      ["Вакансии", "/about/vacancy/"],
      ["Франчайзинг", "/about/franchising/"],
    ],
  },
  {
    title: "Инициативы",
    links: [
      ["LOVE Initiatives", "/initiatives/"],
      ["LOVE 2.0", "/initiatives/recycling/"],
      ["Образы", "/outfits/"],
      ["Карта сайта", "/sitemap/"],
    ],
  },
] as const;

export function Footer() {
  const root = useRootData();
  const store = root?.store;
  const shops = useShopsPath();
  return (
    <footer className="footer">
      <div className="footer__columns">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map(([name, href]) => (
                <li key={href}>
                  <Link to={resolveShopsLink(href, shops)}>{name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {store && (store.phone || store.email) && (
          <div className="footer__column">
            <h2 className="footer__title">Контакты</h2>
            {store.phone && (
              <p>
                <a href={`tel:${store.phone.replace(/[^+\d]/g, "")}`}>{store.phone}</a>
              </p>
            )}
            {store.email && (
              <p>
                <a href={`mailto:${store.email}`}>{store.email}</a>
              </p>
            )}
          </div>
        )}
      </div>
      <p className="footer__legal">
        © {new Date().getFullYear()} {store?.name ?? "LOVE STORE"}. Демонстрационный магазин.
      </p>
    </footer>
  );
}
