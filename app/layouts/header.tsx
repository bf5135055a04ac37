import { Link } from "~/components/link";
import { useLocation } from "@remix-run/react";
import { AuthorizationModal, AuthorizationTrigger } from "~/account/authorization-modal";
import { loginHref } from "~/account/login-href";
import { truncateMenu } from "~/domain/menu";
import { plural, WORDS } from "~/domain/plural";
import { useRootData } from "~/hooks/use-root-data";
import { useShopper } from "~/hooks/use-shopper";
import { BagIcon, HeartIcon, MenuIcon, PinIcon, UserIcon } from "~/components/icons";
import { CityButton, CityPrompt, LocationModal } from "~/location/location-picker";
import { MenuTree, TopNav } from "~/layouts/main-menu";
import { Modal, ModalTrigger } from "~/components/modal";
import { SearchModal, SearchTrigger } from "~/search/search-modal";

/**
 * An icon link's name as real text (text browsers show it, screen readers read it): «Корзина: 1 товар». The number
 * is the visible badge (none at 0), the words around it are visually hidden.
 */
function CountedName({ name, value }: { name: string; value: number }) {
  return (
    <>
      <span className="visually-hidden">{`${name}: `}</span>
      {value > 0 ? <span className="counter">{value}</span> : <span className="visually-hidden">0</span>}
      <span className="visually-hidden">{` ${plural(value, WORDS.product)}`}</span>
    </>
  );
}

/** Account, wishlist and city again at the top of the menu: on a phone the bar keeps menu, logo, search, wishlist and basket. */
function MenuShortcuts({
  authorised,
  cityName,
  wishlist,
}: {
  authorised: boolean;
  cityName: string;
  wishlist: number;
}) {
  const location = useLocation();
  return (
    <ul className="menu-shortcuts">
      <li>
        <ModalTrigger name="location" className="menu-shortcuts__link">
          <PinIcon width={18} height={18} /> Город: {cityName}
        </ModalTrigger>
      </li>
      <li>
        {/* Logging in brings the shopper back to this page, not to the account. */}
        <Link to={authorised ? "/personal/" : loginHref(location)} className="menu-shortcuts__link">
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
          </ModalTrigger>{" "}
          <Link to="/" className="logo" aria-label={`${store.name} — на главную`}>
            {store.name}
          </Link>{" "}
          {/* The spaces between the tools keep their names apart in a text browser (a flex row ignores them). */}
          <div className="header__tools">
            <CityButton city={city} /> <SearchTrigger />{" "}
            {authorised ? (
              <Link to="/personal/" className="header__tool header__tool--account">
                <UserIcon />
                <span className="visually-hidden">Личный кабинет</span>
              </Link>
            ) : (
              <AuthorizationTrigger />
            )}{" "}
            <Link to="/personal/wishlist/" className="header__tool header__tool--wishlist">
              <HeartIcon />
              <CountedName name="Избранное" value={counters.wishlist} />
            </Link>{" "}
            <Link to="/order/" className="header__tool header__tool--basket">
              <BagIcon />
              <CountedName name="Корзина" value={counters.basket} />
            </Link>
          </div>
        </div>
        <Modal name="menu" title="Каталог">
          <MenuShortcuts authorised={authorised} cityName={city.name} wishlist={counters.wishlist} />
          <nav aria-label="Главное меню">
            <MenuTree items={menu} />
          </nav>
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
