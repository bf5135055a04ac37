import { Form } from "@remix-run/react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { CityOption } from "./city-options";

type Props = {
  items: CityOption[];
  /** The shopper's city: marked in the list. */
  currentCode: string;
  /** Where the post goes back to. */
  redirectTo: string;
  /** Render only the rows on screen (with JavaScript; the server renders every row). */
  virtual: boolean;
  onChoose?: () => void;
  label: string;
};

/** A row's height before it is measured (one line of name and region; a wrapped region makes it taller). */
const ROW_ESTIMATE_PX = 49;
/** Rows rendered beyond the visible ones, so a quick scroll or Tab finds them there. */
const OVERSCAN = 10;

function CityChoice({ city, current }: { city: CityOption; current: boolean }) {
  return (
    <button
      type="submit"
      name="city"
      value={city.code}
      className={current ? "city-list__item city-list__item--current" : "city-list__item"}
      aria-current={current ? "true" : undefined}
    >
      <span className="city-list__name">
        {city.name}
        {current && <span className="city-list__mark"> — ваш город</span>}
      </span>
      {city.region !== city.name && <span className="city-list__region">{city.region}</span>}
    </button>
  );
}

/**
 * The cities as buttons of one form that sets the shopper's city (POST /location/, works without JavaScript). With
 * JavaScript a long list renders only the rows in its scroll box (@tanstack/react-virtual).
 */
export function CityList({ items, currentCode, redirectTo, virtual, onChoose, label }: Props) {
  return (
    <Form method="post" action="/location/" className="city-list" onSubmit={onChoose}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {virtual ? (
        <VirtualRows items={items} currentCode={currentCode} label={label} />
      ) : (
        <div className="city-list__scroller">
          <ul aria-label={label} className="city-list__rows">
            {items.map((city) => (
              <li key={city.code}>
                <CityChoice city={city} current={city.code === currentCode} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Form>
  );
}

function VirtualRows({ items, currentCode, label }: { items: CityOption[]; currentCode: string; label: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => items[index].code,
  });
  return (
    <div ref={scroller} className="city-list__scroller">
      <ul
        aria-label={label}
        className="city-list__rows city-list__rows--virtual"
        style={{ height: rows.getTotalSize() }}
      >
        {rows.getVirtualItems().map((row) => {
          const city = items[row.index];
          return (
            <li
              key={row.key}
              ref={rows.measureElement}
              data-index={row.index}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="city-list__row"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <CityChoice city={city} current={city.code === currentCode} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
