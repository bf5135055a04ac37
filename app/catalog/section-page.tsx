import type { MetaArgs, SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/catalog/listing/breadcrumbs";
import { Listing } from "~/catalog/listing/listing";
import { Subsections } from "~/catalog/listing/subsections";
import { productCount } from "~/domain/plural";
import { pageMeta } from "~/seo/meta";
import type { sectionLoader } from "./section-page.server";

export type SectionPageData = SerializeFrom<typeof sectionLoader>;

/** Meta descriptions stay under the length search engines show. */
function describe(text: string): string | undefined {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  if (!plain) return undefined;
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** Title = section name (pageMeta adds ' | страница N'), no canonical on catalogue pages, prev/next from the page count. */
export function sectionMeta({ data, location, matches }: Pick<MetaArgs, "location" | "matches"> & { data: SectionPageData | undefined }) {
  if (!data) return [];
  return pageMeta({
    title: data.section.name,
    description: describe(data.section.description),
    location,
    matches,
    isCatalogue: true,
    pages: data.pagination.pages,
  });
}

export function SectionPage({ data }: { data: SectionPageData }) {
  const { section, breadcrumbs, children, pagination, filters, query } = data;
  const items = data.items;
  return (
    <div className="listing">
      <Breadcrumbs items={breadcrumbs} current={{ name: section.name, link: section.link }} />
      <div className="listing__head">
        <h1 className="listing__title">{section.name}</h1>
        <p className="listing__count">{productCount(pagination.total)}</p>
      </div>
      <Subsections items={children} />
      <Listing
        items={items}
        pagination={pagination}
        filters={filters}
        query={query}
        label={`Товары раздела «${section.name}»`}
        empty={
          <>
            <p>В этом разделе пока нет товаров. Загляните позже или посмотрите другие разделы.</p>
            <Link to="/catalog/new/" className="button">
              Смотреть новинки
            </Link>
          </>
        }
      />
      {section.description && query.page === 1 && <div className="listing__description">{section.description}</div>}
    </div>
  );
}
