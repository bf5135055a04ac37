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

/** The sidebar menu of the personal account, with logout. */
export function PersonalNav({ pathname }: { pathname: string }) {
  return (
    <nav className="personal-nav" aria-label="Личный кабинет">
      <ul>
        {PERSONAL_SECTIONS.map((section) => {
          const active = pathname.startsWith("match" in section ? section.match : section.link);
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
      <Form method="post" action="/logout/">
        <button type="submit" className="button button--ghost personal-nav__logout">
          Выйти
        </button>
      </Form>
    </nav>
  );
}
