import { Link } from "~/components/link";
import { useRootData } from "~/hooks/use-root-data";
import { JsonLd } from "~/seo/json-ld";

type Crumb = { name: string; link: string };

/** The trail from the home page to the current page, with its schema.org BreadcrumbList. */
export function Breadcrumbs({ items, current }: { items: Crumb[]; current: Crumb }) {
  const origin = useRootData()?.origin ?? "";
  const trail = items[0]?.link === "/" ? items : [{ name: "Главная", link: "/" }, ...items];
  const structured = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [...trail, current].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.link}`,
    })),
  };
  return (
    <nav className="breadcrumbs" aria-label="Навигационная цепочка">
      <ol className="breadcrumbs__list">
        {trail.map((crumb) => (
          <li key={crumb.link} className="breadcrumbs__item">
            <Link to={crumb.link}>{crumb.name}</Link>
          </li>
        ))}
        <li className="breadcrumbs__item" aria-current="page">
          {current.name}
        </li>
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
