import { z } from "zod";
import type { Address } from "~/contract/account";
import { addressLine } from "./address-text";

// «Вернуть» after deleting a saved address: what the server seals (app/http/undo.server.ts) and what the page shows.

/** Where the messages of a failed «Вернуть» are addressed (a toast `target`, carried across a redirect). */
export const ADDRESS_UNDO_TARGET = "address-undo";

/** A deleted address as sealed: the fields «Вернуть» creates it with again (the upstream's limits), and its city's name. */
export const AddressUndoPayloadSchema = z.object({
  city: z.string().max(100),
  cityCode: z.string().regex(/^[a-z0-9_-]{1,64}$/),
  street: z.string().max(200),
  building: z.string().max(20),
  apartment: z.string().max(10),
  entrance: z.string().max(10),
  floor: z.string().max(10),
  comment: z.string().max(500),
  isDefault: z.boolean(),
  /** The address's place in the list. */
  at: z.number().int().min(0).max(100),
});
export type AddressUndoPayload = z.infer<typeof AddressUndoPayloadSchema>;

/** What the page needs to show the «Вернуть» row: the address on one line, its place, the seal its form posts back. */
export type AddressUndo = { label: string; at: number; seal: string };

/** The sealed fields of an address about to be deleted (its id is not kept: «Вернуть» creates a new one). */
export const addressUndoPayload = ({ id: _, ...fields }: Address, at: number): AddressUndoPayload => ({
  ...fields,
  at,
});

export const deletedAddressLabel = (payload: AddressUndoPayload) => addressLine(payload);
