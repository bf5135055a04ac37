import { Link } from "~/components/link";
import type { InformationList } from "~/contract/information";
import { informationPath } from "./information-list";

/** `/information/`: every page with what it tells, grouped as in the sidebar. */
export function InformationIndex({ list }: { list: InformationList }) {
  return (
    <article className="info-page">
      <h1 className="info-page__title">{list.title}</h1>
      <p className="info-page__lead">{list.description}</p>
      <ul className="info-index">
        {list.items.map((item) => (
          <li key={item.code} className="info-index__item">
            <h2 className="info-index__title">
              <Link to={informationPath(item.code)}>{item.title}</Link>
            </h2>
            <p>{item.description}</p>
            {item.children.length > 0 && (
              <ul className="info-index__children">
                {item.children.map((child) => (
                  <li key={child.code}>
                    <h3 className="info-index__subtitle">
                      <Link to={informationPath(child.code)}>{child.title}</Link>
                    </h3>
                    <p>{child.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
