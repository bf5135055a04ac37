import { ownedIndexes, ownedTable } from "./owned";

/**
 * Gift certificates to buy: their designs, the certificate lines of baskets and of orders. A paid order's line points
 * at the certificate issued for it (`certificates`, schema/loyalty.ts).
 */
export const GIFT_CERTIFICATE_TABLES = `
-- A design of a certificate to buy; its picture is /images/certificates/{code}.svg.
CREATE TABLE certificate_designs (
  id         INTEGER PRIMARY KEY,
  code       TEXT NOT NULL UNIQUE,
  name       TEXT NOT NULL,
  plastic    INTEGER NOT NULL,                 -- 1: printed on plastic cards too (every design is digital)
  motif      TEXT NOT NULL,                    -- what the picture shows (media/certificate-svg.ts)
  color_from TEXT NOT NULL,
  color_to   TEXT NOT NULL,
  ink        TEXT NOT NULL,                    -- colour of the picture's lettering
  sort       INTEGER NOT NULL
);
${ownedTable(
  "basket_certificates",
  `
  kind            TEXT NOT NULL,               -- digital | plastic
  design_id       INTEGER NOT NULL REFERENCES certificate_designs(id),
  nominal         INTEGER NOT NULL,            -- roubles
  recipient_name  TEXT NOT NULL,               -- digital only ('' for plastic)
  recipient_email TEXT NOT NULL,
  sender_name     TEXT NOT NULL,
  message         TEXT NOT NULL,
  created_at      INTEGER NOT NULL,`,
)}
-- One row per certificate bought with an order; certificate_id once the order is paid and the certificate issued.
CREATE TABLE order_certificates (
  id              INTEGER PRIMARY KEY,
  order_id        INTEGER NOT NULL REFERENCES orders(id),
  kind            TEXT NOT NULL,
  design_id       INTEGER NOT NULL REFERENCES certificate_designs(id),
  nominal         INTEGER NOT NULL,
  recipient_name  TEXT NOT NULL,
  recipient_email TEXT NOT NULL,
  sender_name     TEXT NOT NULL,
  message         TEXT NOT NULL,
  certificate_id  INTEGER REFERENCES certificates(id)
);
`;

export const GIFT_CERTIFICATE_INDEXES = `
${ownedIndexes("basket_certificates", [], { unique: false })}
CREATE INDEX order_certificates_order ON order_certificates(order_id, id);
`;
