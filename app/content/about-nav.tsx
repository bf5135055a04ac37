import { useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import { resolveShopsLink, SHOPS_PAGE } from "~/domain/shops";
import { useShopsPath } from "~/hooks/use-shops-path";

/** The About pages; a page is current for its own path and everything under it (a news item, another city's shops). */
const ABOUT_PAGES = [
  { name: "О компании", link: "/about/company/", section: "/about/company/" },
  { name: "Магазины", link: SHOPS_PAGE, section: SHOPS_PAGE },
  { name: "Новости", link: "/about/news/", section: "/about/news/" },
  { name: "Вакансии", link: "/about/vacancy/", section: "/about/vacancy/" },
  { name: "Франчайзинг", link: "/about/franchising/", section: "/about/franchising/" },
] as const;

/** Sub-navigation between the About pages, on each of them. */
export function AboutNav() {
  const { pathname } = useLocation();
  const shops = useShopsPath();
  return (
    <nav className="about-nav" aria-label="Разделы о компании">
      <ul className="about-nav__list">
        {ABOUT_PAGES.map((page) => {
          const current = pathname.startsWith(page.section);
          const link = resolveShopsLink(page.link, shops);
          return (
            <li key={page.link}>
              <Link
                to={link}
                className="about-nav__link"
                aria-current={current ? (pathname === link ? "page" : "true") : undefined}
              >
                {page.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
