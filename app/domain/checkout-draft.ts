import type { CheckoutInput } from "~/contract/order";
import { DEFAULT_SERVICE_LEVEL } from "~/contract/ids";

/** An empty checkout input (spec §3: secondName is always '-'; service level defaults to economy, §4). */
export function emptyInput(customer: Partial<CheckoutInput["customer"]> = {}): CheckoutInput {
  return {
    customer: { id: 0, name: "", lastName: "", secondName: "-", email: "", phone: "", ...customer },
    delivery: {
      shipmentId: null,
      serviceLevelTypeCode: DEFAULT_SERVICE_LEVEL,
      properties: {
        city: "",
        cityId: "",
        cityDetail: "",
        street: "",
        streetId: "",
        building: "",
        buildingId: "",
        apartment: "",
        intervalId: "",
        pickupPointId: "",
        storeId: "",
      },
    },
    payment: { id: null },
    coupon: "",
    loyalty: { active: false, pay: 0 },
    certificate: [],
  };
}

type Properties = CheckoutInput["delivery"]["properties"];

/** Spec §4: changing the city clears street, building, apartment, interval and shipment. */
export function withCity(input: CheckoutInput, city: { name: string; id: string }): CheckoutInput {
  if (city.id === input.delivery.properties.cityId && city.name === input.delivery.properties.city) return input;
  return {
    ...input,
    delivery: {
      ...input.delivery,
      shipmentId: null,
      properties: {
        ...input.delivery.properties,
        city: city.name,
        cityId: city.id,
        cityDetail: "",
        street: "",
        streetId: "",
        building: "",
        buildingId: "",
        apartment: "",
        intervalId: "",
        pickupPointId: "",
        storeId: "",
      },
    },
  };
}

/** Spec §4: after a basket change (not the last product) the store and shipment are cleared. */
export function withoutShipment(input: CheckoutInput): CheckoutInput {
  return {
    ...input,
    delivery: {
      ...input.delivery,
      shipmentId: null,
      properties: { ...input.delivery.properties, storeId: "", intervalId: "", pickupPointId: "" },
    },
  };
}

/** Spec §4: street or building changes recalculate only once city, street and building are all chosen. */
export function addressReady(p: Pick<Properties, "city" | "street" | "building">): boolean {
  return [p.city, p.street, p.building].every((value) => value.trim() !== "");
}

/**
 * The address fields as the form has them: every value is kept whole, as typed (the form is the truth: a field
 * the shopper still sees is never dropped behind their back). Only the suggestion ids go stale: a changed street
 * loses its street and building ids, a changed building its building id.
 */
export function withAddress(
  input: CheckoutInput,
  next: Pick<Properties, "street" | "streetId" | "building" | "buildingId" | "apartment">,
): CheckoutInput {
  const p = input.delivery.properties;
  const street = next.street.trim();
  const building = next.building.trim();
  const streetChanged = street !== p.street;
  const buildingChanged = streetChanged || building !== p.building;
  return {
    ...input,
    delivery: {
      ...input.delivery,
      properties: {
        ...p,
        street,
        streetId: streetChanged ? next.streetId : next.streetId || p.streetId,
        building,
        buildingId: buildingChanged ? next.buildingId : next.buildingId || p.buildingId,
        apartment: next.apartment.trim(),
      },
    },
  };
}
