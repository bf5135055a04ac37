import { shipmentKind } from "../../../../app/contract/ids";
import { MAX_ADDRESSES, type AddressStore } from "../../account/addresses";
import type { UserStore } from "../../account/users";

export type RememberDependencies = {
  users: UserStore;
  addresses: AddressStore;
};

type Placed = {
  userId: number;
  customer: { name: string; lastName: string; email: string };
  shipmentId: number;
  cityCode: string;
  address: { street: string; building: string; apartment: string };
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What an order teaches about its customer, so the next checkout knows them: the profile's empty first name, last
 * name and e-mail take the order's (what the shopper filled in the profile stays theirs), and a courier address
 * joins the saved delivery addresses unless it is there already (or the list is full).
 */
export function createCustomerMemory({ users, addresses }: RememberDependencies) {
  return ({ userId, customer, shipmentId, cityCode, address }: Placed): void => {
    const user = users.find(userId);
    if (user) {
      const changes = {
        firstName: user.firstName ? undefined : customer.name,
        lastName: user.lastName ? undefined : customer.lastName,
        email: user.email ? undefined : customer.email,
      };
      if (changes.firstName || changes.lastName || changes.email) users.update(userId, changes);
    }
    if (shipmentKind(shipmentId) !== "courier" || !address.street.trim() || !address.building.trim()) return;
    const saved = addresses.list(userId);
    const known = saved.some(
      (entry) =>
        entry.cityCode === cityCode &&
        same(entry.street, address.street) &&
        same(entry.building, address.building) &&
        same(entry.apartment, address.apartment),
    );
    if (known || saved.length >= MAX_ADDRESSES) return;
    addresses.create(userId, {
      cityCode,
      street: address.street.trim(),
      building: address.building.trim(),
      apartment: address.apartment.trim(),
    });
  };
}
