import type { SerializeFrom } from "@remix-run/node";
import { Link } from "~/components/link";
import { Breadcrumbs } from "~/catalog/listing/breadcrumbs";
import { Listing } from "~/catalog/listing/listing";
import { Subsections } from "~/catalog/listing/subsections";
import { productCount } from "~/domain/plural";
import type { sectionLoader } from "./section-page.server";

export type SectionPageData = SerializeFrom<typeof sectionLoader>;

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
