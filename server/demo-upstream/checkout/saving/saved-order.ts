import type { PaymentStore } from "../../account/payments";
import { money } from "../../format";

export type SavedOrder = {
  order: {
    id: number;
    number: string;
    total: { value: number; format: string };
    payment: { id: number; isPayed: boolean; link: string | null };
  };
};

export type SavedOrderRow = {
  id: number;
  number: string;
  payment_id: number;
  is_payed: number;
  status: string;
  total: number;
};

/** The answer to a save: the order and what is left to pay for it, with a link to the payment page while it is to be paid online. */
export function savedOrder(payments: PaymentStore, row: SavedOrderRow): SavedOrder {
  return {
    order: {
      id: row.id,
      number: row.number,
      total: money(row.total),
      payment: {
        id: row.payment_id,
        isPayed: row.is_payed === 1,
        link: payments.payable(row) ? payments.link(row.id, row.total) : null,
      },
    },
  };
}
