import type { Address } from "~/contract/account";

/** `ул. Ленина, д. 5, кв. 12` — the street line of an address (empty parts left out). */
export function streetLine(address: Pick<Address, "street" | "building" | "apartment">): string {
  return [address.street, address.building && `д. ${address.building}`, address.apartment && `кв. ${address.apartment}`]
    .filter(Boolean)
    .join(", ");
}

/** `подъезд 2, этаж 7` — the details a courier needs, or "". */
export function detailsLine(address: Pick<Address, "entrance" | "floor">): string {
  return [address.entrance && `подъезд ${address.entrance}`, address.floor && `этаж ${address.floor}`]
    .filter(Boolean)
    .join(", ");
}

/** The whole address on one line, city first: for lists and accessible names. */
export function addressLine(address: Pick<Address, "city" | "street" | "building" | "apartment">): string {
  return [address.city, streetLine(address)].filter(Boolean).join(", ");
}
