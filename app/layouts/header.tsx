import { Link } from "@remix-run/react";
import { AuthorizationModal, AuthorizationTrigger } from "~/account/authorization-modal";
import { truncateMenu } from "~/domain/menu";
import { useRootData } from "~/hooks/use-root-data";
import { useShopper } from "~/hooks/use-shopper";
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from "~/components/icons";
import { CityButton, CityPrompt, LocationModal } from "~/location/location-picker";
import { TopNav } from "~/layouts/main-menu";
import { lazyModalContent, Modal, ModalTrigger } from "~/components/modal";
import { SearchModal, SearchTrigger } from "~/search/search-modal";

/** The menu's panel loads with the `menu` modal, not with every page. */
const MenuPanel = lazyModalContent("menu", () => import("~/layouts/menu-panel").then((module) => module.MenuPanel));

function Counter({ value, label }: { value: number; label: string }) {
  return value > 0 ? (
    <span className="counter" aria-label={`${label}: ${value}`}>
      {value}
    </span>
  ) : null;
}

/**
 * The header's bar (sticky on phones: the basket stays one tap away) and, under it, the city question and the
 * sections strip, which scroll away with the page.
 */
export function Header({ overlay = false }: { overlay?: boolean }) {
  const root = useRootData();
  const { counters } = useShopper();
  if (!root) return null;
  const { menu, isBot, user, city, cityShops, cityPicker, cityConfirmed, store } = root;
  const authorised = user.id > 0;
  return (
    <>
      <header className={overlay ? "header header--overlay" : "header"}>
        <a className="skip-link" href="#main">
          Перейти к содержимому
        </a>
        <div className="header__bar">
          <ModalTrigger name="menu" className="header__menu-button" label="Открыть меню">
            <MenuIcon />
            <span className="header__menu-text">Меню</span>
          </ModalTrigger>
          <Link to="/" className="logo" aria-label={`${store.name} — на главную`}>
            {store.name}
          </Link>
          <div className="header__tools">
            <CityButton city={city} />
            <SearchTrigger />
            {authorised ? (
              <Link to="/personal/" className="header__tool header__tool--account" aria-label="Личный кабинет">
                <UserIcon />
              </Link>
            ) : (
              <AuthorizationTrigger />
            )}
            <Link to="/personal/wishlist/" className="header__tool header__tool--wishlist" aria-label={`Избранное, товаров: ${counters.wishlist}`}>
              <HeartIcon />
              <Counter value={counters.wishlist} label="В избранном" />
            </Link>
            <Link to="/order/" className="header__tool header__tool--basket" aria-label={`Корзина, товаров: ${counters.basket}`}>
              <BagIcon />
              <Counter value={counters.basket} label="В корзине" />
            </Link>
          </div>
        </div>
        <Modal name="menu" title="Каталог">
          <MenuPanel menu={menu} authorised={authorised} cityName={city.name} wishlist={counters.wishlist} />
        </Modal>
        <SearchModal />
        <LocationModal city={city} shops={cityShops} initial={cityPicker} />
        {!authorised && <AuthorizationModal />}
      </header>
      <div className={overlay ? "header-strip header-strip--overlay" : "header-strip"}>
        <CityPrompt city={city} confirmed={cityConfirmed} />
        <TopNav items={truncateMenu(menu, isBot ? 2 : 1)} withChildren={isBot} />
      </div>
    </>
  );
}
