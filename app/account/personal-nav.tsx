import { Form, NavLink } from "@remix-run/react";

export const PERSONAL_SECTIONS = [
  { name: "Профиль", link: "/personal/profile/" },
  { name: "Мои заказы", link: "/personal/orders/status/all/", match: "/personal/orders/" },
  { name: "Адреса доставки", link: "/personal/delivery/" },
  { name: "Love Card", link: "/personal/card/" },
  { name: "Подарочные сертификаты", link: "/personal/certificates/" },
  { name: "Мои подписки", link: "/personal/subscribe/" },
  { name: "Мой LOVE 2.0", link: "/personal/recycling/" },
  { name: "Избранное", link: "/personal/wishlist/" },
] as const;

type Section = (typeof PERSONAL_SECTIONS)[number];

const isActive = (section: Section, pathname: string) =>
  pathname.startsWith("match" in section ? section.match : section.link);

/**
 * The account menu, with logout: a sidebar on wide screens. On phones it is one line — «Разделы: Профиль» and «Выйти»
 * — that opens to the sections (a native disclosure: it opens with JavaScript off too), so a page's own content and
 * the result of what the shopper just did start near the top of the screen instead of under a block of chips.
 */
export function PersonalNav({ pathname }: { pathname: string }) {
  const current = PERSONAL_SECTIONS.find((section) => isActive(section, pathname));
  return (
    <nav className="personal-nav" aria-label="Личный кабинет">
      {/* The list is the disclosure's next sibling, shown by CSS while it is open (phones only), so wide screens keep
          one list, always shown. Keyed by the page: it is closed again on the next section. */}
      <details className="personal-nav__toggle" key={pathname}>
        <summary className="personal-nav__summary">
          Разделы
          {current && (
            <>
              : <span className="personal-nav__current">{current.name}</span>
            </>
          )}
        </summary>
      </details>
      <ul className="personal-nav__list">
        {PERSONAL_SECTIONS.map((section) => {
          const active = isActive(section, pathname);
          return (
            <li key={section.link}>
              <NavLink
                to={section.link}
                className={active ? "personal-nav__link personal-nav__link--active" : "personal-nav__link"}
                aria-current={active ? "page" : undefined}
              >
                {section.name}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <Form method="post" action="/logout/" className="personal-nav__logout-form">
        <button type="submit" className="button button--ghost personal-nav__logout">
          Выйти
        </button>
      </Form>
    </nav>
  );
}
