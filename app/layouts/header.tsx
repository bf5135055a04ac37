import { Link } from "@remix-run/react";
import { AuthorizationModal, AuthorizationTrigger } from "~/account/authorization-modal";
import { truncateMenu } from "~/domain/menu";
import { useRootData } from "~/hooks/use-root-data";
import { useShopper } from "~/hooks/use-shopper";
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from "~/components/icons";
import { CityButton, LocationModal } from "~/location/location-picker";
import { MenuTree, TopNav } from "~/layouts/main-menu";
import { Modal, ModalTrigger } from "~/components/modal";
import { SearchModal, SearchTrigger } from "~/search/search-modal";

function Counter({ value, label }: { value: number; label: string }) {
  return value > 0 ? (
    <span className="counter" aria-label={`${label}: ${value}`}>
      {value}
    </span>
  ) : null;
}

export function Header({ overlay = false }: { overlay?: boolean }) {
  const root = useRootData();
  const { counters } = useShopper();
  if (!root) return null;
  const { menu, isBot, user, city, cities, cityConfirmed, store } = root;
  const authorised = user.id > 0;
  return (
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
          <CityButton city={city} confirmed={cityConfirmed} />
          {authorised ? (
            <Link to="/personal/" className="header__tool" aria-label="Личный кабинет">
              <UserIcon />
            </Link>
          ) : (
            <AuthorizationTrigger />
          )}
          <Link to="/personal/wishlist/" className="header__tool" aria-label={`Избранное, товаров: ${counters.wishlist}`}>
            <HeartIcon />
            <Counter value={counters.wishlist} label="В избранном" />
          </Link>
          <Link to="/order/" className="header__tool" aria-label={`Корзина, товаров: ${counters.basket}`}>
            <BagIcon />
            <Counter value={counters.basket} label="В корзине" />
          </Link>
        </div>
      </div>
      <TopNav items={truncateMenu(menu, isBot ? 2 : 1)} withChildren={isBot} />
      <Modal name="menu" title="Каталог">
        <nav aria-label="Главное меню">
          <MenuTree items={menu} />
        </nav>
      </Modal>
      <SearchTrigger /><SearchModal />
      <LocationModal city={city} cities={cities} />
      {!authorised && <AuthorizationModal />}
    </header>
  );
}
