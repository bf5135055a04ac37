import { Choice } from "~/forms/field";

type Place = { id: string; name: string; address: string; schedule: string };

/** A pickup point or a shop to choose, each with its address and hours; choosing one recalculates. */
export function PlaceChoice(props: {
  legend: string;
  id: string;
  name: string;
  error?: string;
  places: Place[];
  chosen: string;
  optionsKey: string;
  empty?: string;
}) {
  const { legend, id, name, error, places, chosen, optionsKey, empty } = props;
  return (
    <Choice legend={legend} error={error} id={id}>
      {places.length === 0 && empty && <p>{empty}</p>}
      {places.map((place) => (
        <label key={`${optionsKey}-${place.id}`} className="option">
          <input type="radio" name={name} value={place.id} defaultChecked={place.id === chosen} data-autosubmit />
          <span className="option__name">{place.name}</span>
          <span className="option__meta">
            {place.address} · {place.schedule}
          </span>
        </label>
      ))}
    </Choice>
  );
}
