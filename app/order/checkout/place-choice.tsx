import { Choice } from "~/forms/field";
import { RouteLink } from "~/shops/route-link";
import { PlaceMap, type MappedPlace } from "./place-map";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A pickup point or a shop to choose, each with its address and hours (a shop with when the order can be picked up
 * there) and a route to it in Yandex Maps; choosing one recalculates. With the map key, the places are on a map too.
 */
export function PlaceChoice(props: {
  legend: string;
  id: string;
  name: string;
  error?: string;
  places: MappedPlace[];
  chosen: string;
  optionsKey: string;
  empty?: string;
}) {
  const { legend, id, name, error, places, chosen, optionsKey, empty } = props;
  return (
    <>
      <PlaceMap places={places} label={`${legend} — на карте`} />
      <Choice legend={legend} error={error} id={id}>
        {places.length === 0 && empty && <p>{empty}</p>}
        {places.map((place) => (
          <div key={`${optionsKey}-${place.id}`} className="place-option">
            <label className="option">
              <input type="radio" name={name} value={place.id} defaultChecked={place.id === chosen} data-autosubmit />
              <span className="option__name">{place.name}</span>
              <span className="option__meta">
                {place.address} · {place.schedule}
              </span>
              {place.pickupTime && (
                <span className="option__note place-option__time">Можно забрать: {lowerFirst(place.pickupTime)}</span>
              )}
            </label>
            {place.coordinates && (
              <RouteLink
                to={`${place.name}, ${place.address}`}
                coordinates={place.coordinates}
                className="place-option__route"
              />
            )}
          </div>
        ))}
      </Choice>
    </>
  );
}
