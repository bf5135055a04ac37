import type Database from "better-sqlite3";
import type { Subscriptions } from "../../../app/contract/account";
import type { SectionIndex } from "../catalog/sections";
import { isoDate } from "../format";
import { HttpError } from "../http/envelope";
import { listImageUrl } from "../media/urls";

type ProductRow = {
  id: number;
  product_id: number;
  name: string;
  section_id: number;
  picture_count: number;
  size: string;
  created_at: number;
};

/** Newsletter flags on the user row, and the user's back-in-stock size subscriptions (`stock_subscriptions`). */
export function createSubscriptionStore(db: Database.Database, sections: SectionIndex, publicUrl: string) {
  const user = db.prepare<[number], { email: string; phone: string; news_email: number; news_sms: number }>(
    "SELECT email, phone, news_email, news_sms FROM users WHERE id = ?",
  );
  const products = db.prepare<[number], ProductRow>(
    `SELECT s.id, s.product_id, p.name, p.section_id, p.picture_count, o.size, s.created_at
     FROM stock_subscriptions s JOIN products p ON p.id = s.product_id JOIN offers o ON o.id = s.offer_id
     WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC`,
  );
  const setFlags = db.prepare<{ id: number; email: number | null; sms: number | null }>(
    "UPDATE users SET news_email = COALESCE(@email, news_email), news_sms = COALESCE(@sms, news_sms) WHERE id = @id",
  );
  const removeProduct = db.prepare<[number, number]>("DELETE FROM stock_subscriptions WHERE user_id = ? AND id = ?");

  const get = (userId: number): Subscriptions => {
    const row = user.get(userId)!;
    return {
      email: row.news_email === 1,
      sms: row.news_sms === 1,
      emailAddress: row.email,
      phone: row.phone,
      products: products.all(userId).map((product) => ({
        id: product.id,
        productId: product.product_id,
        name: product.name,
        link: sections.productLink(product.section_id, product.product_id),
        image: listImageUrl(publicUrl, product.product_id, product.picture_count),
        size: product.size,
        createdAt: isoDate(product.created_at),
      })),
    };
  };

  return {
    get,
    /** Turning the e-mail newsletter on needs an e-mail in the profile. */
    update: (userId: number, changes: { email?: boolean; sms?: boolean }): Subscriptions => {
      if (changes.email === true && user.get(userId)!.email === "") {
        throw HttpError.of(400, "Укажите e-mail в профиле, чтобы получать рассылку", {
          code: "validation",
          field: "email",
        });
      }
      setFlags.run({
        id: userId,
        email: changes.email === undefined ? null : Number(changes.email),
        sms: changes.sms === undefined ? null : Number(changes.sms),
      });
      return get(userId);
    },
    removeProduct: (userId: number, subscriptionId: number): Subscriptions => {
      if (removeProduct.run(userId, subscriptionId).changes === 0) {
        throw HttpError.of(404, "Подписка не найдена", { code: "subscription_not_found" });
      }
      return get(userId);
    },
  };
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
