import type Database from "better-sqlite3";
import type { Logger } from "../logger";
import { createCertificateLineStore } from "./basket-lines";
import { createCertificateOffer } from "./offer";
import { createOrderCertificateStore } from "./order-lines";

/** Gift certificates to buy: the offer (kinds, nominals, designs), the basket's certificate lines and the orders'. */
export function createGiftCertificates(db: Database.Database, publicUrl: string, log: Logger) {
  const offer = createCertificateOffer(db, publicUrl);
  return { offer, lines: createCertificateLineStore(db, offer), orders: createOrderCertificateStore(db, offer, log) };
}

export type GiftCertificates = ReturnType<typeof createGiftCertificates>;
