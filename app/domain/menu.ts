/** Main menu built from catalogue sections (spec §2 "Main menu"). */
import type { CatalogSection } from "~/contract/catalog";
import { normalizePath } from "./url";

export type MenuItem = {
  name: string;
  link: string;
  type: "link" | "divider";
  meta?: { isSale?: true; isNew?: true; icon?: "certificate" | "love_2_0" };
  children?: MenuItem[];
};

/** Section ids with a promo flag. */
export const SALE_SECTION_ID = 58;
export const NEW_SECTION_ID = 57;
/** Section codes that get an icon; together they form the "special" group after the divider. */
const ICON_CODES = ["certificate", "love_2_0"] as const;

const DIVIDER: MenuItem = { name: "", link: "", type: "divider" };

/**
 * Site-relative links are put in canonical form (lowercase, trailing slash) so that menu
 * clicks never hit a 301; absolute or protocol-relative links are left as they are.
 */
function menuLink(link: string): string {
  if (!link.startsWith("/") || link.startsWith("//")) return link;
  const cut = link.search(/[?#]/);
  return cut === -1 ? normalizePath(link) : normalizePath(link.slice(0, cut)) + link.slice(cut);
}

function toItem(section: CatalogSection): MenuItem {
  const item: MenuItem = { name: section.name, link: menuLink(section.link), type: "link" };
  const meta: NonNullable<MenuItem["meta"]> = {};
  if (section.id === SALE_SECTION_ID) meta.isSale = true;
  if (section.id === NEW_SECTION_ID) meta.isNew = true;
  const icon = ICON_CODES.find((code) => code === section.code);
  if (icon) meta.icon = icon;
  if (Object.keys(meta).length > 0) item.meta = meta;
  const children = (section.children ?? []).map(toItem);
  if (children.length > 0) item.children = children;
  return item;
}

/**
 * Sections → menu items, recursively. One divider goes before the first top-level item with
 * an icon (the special group) — never first, never last, never two in a row.
 */
export function buildMenu(sections: CatalogSection[]): MenuItem[] {
  const items = sections.map(toItem);
  const special = items.findIndex((item) => item.meta?.icon !== undefined);
  if (special > 0) items.splice(special, 0, { ...DIVIDER });
  return items;
}

const built = new WeakMap<CatalogSection[], MenuItem[]>();

/** `buildMenu`, once per sections list (the same list object is shared by every request until it is refreshed). */
export function menuOf(sections: CatalogSection[]): MenuItem[] {
  let menu = built.get(sections);
  if (!menu) built.set(sections, (menu = buildMenu(sections)));
  return menu;
}

/** Keeps `depth` levels of the menu (crawlers get 2); deeper children are dropped, not emptied. */
export function truncateMenu(items: MenuItem[], depth: number): MenuItem[] {
  if (depth < 1) return [];
  return items.map(({ children, ...item }) => {
    const kept = children && depth > 1 ? truncateMenu(children, depth - 1) : [];
    return kept.length > 0 ? { ...item, children: kept } : item;
  });
}
