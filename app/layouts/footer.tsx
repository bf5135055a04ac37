import { Link } from "@remix-run/react";
import { useRootData } from "~/hooks/use-root-data";

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
      ["Магазины", "/about/shops/st_petersburg/"],
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
  return (
    <footer className="footer">
      <div className="footer__columns">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map(([name, href]) => (
                <li key={href}>
                  <Link to={href}>{name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {store && (
          <div className="footer__column">
            <h2 className="footer__title">Контакты</h2>
            <p>
              <a href={`tel:${store.phone.replace(/[^+\d]/g, "")}`}>{store.phone}</a>
            </p>
            <p>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
          </div>
        )}
      </div>
      <p className="footer__legal">
        © {new Date().getFullYear()} {store?.name ?? "LOVE STORE"}. Демонстрационный магазин.
      </p>
    </footer>
  );
}
