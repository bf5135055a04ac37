import { ItemCount } from "~/catalog/listing/item-count";
import { Link } from "~/components/link";

type Subsection = { id: number; name: string; link: string; count: number };

/** Links to the direct subsections of a section, with their product counts. */
export function Subsections({ items }: { items: Subsection[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="subsections" aria-label="Подразделы">
      <ul className="subsections__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.link} className="subsections__link">
              {item.name}
              <ItemCount count={item.count} className="subsections__count" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
