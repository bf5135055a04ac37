import { useEffect, useRef, useState } from "react";
import { createYandexMap, loadYmaps, type MapMarker, type MapView, type YandexMap } from "./yandex-map";

type Props = {
  apiKey: string;
  view: MapView;
  markers: MapMarker[];
  /** The map once created (null when it is gone): the shop list centres it on a shop. */
  onMap: (map: YandexMap | null) => void;
  /** The region's name; default «Магазины на карте». */
  label?: string;
  className?: string;
};

/**
 * The shops' (or the checkout's places') map, in the browser only (the page renders it after hydration). Created once; a change of city moves it
 * (view and markers). A script that does not load leaves no empty box: the list serves alone.
 */
export function ShopsMap({
  apiKey,
  view,
  markers,
  onMap,
  label = "Магазины на карте",
  className = "shops-map",
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<YandexMap | null>(null);
  const [failed, setFailed] = useState(false);
  // The first view and markers go in at creation; the effects below pass on later ones.
  const first = useRef({ view, markers, onMap });

  useEffect(() => {
    const { view, markers, onMap } = first.current;
    const created = createYandexMap({
      load: () =>
        loadYmaps(apiKey).catch((error: unknown) => {
          setFailed(true);
          throw error;
        }),
      container: box.current!,
      view,
      markers,
    });
    map.current = created;
    created.onCreated(() => onMap(created));
    return () => {
      created.destroy();
      map.current = null;
      onMap(null);
    };
  }, [apiKey]);

  useEffect(() => map.current?.setView(view), [view]);
  useEffect(() => map.current?.setMarkers(markers), [markers]);

  if (failed) return null;
  return <div ref={box} className={className} role="region" aria-label={label} />;
}
