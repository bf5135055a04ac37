import { Link } from "~/components/link";
import { CATALOG_PAGES, SITE_PAGE_GROUPS, type SitePage } from "~/content/site-pages";
import type { MenuItem } from "~/domain/menu";

/** The catalogue's sections at every level, as nested lists of links (dividers of the menu left out). */
function SectionList({ items }: { items: MenuItem[] }) {
  return (
    <ul className="sitemap__list">
      {items
        .filter((item) => item.type === "link")
        .map((item) => (
          <li key={item.link}>
            <Link to={item.link}>{item.name}</Link>
            {item.children && <SectionList items={item.children} />}
          </li>
        ))}
    </ul>
  );
}

function PageList({ pages }: { pages: SitePage[] }) {
  return (
    <ul className="sitemap__list">
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>{page.title}</Link>
          {page.children && <PageList pages={page.children} />}
        </li>
      ))}
    </ul>
  );
}

/** `/sitemap/`: every catalogue section and every content page, grouped as in the footer. */
export function SitemapPage({ sections }: { sections: MenuItem[] }) {
  const groups = [
    { title: "Каталог", pages: CATALOG_PAGES, sections },
    ...SITE_PAGE_GROUPS.map((group) => ({ ...group, sections: [] })),
  ];
  return (
    <div className="sitemap">
      <h1 className="sitemap__title">Карта сайта</h1>
      <div className="sitemap__groups">
        {groups.map((group, index) => (
          <section key={group.title} className="sitemap__group" aria-labelledby={`sitemap-group-${index}`}>
            <h2 id={`sitemap-group-${index}`} className="sitemap__group-title">
              {group.title}
            </h2>
            {group.sections.length > 0 && <SectionList items={group.sections} />}
            <PageList pages={group.pages} />
          </section>
        ))}
      </div>
    </div>
  );
}
