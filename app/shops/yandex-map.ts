/**
 * The maps component of spec §2–§4, framework-free: Yandex Maps JS API 2.1 in Russian, coordinates as [latitude,
 * longitude] (spec §9). Lifecycle (spec §4): the script loads → the API is ready → the map is created and 'created'
 * is emitted once; later changes of centre, zoom, bounds and type update that map (it is never created again).
 */

/** [latitude, longitude]. */
export type LatLng = [number, number];
export type Bounds = [southWest: LatLng, northEast: LatLng];
export type MapType = "yandex#map" | "yandex#satellite" | "yandex#hybrid";

/** Spec §3 map marker: a point (the default type) or a circle of `radius` metres. Balloon and hint contents are HTML. */
export type MapMarker = {
  markerId: string;
  coordinates: LatLng;
  properties: { hintContent?: string; balloonContentHeader?: string; balloonContentBody?: string };
  type?: "Point" | "Circle";
  radius?: number;
};

/** What the map shows: `bounds`, when set, wins over centre and zoom at creation. */
export type MapView = { center: LatLng; zoom: number; bounds: Bounds | null; type: MapType };

/** The part of the ymaps 2.1 API the component uses. */
export type YGeoObject = { balloon: { open(): unknown } };
export type YMap = {
  setCenter(center: LatLng, zoom?: number, options?: object): unknown;
  setZoom(zoom: number, options?: object): unknown;
  setBounds(bounds: Bounds, options?: object): unknown;
  setType(type: MapType): unknown;
  geoObjects: { add(object: YGeoObject): unknown; remove(object: YGeoObject): unknown };
  destroy(): void;
};
export type Ymaps = {
  ready(callback: () => void): unknown;
  Map: new (element: HTMLElement, state: { center: LatLng; zoom: number; type: MapType; controls: string[] }) => YMap;
  GeoObject: new (
    feature: {
      geometry: { type: "Point" | "Circle"; coordinates: LatLng; radius?: number };
      properties: MapMarker["properties"];
    },
    options?: object,
  ) => YGeoObject;
};

export type MapPhase = "loading" | "ready" | "created" | "failed" | "destroyed";

export type YandexMap = {
  readonly phase: () => MapPhase;
  /** Runs once the map is created (at once if it is already). */
  onCreated(listener: (map: YMap) => void): void;
  /** Moves the map to what changed (centre, zoom, bounds, type); before creation, the map is created so. */
  setView(view: MapView): void;
  /** Shows these markers: those gone are removed, new ones added (by markerId). */
  setMarkers(markers: MapMarker[]): void;
  /** Centres the map on a marker and opens its balloon. */
  focus(markerId: string, zoom: number): void;
  destroy(): void;
};

/** The zoom a bounds fit may reach at most, and the margin it keeps around the markers (px). */
const BOUNDS_OPTIONS = { checkZoomRange: true, zoomMargin: 40 };
const CONTROLS = ["zoomControl", "geolocationControl", "fullscreenControl"];

const sameLatLng = (a: LatLng | undefined, b: LatLng | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
const sameBounds = (a: Bounds | null, b: Bounds | null) =>
  a === null || b === null ? a === b : sameLatLng(a[0], b[0]) && sameLatLng(a[1], b[1]);
const markerKey = (marker: MapMarker) =>
  JSON.stringify([marker.coordinates, marker.type ?? "Point", marker.radius ?? 0, marker.properties]);

/**
 * Creates the map in `container` once `load` has given the API and the API is ready. `load` is the script loader
 * (loadYmaps in the browser, a fake in tests).
 */
export function createYandexMap({
  load,
  container,
  view,
  markers,
}: {
  load: () => Promise<Ymaps>;
  container: HTMLElement;
  view: MapView;
  markers: MapMarker[];
}): YandexMap {
  let phase: MapPhase = "loading";
  let api: Ymaps | null = null;
  let map: YMap | null = null;
  let shown: MapView = view;
  let wanted: MapMarker[] = markers;
  const placed = new Map<string, { key: string; object: YGeoObject }>();
  const listeners: ((map: YMap) => void)[] = [];

  const placeMarkers = () => {
    if (!api || !map) return;
    const ids = new Set(wanted.map((marker) => marker.markerId));
    for (const [id, entry] of placed) {
      if (ids.has(id)) continue;
      map.geoObjects.remove(entry.object);
      placed.delete(id);
    }
    for (const marker of wanted) {
      const key = markerKey(marker);
      const existing = placed.get(marker.markerId);
      if (existing?.key === key) continue;
      if (existing) map.geoObjects.remove(existing.object);
      const type = marker.type ?? "Point";
      const geometry =
        type === "Circle"
          ? { type, coordinates: marker.coordinates, radius: marker.radius ?? 0 }
          : { type, coordinates: marker.coordinates };
      const object = new api.GeoObject({ geometry, properties: marker.properties }, { preset: "islands#blackDotIcon" });
      map.geoObjects.add(object);
      placed.set(marker.markerId, { key, object });
    }
  };

  const create = () => {
    if (phase !== "ready" || !api) return;
    map = new api.Map(container, { center: shown.center, zoom: shown.zoom, type: shown.type, controls: CONTROLS });
    if (shown.bounds) map.setBounds(shown.bounds, BOUNDS_OPTIONS);
    placeMarkers();
    phase = "created";
    for (const listener of listeners.splice(0)) listener(map);
  };

  load().then(
    (ymaps) => {
      if (phase !== "loading") return;
      api = ymaps;
      ymaps.ready(() => {
        if (phase !== "loading") return;
        phase = "ready";
        create();
      });
    },
    () => {
      if (phase === "loading") phase = "failed";
    },
  );

  return {
    phase: () => phase,
    onCreated(listener) {
      if (map && phase === "created") listener(map);
      else listeners.push(listener);
    },
    setView(next) {
      const before = shown;
      shown = next;
      if (!map || phase !== "created") return;
      if (next.bounds && !sameBounds(before.bounds, next.bounds)) map.setBounds(next.bounds, BOUNDS_OPTIONS);
      else if (!sameLatLng(before.center, next.center)) map.setCenter(next.center, next.zoom);
      else if (before.zoom !== next.zoom) map.setZoom(next.zoom);
      if (before.type !== next.type) map.setType(next.type);
    },
    setMarkers(next) {
      wanted = next;
      placeMarkers();
    },
    focus(markerId, zoom) {
      const marker = wanted.find((entry) => entry.markerId === markerId);
      if (!map || !marker) return;
      map.setCenter(marker.coordinates, zoom);
      placed.get(markerId)?.object.balloon.open();
    },
    destroy() {
      phase = "destroyed";
      listeners.length = 0;
      placed.clear();
      map?.destroy();
      map = null;
    },
  };
}

/** The API's script for a key (spec §9: version 2.1, ru_RU, latitude-longitude). */
export const ymapsScriptUrl = (apiKey: string) =>
  `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU&coordorder=latlong`;

let loading: Promise<Ymaps> | null = null;

/** Loads the API's script once a page (in the browser only); a failed load may be tried again. */
export function loadYmaps(apiKey: string): Promise<Ymaps> {
  if (loading) return loading;
  const script = document.createElement("script");
  loading = new Promise<Ymaps>((resolve, reject) => {
    script.src = ymapsScriptUrl(apiKey);
    script.async = true;
    script.onload = () => {
      const ymaps = (window as unknown as { ymaps?: Ymaps }).ymaps;
      if (ymaps) resolve(ymaps);
      else reject(new Error("ymaps is missing after the script loaded"));
    };
    script.onerror = () => reject(new Error("the Yandex Maps script did not load"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    script.remove();
    throw error;
  });
  return loading;
}
