import { Link } from "@remix-run/react";
import { HeartIcon, PinIcon, UserIcon } from "~/components/icons";
import { ModalTrigger } from "~/components/modal";
import type { MenuItem } from "~/domain/menu";
import { MenuTree } from "~/layouts/main-menu";

/** Account, wishlist and city again at the top of the menu: on a phone the bar keeps only menu, logo, search and basket. */
function MenuShortcuts({ authorised, cityName, wishlist }: { authorised: boolean; cityName: string; wishlist: number }) {
  return (
    <ul className="menu-shortcuts">
      <li>
        <ModalTrigger name="location" className="menu-shortcuts__link">
          <PinIcon width={18} height={18} /> Город: {cityName}
        </ModalTrigger>
      </li>
      <li>
        <Link to={authorised ? "/personal/" : "/login/"} className="menu-shortcuts__link">
          <UserIcon /> {authorised ? "Личный кабинет" : "Вход и регистрация"}
        </Link>
      </li>
      <li>
        <Link to="/personal/wishlist/" className="menu-shortcuts__link">
          <HeartIcon /> Избранное{wishlist > 0 ? ` (${wishlist})` : ""}
        </Link>
      </li>
    </ul>
  );
}

/** The `menu` modal's contents: the shortcuts, then the catalogue as a tree. */
export function MenuPanel({ menu, ...shortcuts }: { menu: MenuItem[]; authorised: boolean; cityName: string; wishlist: number }) {
  return (
    <>
      <MenuShortcuts {...shortcuts} />
      <nav aria-label="Главное меню">
        <MenuTree items={menu} />
      </nav>
    </>
  );
}
