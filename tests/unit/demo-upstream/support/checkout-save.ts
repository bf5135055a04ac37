import type { BasketLine } from "../../../../app/contract/basket";
import type { Computation } from "../../../../server/demo-upstream/checkout/calculation";
import { emptyInput, type SaveBody } from "../../../../server/demo-upstream/checkout/input";

export const USER = 7;
export const CUSTOMER: SaveBody["customer"] = {
  id: USER,
  name: "Ольга",
  lastName: "Петрова",
  secondName: "-",
  email: "olga@example.ru",
  phone: "+79161234567",
};
export const fields = (problems: { field?: string; message: string }[]) =>
  problems.map((problem) => `${problem.field}: ${problem.message}`);

export function body(
  patch: {
    customer?: Partial<SaveBody["customer"]>;
    shipmentId?: number | null;
    properties?: Partial<SaveBody["delivery"]["properties"]>;
    paymentId?: number | null;
  } = {},
): SaveBody {
  const input = emptyInput({ code: "moscow", name: "Москва", region: "Москва" });
  return {
    ...input,
    customer: { ...CUSTOMER, ...patch.customer },
    delivery: {
      ...input.delivery,
      shipmentId: patch.shipmentId === undefined ? 41 : patch.shipmentId,
      properties: {
        ...input.delivery.properties,
        street: "ул. Арбат",
        building: "7",
        intervalId: "2025-09-11/10-14",
        ...patch.properties,
      },
    },
    payment: { id: patch.paymentId === undefined ? 1 : patch.paymentId },
    metrics: { deviceId: "", partnerUserId: "" },
    returnUrl: "http://shop.test",
  };
}

export const line = (offerId: number, patch: Partial<BasketLine> = {}) =>
  ({
    id: offerId,
    offerId,
    productId: offerId,
    name: `Товар ${offerId}`,
    size: "M",
    quantity: 1,
    delay: false,
    available: true,
    ...patch,
  }) as BasketLine;

/** A calculation with only what the checks read. */
export function computation(patch: {
  active?: BasketLine[];
  products?: BasketLine[];
  online?: [number, number][];
  stores?: [number, [number, number][]][];
  delivery?: Partial<Computation["delivery"]>;
  storeIds?: string[];
  paymentIds?: number[];
}): Computation {
  const active = patch.active ?? [];
  return {
    state: {
      basket: { activeProducts: active, products: patch.products ?? active },
      stores: (patch.storeIds ?? []).map((id) => ({ id })),
      paymentMethods: (patch.paymentIds ?? [1]).map((id) => ({ id })),
    },
    cityStores: (patch.storeIds ?? []).map((id) => ({ id: Number(id) })),
    stock: {
      online: new Map(patch.online ?? []),
      stores: new Map((patch.stores ?? []).map(([id, rows]) => [id, new Map(rows)])),
    },
    delivery: { system: null, variant: null, slot: null, pickupPoint: null, ...patch.delivery },
    deliveryRequired: true,
  } as unknown as Computation;
}
