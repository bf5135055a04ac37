import type Database from "better-sqlite3";
import type { BasketCertificate, CertificateLineBody } from "../../../app/contract/gift-certificates";
import { ownedStatement } from "../account/owned";
import { nowSeconds } from "../format";
import { HttpError } from "../http/envelope";
import type { Owner } from "../http/sessions";
import { CERTIFICATE_LIMITS, type CertificateOffer } from "./offer";
import { DESIGN_COLUMNS, toPurchase, type PurchaseRow } from "./purchase";

type LineRow = PurchaseRow & { id: number };

/**
 * The gift certificate lines of baskets: one line per certificate (each has its own recipient and message, and becomes
 * its own certificate), at most CERTIFICATE_LIMITS.lines per basket. Placing an order moves them to the order.
 */
export function createCertificateLineStore(db: Database.Database, offer: CertificateOffer) {
  const lines = ownedStatement<[number], LineRow>(
    db,
    `SELECT b.id, b.kind, b.design_id, ${DESIGN_COLUMNS}, b.nominal, b.recipient_name, b.recipient_email, b.sender_name, b.message
     FROM basket_certificates b JOIN certificate_designs d ON d.id = b.design_id WHERE b.{owner} = ? ORDER BY b.id`,
  );
  const count = ownedStatement<[number], { lines: number }>(
    db,
    "SELECT COUNT(*) AS lines FROM basket_certificates WHERE {owner} = ?",
  );
  const insert = ownedStatement<[number, CertificateLineBody & { createdAt: number }]>(
    db,
    `INSERT INTO basket_certificates ({owner}, kind, design_id, nominal, recipient_name, recipient_email, sender_name, message, created_at)
     VALUES (?, @kind, @design, @nominal, @recipientName, @recipientEmail, @senderName, @message, @createdAt)`,
  );
  const remove = ownedStatement<[number, number]>(db, "DELETE FROM basket_certificates WHERE {owner} = ? AND id = ?");
  const copyToOrder = ownedStatement<[number, number]>(
    db,
    `INSERT INTO order_certificates (order_id, kind, design_id, nominal, recipient_name, recipient_email, sender_name, message)
     SELECT ?, kind, design_id, nominal, recipient_name, recipient_email, sender_name, message
     FROM basket_certificates WHERE {owner} = ? ORDER BY id`,
  );
  const clear = ownedStatement<[number]>(db, "DELETE FROM basket_certificates WHERE {owner} = ?");

  return {
    list: (owner: Owner): BasketCertificate[] =>
      lines(owner)
        .all(owner.id)
        .map((row) => ({ id: row.id, ...toPurchase(row, offer) })),

    /** A new line (a plastic certificate has no recipient: its fields are stored empty); 409 when the basket is full. */
    add: (owner: Owner, input: CertificateLineBody): void => {
      if (count(owner).get(owner.id)!.lines >= CERTIFICATE_LIMITS.lines) {
        throw HttpError.of(409, `В корзине может быть не больше ${CERTIFICATE_LIMITS.lines} сертификатов`, {
          code: "certificates_limit",
        });
      }
      const recipient = input.kind === "digital" ? input : { recipientName: "", recipientEmail: "" };
      insert(owner).run(owner.id, { ...input, ...recipient, createdAt: nowSeconds() });
    },

    /** Unknown or another owner's line → 404. */
    remove: (owner: Owner, lineId: number): void => {
      if (remove(owner).run(owner.id, lineId).changes !== 1) {
        throw HttpError.of(404, "Сертификат в корзине не найден", { code: "basket_certificate_not_found" });
      }
    },

    /** For placing an order: every certificate line becomes a line of the order and leaves the basket. */
    moveToOrder: (owner: Owner, orderId: number): void => {
      copyToOrder(owner).run(orderId, owner.id);
      clear(owner).run(owner.id);
    },
  };
}

export type CertificateLineStore = ReturnType<typeof createCertificateLineStore>;
