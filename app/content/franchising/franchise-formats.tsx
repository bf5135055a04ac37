import type { FranchiseFormat } from "~/contract/applications";

/** The store formats a partner can open, with their area and investment. */
export function FranchiseFormats({ formats }: { formats: FranchiseFormat[] }) {
  return (
    <section className="editorial__section" aria-labelledby="franchise-formats-title">
      <h2 id="franchise-formats-title">Форматы магазинов</h2>
      <ul className="franchise-formats">
        {formats.map((format) => (
          <li key={format.code} className="franchise-format">
            <h3 className="franchise-format__name">{format.name}</h3>
            <p className="franchise-format__figures">
              <span>Площадь: {format.area}</span>
              <span>Инвестиции: {format.investment}</span>
            </p>
            <p>{format.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
