import { describe, expect, it } from "vitest";
import { LoyaltyHistorySchema, LoyaltySchema } from "../../../app/contract/account";
import { UserSchema } from "../../../app/contract/user";
import { PERSONAL_TABLES } from "../../../server/demo-upstream/account/users";
import {
  add,
  ANNA,
  couponUsed,
  db,
  onlineQuantity,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { bonusBalance, codeOf, MINUTE, onlineOffer, payPage, placeOk, START } from "../support/unpaid-orders";
import { call, login } from "./helpers";

/**
 * Second attacker review: deleting an account gives nothing back that is given once (the welcome bonuses), and leaves
 * no order holding stock for a customer nobody can reach any more.
 */
let now = START;
withCheckoutUpstream({ clock: () => now, unpaidOrderMinutes: 30 });

let phoneCounter = 0;
const freshPhone = () => `+7914000${String(++phoneCounter).padStart(4, "0")}`;
const CARD_FORM = {
  firstName: "Ольга",
  lastName: "Петрова",
  birthday: "01.02.1990",
  email: "olga@example.ru",
  agreement: true,
};
const register = (token: string) =>
  call(upstream, "/api/user/loyalty/register", { token, body: CARD_FORM, schema: LoyaltySchema });
const deleteAccount = async (token: string) =>
  expect((await call(upstream, "/api/user", { method: "DELETE", token })).status).toBe(200);
const claims = () =>
  db.prepare<[], { benefit: string; hash: string }>("SELECT benefit, hash FROM benefit_claims").all();

describe("welcome bonuses once per phone, ever", () => {
  it("a card registered again after the account was deleted gets none, and says why", async () => {
    const phone = freshPhone();
    const first = await login(upstream, phone);
    const issued = await register(first);
    expect(issued.data.card!.balance).toBe(500);
    expect(issued.messages[0].message).toBe("Карта Love Card оформлена. Начислено 500 приветственных бонусов");
    const firstNumber = issued.data.card!.number;
    await deleteAccount(first);

    const again = await login(upstream, phone);
    const reissued = await register(again);
    expect(reissued.status).toBe(200);
    expect(reissued.data.card!.number).not.toBe(firstNumber);
    expect(reissued.data.card!.balance).toBe(0);
    expect(reissued.messages[0].message).toBe(
      "Карта Love Card оформлена. Приветственные бонусы не начислены: на этот номер телефона их уже получали раньше",
    );
    const history = await call(upstream, "/api/user/loyalty/history", { token: again, schema: LoyaltyHistorySchema });
    expect(history.data.items).toEqual([]);

    // Only keyed hashes are kept: neither the phone nor the card number can be read in the table.
    const kept = JSON.stringify(claims());
    expect(kept).not.toContain(phone.slice(2));
    expect(kept).not.toContain(firstNumber);
    expect(PERSONAL_TABLES).not.toContain("benefit_claims");
  });

  it("holds for a card registered before the claims were kept (the seed's), and for a phone changed since", async () => {
    // Anna's card is the seed's: her deletion remembers it.
    const anna = await login(upstream, ANNA);
    expect(await bonusBalance(anna)).toBeGreaterThan(0);
    await deleteAccount(anna);
    const annaAgain = await login(upstream, ANNA);
    expect((await register(annaAgain)).data.card!.balance).toBe(0);

    // A card registered on one phone, the account moved to another: neither phone gets the bonus again.
    const [oldPhone, newPhone] = [freshPhone(), freshPhone()];
    const token = await login(upstream, oldPhone);
    expect((await register(token)).data.card!.balance).toBe(500);
    await call(upstream, "/user/phone", { token, body: { phone: newPhone } });
    const moved = await call(upstream, "/user/phone/confirm", {
      token,
      body: { phone: newPhone, code: "123456" },
      schema: UserSchema,
    });
    expect(moved.data.phone).toBe(newPhone);
    await deleteAccount(token);
    for (const phone of [oldPhone, newPhone])
      expect((await register(await login(upstream, phone))).data.card!.balance, phone).toBe(0);

    // Another phone is not held back.
    expect((await register(await login(upstream, freshPhone()))).data.card!.balance).toBe(500);
  });
});

describe("deleting an account", () => {
  const status = (orderId: number) =>
    db
      .prepare<[number], { status: string; cancel_reason: string | null; user_id: number | null }>(
        "SELECT status, cancel_reason, user_id FROM orders WHERE id = ?",
      )
      .get(orderId)!;

  it("cancels its open unpaid orders and gives their stock and coupon back; a paid order stays", async () => {
    const token = await login(upstream, freshPhone());
    const [online, onReceipt, paid] = [onlineOffer(10), onlineOffer(10), onlineOffer(10)];
    const before = [online, onReceipt, paid].map((offer) => onlineQuantity(offer.offerId));

    await add(token, online, 2);
    const awaiting = await placeOk(token, { patch: (input) => (input.coupon = "AUTUMN15") });
    expect(couponUsed("AUTUMN15")).toBe(true);
    await add(token, onReceipt, 3);
    const cashOrder = await placeOk(token, { paymentId: 2 });
    await add(token, paid);
    const paidOrder = await placeOk(token);
    expect((await payPage(codeOf(paidOrder.payment.link!), "pay")).status).toBe(303);
    expect([online, onReceipt, paid].map((offer) => onlineQuantity(offer.offerId))).toEqual([
      before[0] - 2,
      before[1] - 3,
      before[2] - 1,
    ]);

    now += 5 * MINUTE;
    await deleteAccount(token);
    for (const order of [awaiting, cashOrder])
      expect(status(order.id)).toEqual({ status: "cancelled", cancel_reason: "account_deleted", user_id: null });
    expect(status(paidOrder.id)).toEqual({ status: "new", cancel_reason: null, user_id: null });
    expect([online, onReceipt, paid].map((offer) => onlineQuantity(offer.offerId))).toEqual([
      before[0],
      before[1],
      before[2] - 1,
    ]);
    expect(couponUsed("AUTUMN15")).toBe(false);
    expect(upstream.logs).toContainEqual(expect.objectContaining({ msg: "user data deleted", cancelledOrders: 2 }));

    // Past the time to pay, the sweep finds nothing more to return.
    now += 60 * MINUTE;
    await call(upstream, "/api/basket");
    expect(onlineQuantity(online.offerId)).toBe(before[0]);
  });
});
