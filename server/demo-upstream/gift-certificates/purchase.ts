import { CERTIFICATE_KIND_OFFERS, type CertificateOffer } from "./offer";
import type { CertificateKind, OrderCertificate } from "../../../app/contract/gift-certificates";
import { money } from "../format";

/** A certificate line as stored in a basket or an order, with its design. */
export type PurchaseRow = {
  kind: CertificateKind;
  design_id: number;
  design_code: string;
  design_name: string;
  nominal: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
};

/** The design's columns a purchase row query selects (`d` is certificate_designs). */
export const DESIGN_COLUMNS = "d.code AS design_code, d.name AS design_name";

/** The fields a basket line and an order line share. */
export function toPurchase(row: PurchaseRow, offer: CertificateOffer): Omit<OrderCertificate, "issued"> {
  return {
    kind: row.kind,
    name: CERTIFICATE_KIND_OFFERS[row.kind].name,
    design: offer.toDesign({ id: row.design_id, code: row.design_code, name: row.design_name }),
    nominal: money(row.nominal),
    recipient: row.kind === "digital" ? { name: row.recipient_name, email: row.recipient_email } : null,
    senderName: row.sender_name,
    message: row.message,
  };
}
