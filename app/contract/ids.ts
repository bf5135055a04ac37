/**
 * The API's vocabulary of checkout ids (spec §5, §9): what the storefront and any upstream both mean by a shipment or
 * payment id. The rules built on them (completeness, prices, which payments an order is offered) each side keeps.
 */
import { z } from "zod";

/** Shipment ids by kind of delivery: courier (41, 42), pickup point (43), shop pickup (44, 46). */
export const SHIPMENT = { courier: [41, 42], pickupPoint: 43, store: [44, 46] } as const;

export const ShipmentKindSchema = z.enum(["courier", "pickupPoint", "store"]);
export type ShipmentKind = z.infer<typeof ShipmentKindSchema>;

/** Which kind of delivery a shipment id is, or null for an unknown id. */
export function shipmentKind(id: number | null | undefined): ShipmentKind | null {
  if (id == null) return null;
  if ((SHIPMENT.courier as readonly number[]).includes(id)) return "courier";
  if (id === SHIPMENT.pickupPoint) return "pickupPoint";
  if ((SHIPMENT.store as readonly number[]).includes(id)) return "store";
  return null;
}

/** The shipment id of an order that needs no delivery (digital gift certificates only). */
export const NO_SHIPMENT = 0;

/** Payment ids: gift certificate, fast payment, and paid on receipt (card or cash to the courier or at the shop). */
export const PAYMENT = { certificate: 10, fast: [8, 17], onReceipt: 2 } as const;

/** Delivery service level when none is chosen. */
export const DEFAULT_SERVICE_LEVEL = "economy";
