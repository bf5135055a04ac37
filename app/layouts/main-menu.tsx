import { Link } from "~/components/link";
import type { MenuItem } from "~/domain/menu";
import { GiftIcon, RecycleIcon } from "~/components/icons";

function ItemLabel({ item }: { item: MenuItem }) {
  return (
    <>
      {item.meta?.icon === "certificate" && <GiftIcon className="menu__icon" />}
      {item.meta?.icon === "love_2_0" && <RecycleIcon className="menu__icon" />}
      <span>{item.name}</span>
    </>
  );
}

function linkClass(item: MenuItem) {
  return ["menu__link", item.meta?.isSale && "menu__link--sale", item.meta?.isNew && "menu__link--new"]
    .filter(Boolean)
    .join(" ");
}

/**
 * The catalogue menu as a tree. Items with children toggle on click (native <details>, so it also works
 * without JavaScript); `expanded` opens the first level (crawlers see two levels).
 */
export function MenuTree({
  items,
  level = 1,
  expanded = false,
}: {
  items: MenuItem[];
  level?: number;
  expanded?: boolean;
}) {
  return (
    <ul className={`menu menu--level-${level}`}>
      {items.map((item, index) =>
        item.type === "divider" ? (
          <li key={`divider-${index}`} className="menu__divider" aria-hidden="true" />
        ) : (
          <li key={item.link || item.name} className="menu__item">
            {item.children ? (
              <details className="menu__group" open={expanded && level === 1}>
                <summary className={linkClass(item)}>
                  <ItemLabel item={item} />
                </summary>
                <Link to={item.link} className="menu__link menu__link--all">
                  Смотреть всё: {item.name}
                </Link>
                <MenuTree items={item.children} level={level + 1} />
              </details>
            ) : (
              <Link to={item.link} className={linkClass(item)}>
                <ItemLabel item={item} />
              </Link>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** The header's row of top-level sections; crawlers also get each section's children listed. */
export function TopNav({ items, withChildren }: { items: MenuItem[]; withChildren: boolean }) {
  return (
    <nav className="top-nav" aria-label="Разделы каталога">
      <ul className="top-nav__list">
        {items
          .filter((item) => item.type === "link")
          .map((item) => (
            <li key={item.link} className="top-nav__item">
              <Link to={item.link} className={linkClass(item)}>
                <ItemLabel item={item} />
              </Link>
              {withChildren && item.children && (
                <ul className="top-nav__children">
                  {item.children.map((child) => (
                    <li key={child.link}>
                      <Link to={child.link}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
