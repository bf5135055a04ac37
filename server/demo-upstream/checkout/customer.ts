import type { CheckoutInput } from "../../../app/contract/order";
import type { AddressStore } from "../account/addresses";
import type { UserStore } from "../account/users";
import type { Owner } from "../http/sessions";
import type { CityRow } from "./delivery/cities";

/** The delivery fields a user's default address fills in its city. */
export type DefaultAddress = { city: string; cityId: string; street: string; building: string; apartment: string };

/** What the checkout takes from the signed-in user: the profile for the customer, the default address for the delivery. */
export function createCustomerProfile({ users, addresses }: { users: UserStore; addresses: AddressStore }) {
  return {
    /** The owner's id on the customer, and the user's profile in the customer fields left empty. */
    prefill: (owner: Owner, input: CheckoutInput): void => {
      const customer = input.customer;
      customer.secondName = "-";
      if (owner.kind !== "user") {
        customer.id = 0;
        return;
      }
      const user = users.find(owner.id);
      customer.id = owner.id;
      if (!user) return;
      customer.name ||= user.firstName;
      customer.lastName ||= user.lastName;
      customer.email ||= user.email;
      customer.phone ||= user.phone;
    },

    /** The user's default address when it is in the city. */
    defaultAddress: (owner: Owner, city: CityRow | null): DefaultAddress | null => {
      if (owner.kind !== "user" || !city) return null;
      const address = addresses.list(owner.id).find((entry) => entry.isDefault);
      if (!address || address.cityCode !== city.code) return null;
      return {
        city: city.name,
        cityId: city.code,
        street: address.street,
        building: address.building,
        apartment: address.apartment,
      };
    },
  };
}

export type CustomerProfile = ReturnType<typeof createCustomerProfile>;
