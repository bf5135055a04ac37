import { useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import type { InformationEntry } from "~/contract/information";
import { allEntries, INFORMATION_INDEX_PATH, informationPath, useInformationList } from "./information-list";

const INDEX_NAME = "Все разделы";

function Item({ to, name, current, open }: { to: string; name: string; current: boolean; open?: boolean }) {
  const className = ["info-nav__link", current && "info-nav__link--current", open && "info-nav__link--open"]
    .filter(Boolean)
    .join(" ");
  return (
    <Link to={to} className={className} aria-current={current ? "page" : undefined} prefetch="intent">
      {name}
    </Link>
  );
}

/**
 * The sidebar of the information pages: every page, the current one marked. On a phone it folds into one line above
 * the text (a `<details>`, so it works without JavaScript); from 800 px it stays open beside the text. A navigation
 * closes it again (the key), as every menu does.
 */
export function InformationNav() {
  const list = useInformationList();
  const { pathname } = useLocation();
  if (!list) return null;
  const current = allEntries(list).find((entry) => informationPath(entry.code) === pathname);
  const isCurrent = (entry: InformationEntry) => entry === current;
  return (
    <nav className="info-nav" aria-label="Информация для покупателей">
      <details className="info-nav__details" key={pathname}>
        <summary className="info-nav__summary">
          <span className="info-nav__label">Информация:</span>{" "}
          <span className="info-nav__current">{current?.name ?? INDEX_NAME}</span>
        </summary>
        <ul className="info-nav__list">
          <li>
            <Item to={INFORMATION_INDEX_PATH} name={INDEX_NAME} current={pathname === INFORMATION_INDEX_PATH} />
          </li>
          {list.items.map((item) => (
            <li key={item.code}>
              <Item
                to={informationPath(item.code)}
                name={item.name}
                current={isCurrent(item)}
                open={item.children.some(isCurrent)}
              />
              {item.children.length > 0 && (
                <ul className="info-nav__children">
                  {item.children.map((child) => (
                    <li key={child.code}>
                      <Item to={informationPath(child.code)} name={child.name} current={isCurrent(child)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
