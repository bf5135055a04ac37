import { colorSwatches, colourName } from "~/domain/swatches";
import type { CardItem } from "~/domain/card-item";

/** Other colours of the model (spec §9: only with 2+ colours, main one excluded, white bordered). */
export function Swatches({ item }: { item: Pick<CardItem, "color" | "properties"> }) {
  const swatches = colorSwatches(item);
  if (swatches.length === 0) return null;
  return (
    <ul className="swatches" aria-label="Другие цвета">
      {swatches.map((swatch) => {
        const name = colourName(swatch.hex) ?? swatch.hex;
        return (
          <li key={swatch.hex} title={name}>
            <span
              className={swatch.bordered ? "swatch swatch--bordered" : "swatch"}
              style={{ backgroundColor: swatch.hex }}
            />
            <span className="visually-hidden">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
