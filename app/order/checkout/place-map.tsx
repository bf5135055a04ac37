import { useEffect, useMemo, useRef, useState } from "react";
import { escapeHtml } from "~/domain/html";
import { useHydrated } from "~/hooks/use-hydrated";
import { useRootData } from "~/hooks/use-root-data";
import { shopsView } from "~/shops/shop-markers";
import { ShopsMap } from "~/shops/shops-map";
import type { LatLng, MapMarker } from "~/shops/yandex-map";

export type MappedPlace = {
  id: string;
  name: string;
  address: string;
  schedule: string;
  coordinates: LatLng | null;
  pickupTime?: string;
};

/** A place on the map: its name as the hint; name, address, hours and pickup time in the balloon (escaped HTML). */
function placeMarker(place: MappedPlace & { coordinates: LatLng }): MapMarker {
  return {
    markerId: `place-${place.id}`,
    coordinates: place.coordinates,
    type: "Point",
    properties: {
      hintContent: escapeHtml(place.name),
      balloonContentHeader: escapeHtml(place.name),
      balloonContentBody: [place.address, place.schedule, place.pickupTime ?? ""]
        .filter(Boolean)
        .map(escapeHtml)
        .join("<br>"),
    },
  };
}

/**
 * The checkout's pickup points or shops on the map: in the browser, with the map key configured, for the places that
 * have coordinates. The list beside it is what the shopper chooses from; without the key or JavaScript it serves alone.
 */
export function PlaceMap({ places, label }: { places: MappedPlace[]; label: string }) {
  const hydrated = useHydrated();
  const mapKey = useRootData()?.mapKey ?? null;
  const located = useMemo(
    () => places.flatMap((place) => (place.coordinates ? [{ ...place, coordinates: place.coordinates }] : [])),
    [places],
  );
  const view = useMemo(() => (located.length > 0 ? shopsView(located[0], located) : null), [located]);
  const markers = useMemo(() => located.map(placeMarker), [located]);
  const seen = useSeen(hydrated && Boolean(mapKey && view));
  if (!hydrated || !mapKey || !view) return null;
  return (
    <div className="place-map" ref={seen.ref}>
      {seen.yes && (
        <ShopsMap
          apiKey={mapKey}
          view={view}
          markers={markers}
          onMap={ignore}
          label={label}
          className="place-map__box"
        />
      )}
    </div>
  );
}

/**
 * Whether the element has come near the screen: every kind's places are rendered and CSS shows the chosen kind's,
 * so a hidden list (display: none never intersects) or one far below loads no map script.
 */
function useSeen(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [yes, setYes] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || yes || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setYes(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, yes]);
  return { ref, yes };
}

const ignore = () => {};
