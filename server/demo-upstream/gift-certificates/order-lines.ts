import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import type { OrderCertificate } from "../../../app/contract/gift-certificates";
import type { Logger } from "../logger";
import { formatDay, formatRoubles, isoDate } from "../format";
import { VALIDITY_MONTHS, type CertificateOffer } from "./offer";
import { DESIGN_COLUMNS, toPurchase, type PurchaseRow } from "./purchase";

type OrderLineRow = PurchaseRow & { id: number; certificate_id: number | null; order_number: string };

/** A new certificate's number: 16 random digits in groups of four (never sequential: numbers are not guessed). */
const newNumber = () =>
  Array.from({ length: 16 }, () => randomInt(10))
    .join("")
    .match(/\d{4}/g)!
    .join("-");
/** Its code: 8 random digits. */
const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, "0");

/** Unix seconds `months` calendar months after `seconds` (UTC). */
function monthsLater(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/**
 * The gift certificates bought with orders: read for the order's detail, and issued once the order is paid — each
 * line becomes a certificate (number and code) in the unactivated pool, valid VALIDITY_MONTHS. A digital one is
 * e-mailed to its recipient: the demo upstream only writes that e-mail to the log, it never sends one.
 */
export function createOrderCertificateStore(db: Database.Database, offer: CertificateOffer, log: Logger) {
  const lines = db.prepare<[number], OrderLineRow>(
    `SELECT c.id, c.kind, c.design_id, ${DESIGN_COLUMNS}, c.nominal, c.recipient_name, c.recipient_email, c.sender_name, c.message,
            c.certificate_id, o.number AS order_number
     FROM order_certificates c JOIN certificate_designs d ON d.id = c.design_id JOIN orders o ON o.id = c.order_id
     WHERE c.order_id = ? ORDER BY c.id`,
  );
  const numberTaken = db.prepare<[string], number>("SELECT 1 FROM certificates WHERE number = ?").pluck();
  const insertCertificate = db.prepare<{
    number: string;
    code: string;
    type: string;
    amount: number;
    expiresAt: number;
    now: number;
  }>(
    `INSERT INTO certificates (number, code, type, amount, balance, expires_at, user_id, activated_at, created_at)
     VALUES (@number, @code, @type, @amount, @amount, @expiresAt, NULL, NULL, @now)`,
  );
  const link = db.prepare<[number, number]>(
    "UPDATE order_certificates SET certificate_id = ? WHERE id = ? AND certificate_id IS NULL",
  );

  const uniqueNumber = (): string => {
    for (;;) {
      const number = newNumber();
      if (numberTaken.get(number) === undefined) return number;
    }
  };

  return {
    list: (orderId: number): OrderCertificate[] =>
      lines.all(orderId).map((row) => ({ ...toPurchase(row, offer), issued: row.certificate_id !== null })),

    /** Issues the certificates of a paid order that have none yet (inside the caller's transaction). */
    issue: (orderId: number, nowSeconds: number): void => {
      for (const line of lines.all(orderId)) {
        if (line.certificate_id !== null) continue;
        const number = uniqueNumber();
        const code = newCode();
        const expiresAt = monthsLater(nowSeconds, VALIDITY_MONTHS);
        const id = Number(
          insertCertificate.run({ number, code, type: line.kind, amount: line.nominal, expiresAt, now: nowSeconds })
            .lastInsertRowid,
        );
        link.run(id, line.id);
        const certificate = {
          orderNumber: line.order_number,
          number,
          code,
          amount: line.nominal,
          expiresAt: isoDate(expiresAt),
        };
        if (line.kind === "digital") {
          log({
            level: "info",
            msg: "demo certificate e-mail",
            note: "Демо-режим: письмо не отправляется",
            to: line.recipient_email,
            subject: `${line.sender_name ? `${line.sender_name} дарит вам` : "Вам подарили"} сертификат LOVE STORE на ${formatRoubles(line.nominal)}`,
            recipientName: line.recipient_name,
            senderName: line.sender_name,
            message: line.message,
            validUntil: formatDay(expiresAt),
            ...certificate,
          });
        } else {
          log({
            level: "info",
            msg: "plastic certificate issued",
            note: "Карта с этим номером и кодом едет с заказом",
            ...certificate,
          });
        }
      }
    },
  };
}

export type OrderCertificateStore = ReturnType<typeof createOrderCertificateStore>;
