import { DEFAULT_SERVICE_LEVEL } from "../../../../app/contract/ids";
import type { CheckoutInput } from "../../../../app/contract/order";
import type { OrderStateBody } from "../order-body";
import { SHIPMENTS } from "../../account/order-vocabulary";
import { money } from "../../format";
import type { Slot } from "../calendar";
import type { PlaceRow } from "./places";
import type { DeliverySystem, Variant } from "./systems";

/** The delivery the input chose among those offered; nulls where it chose none (or one not offered). */
export type DeliveryChoice = {
  system: DeliverySystem | null;
  /** The chosen service level, else the system's first. */
  variant: Variant | null;
  /** The service level to echo in the input. */
  serviceLevel: string;
  /** The variant's slots to choose from. */
  slots: Slot[];
  slot: Slot | null;
  pickupPoint: PlaceRow | null;
  price: number;
};

export function chooseDelivery(
  systems: DeliverySystem[],
  delivery: CheckoutInput["delivery"],
  pickupPoints: PlaceRow[],
): DeliveryChoice {
  const system = systems.find((entry) => entry.id === delivery.shipmentId) ?? null;
  const requestedLevel = delivery.serviceLevelTypeCode || DEFAULT_SERVICE_LEVEL;
  const variant = system
    ? (system.variants.find((entry) => entry.code === requestedLevel) ?? system.variants[0])
    : null;
  const slots = variant?.slots ?? [];
  return {
    system,
    variant,
    serviceLevel: variant?.code ?? requestedLevel,
    slots,
    slot: slots.find((entry) => entry.value === delivery.properties.intervalId) ?? null,
    pickupPoint: pickupPoints.find((point) => String(point.id) === delivery.properties.pickupPointId) ?? null,
    price: variant?.price ?? 0,
  };
}

/** The offered systems for the storefront; the chosen one shows the period of the chosen variant. */
export function deliverySystemsState(
  systems: DeliverySystem[],
  choice: DeliveryChoice,
): OrderStateBody["deliverySystems"] {
  return systems.map((entry) => ({
    id: entry.id,
    name: SHIPMENTS[entry.id].name,
    description: entry.description,
    price: money(entry.variants[0].price),
    period: (entry === choice.system ? choice.variant! : entry.variants[0]).period,
    variants: entry.variants.map((option) => ({
      serviceLevelTypeCode: option.code,
      name: option.name,
      price: money(option.price),
      intervalId: option.slots[0]?.value ?? null,
    })),
  }));
}
