import { shipmentKind } from "../../../../app/contract/ids";
import type { CheckoutInput } from "../../../../app/contract/order";
import type { ShipmentId } from "../../account/order-vocabulary";
import type { Slot } from "../calendar";
import type { PlaceRow } from "./places";
import type { PickupTime } from "./store-pickup";

/** What a saved order shows of its delivery: one address line and when. */
export type OrderDelivery = { address: string; interval: string };

/** An order of digital gift certificates only: nothing travels but the e-mails sent once it is paid. */
export const BY_EMAIL = {
  name: "Электронная доставка",
  address: "На e-mail получателя",
  interval: "Сразу после оплаты",
} as const;

type Chosen = {
  shipmentId: ShipmentId;
  cityName: string;
  properties: CheckoutInput["delivery"]["properties"];
  slot: Slot | null;
  pickupPoint: PlaceRow | null;
  store: PlaceRow | null;
  /** From when the chosen shop hands the order over (store pickup). */
  storePickup: PickupTime | null;
};

/** The address and interval of an order whose delivery is complete and offered (the slot, point or store is there). */
export function orderDelivery({
  shipmentId,
  cityName,
  properties,
  slot,
  pickupPoint,
  store,
  storePickup,
}: Chosen): OrderDelivery {
  switch (shipmentKind(shipmentId)) {
    case "courier": {
      const apartment = properties.apartment.trim();
      return {
        address: `${cityName}, ${properties.street.trim()}, д. ${properties.building.trim()}${apartment ? `, кв. ${apartment}` : ""}`,
        interval: slot!.orderText,
      };
    }
    case "pickupPoint":
      return { address: `${cityName}, ${pickupPoint!.name}, ${pickupPoint!.address}`, interval: slot!.orderText };
    default:
      return {
        address: `${cityName}, ${store!.name}, ${store!.address}`,
        interval: storePickup!.orderText,
      };
  }
}
