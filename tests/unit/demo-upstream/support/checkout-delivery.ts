import type { CheckoutInput } from "../../../../app/contract/order";
import type { PlaceRow } from "../../../../server/demo-upstream/checkout/delivery/places";
import { storePickupTimes } from "../../../../server/demo-upstream/checkout/delivery/store-pickup";
import type { Circumstances } from "../../../../server/demo-upstream/checkout/delivery/systems";
import { parseSchedule } from "../../../../server/demo-upstream/shops/opening-hours";
import { emptyInput } from "../../../../server/demo-upstream/checkout/input";

/** Wednesday 10.09.2025, 10:00 in Moscow; and 20:30, too late to be ready today at a shop open until 22:00. */
export const MORNING = Date.UTC(2025, 8, 10, 7, 0);
export const EVENING = Date.UTC(2025, 8, 10, 17, 30);

/** The pickup times of a Moscow shop open daily 10:00–22:00 (STORE's) for an order placed at `nowMs`. */
export const moscowShopTimes = (nowMs: number) =>
  storePickupTimes(nowMs, parseSchedule("Ежедневно 10:00–22:00")!, "Europe/Moscow");

export const everywhere: Circumstances = {
  city: { has_courier: 1, transit_days: 0 },
  goods: 3000,
  onlineOk: true,
  hasPickupPoints: true,
  storePickup: moscowShopTimes(MORNING),
  nowMs: MORNING,
};

export const POINT: PlaceRow = {
  id: 7,
  name: "Пункт выдачи СДЭК",
  address: "ул. Ленина, 5",
  schedule: "Ежедневно 09:00–21:00",
  lat: 55.7,
  lon: 37.6,
};
export const STORE: PlaceRow = {
  id: 101,
  name: "LOVE STORE, ТЦ «Европейский»",
  address: "пл. Киевского Вокзала, 2",
  schedule: "Ежедневно 10:00–22:00",
  lat: 55.74,
  lon: 37.56,
};

export function delivery(
  patch: Partial<CheckoutInput["delivery"]> = {},
  properties: Partial<CheckoutInput["delivery"]["properties"]> = {},
): CheckoutInput["delivery"] {
  const base = emptyInput(null).delivery;
  return { ...base, ...patch, properties: { ...base.properties, ...properties } };
}
