import { describe, expect, it, vi } from "vitest";
import { shopMarker, shopsView, SHOP_ZOOM, telHref } from "~/shops/shop-markers";
import {
  createYandexMap,
  ymapsScriptUrl,
  type LatLng,
  type MapMarker,
  type MapView,
  type Ymaps,
} from "~/shops/yandex-map";
import type { Shop } from "~/contract/location";

/** A fake ymaps 2.1: records the maps and geo objects made and every call made on them; `ready` waits for `fireReady`. */
function fakeYmaps() {
  const calls: [string, ...unknown[]][] = [];
  const maps: FakeMap[] = [];
  const objects: FakeGeoObject[] = [];
  let readyCallback: (() => void) | null = null;

  class FakeGeoObject {
    opened = 0;
    balloon = { open: () => (this.opened += 1) };
    constructor(
      readonly feature: { geometry: { type: string; coordinates: LatLng; radius?: number }; properties: object },
      readonly options?: object,
    ) {
      objects.push(this);
    }
  }
  class FakeMap {
    shown = new Set<FakeGeoObject>();
    destroyed = false;
    geoObjects = {
      add: (object: FakeGeoObject) => {
        calls.push(["add", object.feature.geometry.coordinates]);
        this.shown.add(object);
      },
      remove: (object: FakeGeoObject) => {
        calls.push(["remove", object.feature.geometry.coordinates]);
        this.shown.delete(object);
      },
    };
    constructor(
      readonly element: HTMLElement,
      readonly state: { center: LatLng; zoom: number; type: string; controls: string[] },
    ) {
      maps.push(this);
    }
    setCenter(center: LatLng, zoom?: number) {
      calls.push(["setCenter", center, zoom]);
    }
    setZoom(zoom: number) {
      calls.push(["setZoom", zoom]);
    }
    setBounds(bounds: [LatLng, LatLng]) {
      calls.push(["setBounds", bounds]);
    }
    setType(type: string) {
      calls.push(["setType", type]);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const ymaps = {
    ready: (callback: () => void) => {
      readyCallback = callback;
    },
    Map: FakeMap,
    GeoObject: FakeGeoObject,
  } as unknown as Ymaps;
  return {
    ymaps,
    maps,
    objects,
    calls,
    fireReady: () => readyCallback?.(),
    /** Calls on the map after its creation (setBounds at creation and the first markers aside). */
    since: (from: number) => calls.slice(from),
  };
}

const container = {} as HTMLElement;
const MOSCOW: LatLng = [55.7558, 37.6173];
const VIEW: MapView = { center: MOSCOW, zoom: 11, bounds: null, type: "yandex#map" };
const marker = (id: string, coordinates: LatLng, extra: Partial<MapMarker> = {}): MapMarker => ({
  markerId: id,
  coordinates,
  properties: { hintContent: id },
  ...extra,
});
const A = marker("a", [55.7446, 37.566]);
const B = marker("b", [55.7903, 37.5311]);

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function createdMap(view: MapView = VIEW, markers: MapMarker[] = [A, B]) {
  const fake = fakeYmaps();
  const map = createYandexMap({ load: () => Promise.resolve(fake.ymaps), container, view, markers });
  await settle();
  fake.fireReady();
  return { fake, map };
}

describe("the map's lifecycle (spec §4)", () => {
  it("is created only once the script has loaded and the API is ready, and emits 'created' once", async () => {
    const fake = fakeYmaps();
    let resolveLoad: (ymaps: Ymaps) => void = () => {};
    const load = vi.fn(() => new Promise<Ymaps>((resolve) => (resolveLoad = resolve)));
    const map = createYandexMap({ load, container, view: VIEW, markers: [A] });
    const created = vi.fn();
    map.onCreated(created);
    expect(load).toHaveBeenCalledTimes(1);
    expect(map.phase()).toBe("loading");

    resolveLoad(fake.ymaps);
    await settle();
    expect(fake.maps).toHaveLength(0);
    expect(map.phase()).toBe("loading");

    fake.fireReady();
    expect(fake.maps).toHaveLength(1);
    expect(map.phase()).toBe("created");
    expect(fake.maps[0].element).toBe(container);
    expect(fake.maps[0].state).toMatchObject({ center: MOSCOW, zoom: 11, type: "yandex#map" });
    expect(created).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith(fake.maps[0]);

    // A listener after creation hears of it at once; nothing is created or emitted again.
    const late = vi.fn();
    map.onCreated(late);
    expect(late).toHaveBeenCalledTimes(1);
    map.setView({ ...VIEW, zoom: 12 });
    expect(fake.maps).toHaveLength(1);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("is created with what was asked for while it loaded, and fits the bounds when there are some", async () => {
    const fake = fakeYmaps();
    const map = createYandexMap({ load: () => Promise.resolve(fake.ymaps), container, view: VIEW, markers: [A] });
    const bounds: [LatLng, LatLng] = [A.coordinates, B.coordinates];
    map.setView({ ...VIEW, bounds, type: "yandex#hybrid" });
    map.setMarkers([A, B]);
    await settle();
    fake.fireReady();
    expect(fake.maps[0].state.type).toBe("yandex#hybrid");
    expect(fake.calls).toEqual([
      ["setBounds", bounds],
      ["add", A.coordinates],
      ["add", B.coordinates],
    ]);
  });

  it("moves the existing map when the centre, zoom, bounds or type change", async () => {
    const { fake, map } = await createdMap();
    const from = fake.calls.length;
    const kazan: LatLng = [55.7963, 49.1088];
    map.setView({ ...VIEW, center: kazan });
    map.setView({ ...VIEW, center: kazan, zoom: 14 });
    const bounds: [LatLng, LatLng] = [
      [55.76, 49.12],
      [55.79, 49.22],
    ];
    map.setView({ ...VIEW, center: kazan, zoom: 14, bounds });
    map.setView({ ...VIEW, center: kazan, zoom: 14, bounds, type: "yandex#satellite" });
    map.setView({ ...VIEW, center: kazan, zoom: 14, bounds, type: "yandex#satellite" });
    expect(fake.since(from)).toEqual([
      ["setCenter", kazan, 11],
      ["setZoom", 14],
      ["setBounds", bounds],
      ["setType", "yandex#satellite"],
    ]);
    expect(fake.maps).toHaveLength(1);
  });

  it("places a marker per shop, a point by default or a circle of its radius, and follows a new list by markerId", async () => {
    const circle = marker("c", [55.7, 37.6], { type: "Circle", radius: 300 });
    const { fake, map } = await createdMap(VIEW, [A, circle]);
    expect(fake.objects.map((object) => object.feature.geometry)).toEqual([
      { type: "Point", coordinates: A.coordinates },
      { type: "Circle", coordinates: circle.coordinates, radius: 300 },
    ]);
    expect(fake.objects[0].feature.properties).toEqual({ hintContent: "a" });

    const from = fake.calls.length;
    map.setMarkers([A, B]);
    expect(fake.since(from)).toEqual([
      ["remove", circle.coordinates],
      ["add", B.coordinates],
    ]);
    expect([...fake.maps[0].shown].map((object) => object.feature.geometry.coordinates)).toEqual([
      A.coordinates,
      B.coordinates,
    ]);
  });

  it("centres on a marker and opens its balloon", async () => {
    const { fake, map } = await createdMap();
    const from = fake.calls.length;
    map.focus("b", SHOP_ZOOM);
    expect(fake.since(from)).toEqual([["setCenter", B.coordinates, SHOP_ZOOM]]);
    expect(fake.objects.map((object) => object.opened)).toEqual([0, 1]);
    map.focus("unknown", SHOP_ZOOM);
    expect(fake.since(from)).toHaveLength(1);
  });

  it("is destroyed on unmount, and a map still loading is never created", async () => {
    const { fake, map } = await createdMap();
    map.destroy();
    expect(fake.maps[0].destroyed).toBe(true);
    expect(map.phase()).toBe("destroyed");

    const slow = fakeYmaps();
    const created = vi.fn();
    const early = createYandexMap({ load: () => Promise.resolve(slow.ymaps), container, view: VIEW, markers: [A] });
    early.onCreated(created);
    early.destroy();
    await settle();
    slow.fireReady();
    expect(slow.maps).toHaveLength(0);
    expect(created).not.toHaveBeenCalled();
  });

  it("fails quietly when the script does not load", async () => {
    const map = createYandexMap({
      load: () => Promise.reject(new Error("offline")),
      container,
      view: VIEW,
      markers: [A],
    });
    await settle();
    expect(map.phase()).toBe("failed");
  });
});

describe("the API's script", () => {
  it("is version 2.1 in Russian with latitude-longitude order, the key encoded", () => {
    expect(ymapsScriptUrl("ab&c")).toBe("https://api-maps.yandex.ru/2.1/?apikey=ab%26c&lang=ru_RU&coordorder=latlong");
  });
});

describe("shops on the map", () => {
  const shop = (id: number, coordinates: LatLng, name = "LOVE STORE, ТРЦ «Галерея»"): Shop => ({
    id,
    cityId: 2,
    name,
    address: "Лиговский пр., 30А, 2 этаж",
    phone: "+7 (812) 345-67-89",
    schedule: "Ежедневно 10:00–22:00",
    coordinates,
    isPickup: true,
    services: [],
  });

  it("makes a point per shop, its texts escaped for the balloon's HTML", () => {
    const made = shopMarker(shop(201, [59.9273, 30.3605], "<b>Shop</b> & «Co»"));
    expect(made).toEqual({
      markerId: "shop-201",
      coordinates: [59.9273, 30.3605],
      type: "Point",
      properties: {
        hintContent: "&lt;b&gt;Shop&lt;/b&gt; &amp; «Co»",
        balloonContentHeader: "&lt;b&gt;Shop&lt;/b&gt; &amp; «Co»",
        balloonContentBody:
          'Лиговский пр., 30А, 2 этаж<br>Ежедневно 10:00–22:00<br><a href="tel:+78123456789">+7 (812) 345-67-89</a>',
      },
    });
    expect(telHref("+7 (8162) 234-56-78")).toBe("tel:+781622345678");
  });

  it("shows every shop of the city, one shop close up, a city without shops at its centre", () => {
    const city = { coordinates: [59.9386, 30.3141] as LatLng };
    const view = shopsView(city, [
      shop(1, [59.9273, 30.3605]),
      shop(2, [60.0566, 30.3347]),
      shop(3, [59.8934, 30.5146]),
    ]);
    expect(view.bounds).toEqual([
      [59.8934, 30.3347],
      [60.0566, 30.5146],
    ]);
    expect(shopsView(city, [shop(1, [59.9273, 30.3605])])).toEqual({
      center: [59.9273, 30.3605],
      zoom: SHOP_ZOOM,
      bounds: null,
      type: "yandex#map",
    });
    expect(shopsView(city, [])).toMatchObject({ center: [59.9386, 30.3141], bounds: null });
  });
});
