import type { CheckoutInput } from "~/contract/order";
import type { User } from "~/contract/user";
import { emptyInput, withCity } from "~/domain/checkout-draft";
import type { Upstream } from "~/upstream-client/client.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { initOrder } from "~/upstream-client/order.server";
import { readCheckoutInput } from "~/checkout-cookie.server";
import { afterInit } from "./order-answer";

/** The customer fields the shopper left empty, filled from their profile (or what the order init answered). */
function withCustomer(input: CheckoutInput, user: User, known: Partial<CheckoutInput["customer"]> = {}): CheckoutInput {
  const c = input.customer;
  const fill = (value: string, ...fallbacks: (string | undefined)[]) => value || fallbacks.find(Boolean) || "";
  return {
    ...input,
    customer: {
      ...c,
      id: user.id,
      secondName: "-",
      name: fill(c.name, known.name, user.firstName),
      lastName: fill(c.lastName, known.lastName, user.lastName),
      email: fill(c.email, known.email, user.email),
      phone: fill(c.phone, known.phone, user.phone),
    },
  };
}

/**
 * The shopper's checkout input in the city they shop in (the header's): the one the storefront keeps, else a new one.
 * An input of another city moves to this one (spec §4: street, building, apartment, interval and shipment cleared)
 * with an order init, which clears shipment and store and brings the default delivery profile of the city.
 */
export async function inputInCity(
  api: Upstream,
  args: { request: Request; context: object },
  user: User,
  city: { code: string; name: string },
): Promise<CheckoutInput> {
  const kept = readCheckoutInput(args.request, args.context);
  if (kept && kept.delivery.properties.cityId === city.code) return withCustomer(kept, user);
  const moved = withCity(kept ?? emptyInput(), { name: city.name, id: city.code });
  const init = await secondary(initOrder(api, city.code), null);
  if (!init || init.status !== 200) return withCustomer(moved, user);
  return withCustomer(afterInit(moved, init.data), user, init.data.customer ?? {});
}
