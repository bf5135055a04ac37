import { Link } from "@remix-run/react";
import { useRootData } from "~/hooks/use-root-data";

type Crumb = { name: string; link: string };

/** JSON for an inline <script>: `<` escaped so the text can never close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

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
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
    </nav>
  );
}
