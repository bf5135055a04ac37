import { z } from "zod";
import { formatRub } from "~/domain/money";
import type { ConfirmedOrder, OrderState } from "~/contract/order";
import type { CheckoutField } from "./completeness";

/**
 * What the shopper confirmed by pressing «Оформить заказ»: the calculation shown on their page. It travels in hidden
 * fields of the checkout form; a save whose calculation differs places no order (docs/upstream-api.md, `confirmed`).
 */
export type Confirmed = ConfirmedOrder;

const amount = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/);
/** `6720-3185-4409-2671:5000,3398-7460-1527-0842:1200` — at most 5, as the upstream allows. */
const certificates = z
  .string()
  .max(300)
  .regex(/^([\d -]{1,40}:\d{1,10}(\.\d{1,2})?(,(?!$)|$)){0,5}$/);

/** The hidden fields of the checkout form that carry the confirmed calculation. */
export const ConfirmedFieldsSchema = z.object({
  confirmedTotal: amount.optional(),
  confirmedGoods: amount.optional(),
  confirmedDelivery: amount.optional(),
  confirmedCoupon: z.string().trim().max(40).optional(),
  confirmedBonus: amount.optional(),
  confirmedCertificates: certificates.optional(),
});
type ConfirmedFields = z.infer<typeof ConfirmedFieldsSchema>;

/** The hidden fields' values for the calculation on the page. */
export function confirmedFields(state: OrderState): Required<ConfirmedFields> {
  const { summary } = state;
  return {
    confirmedTotal: String(summary.total.value),
    confirmedGoods: String(summary.basket.value),
    confirmedDelivery: String(summary.delivery.value),
    confirmedCoupon: state.isCouponApplied ? state.coupon : "",
    confirmedBonus: String(summary.bonus.value),
    confirmedCertificates: state.certificate.map((entry) => `${entry.number}:${entry.amount.value}`).join(","),
  };
}

/** The confirmed calculation a submission carries; null when it carries none (a page of another version, a script). */
export function readConfirmed(fields: ConfirmedFields): Confirmed | null {
  const { confirmedTotal, confirmedGoods, confirmedDelivery, confirmedCoupon, confirmedBonus, confirmedCertificates } =
    fields;
  if (confirmedTotal === undefined || confirmedGoods === undefined || confirmedDelivery === undefined) return null;
  return {
    total: Number(confirmedTotal),
    goods: Number(confirmedGoods),
    delivery: Number(confirmedDelivery),
    coupon: (confirmedCoupon ?? "").toUpperCase(),
    bonus: Number(confirmedBonus ?? 0),
    certificate: (confirmedCertificates ?? "")
      .split(",")
      .filter(Boolean)
      .map((entry) => {
        const at = entry.lastIndexOf(":");
        return { number: entry.slice(0, at).trim(), amount: Number(entry.slice(at + 1)) };
      }),
  };
}

const digitsOf = (number: string) => number.replace(/\D/g, "");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** «Купон уже использован» → «Купон WELCOME500 уже использован». */
export function couponReason(code: string, reason: string): string {
  return reason.startsWith("Купон ")
    ? `Купон ${code} ${reason.slice("Купон ".length)}`
    : `Купон ${code} не применён: ${lowerFirst(reason)}`;
}

export type Changes = Partial<Record<CheckoutField, string>>;

/** The fields a change of the confirmed calculation is told at, in page order: the first one says the new total. */
const ORDER: CheckoutField[] = ["shipmentId", "coupon", "certificate", "loyaltyPay", "total"];

/**
 * Each message ends with what to do; the first (in page order) also says the new total when it changed, so the
 * shopper reads it at the field that changed (and «Ваш заказ» says the order was not placed) (e.g. «Купон WELCOME500 уже использован. Итого теперь 5 099 ₽ — проверьте
 * заказ и оформите его ещё раз»).
 */
export function withNewTotal(
  changes: Changes,
  total: OrderState["summary"]["total"],
  confirmedTotal: number | null,
): Changes {
  const fields = ORDER.filter((field) => changes[field]);
  if (fields.length === 0) return changes;
  const tail =
    total.value !== confirmedTotal
      ? `Итого теперь ${total.format} — проверьте заказ и оформите его ещё раз`
      : "Проверьте заказ и оформите его ещё раз";
  const [first] = fields;
  const told = { ...changes, [first]: `${changes[first]!.replace(/\.$/, "")}. ${tail}` };
  // Beside the button, too: a page reloaded without JavaScript opens at its top, far from the field that changed.
  if (first !== "total" && total.value !== confirmedTotal) {
    told.total ??= `Заказ не оформлен: итого теперь ${total.format}${confirmedTotal === null ? "" : ` вместо ${formatRub(confirmedTotal)}`}`;
  }
  return told;
}

/**
 * How the calculation now differs from the one the shopper confirmed, told at the field that changed; empty when
 * they agree. `couponRefusal` is why the upstream refused the confirmed coupon just now, if it did.
 */
export function changesSince(confirmed: Confirmed | null, state: OrderState, couponRefusal?: string): Changes {
  const { summary } = state;
  if (!confirmed) return { total: `Итого ${summary.total.format} — проверьте заказ и оформите его ещё раз` };
  const changes: Changes = {};
  const couponNow = state.isCouponApplied ? state.coupon.toUpperCase() : "";
  if (confirmed.coupon !== couponNow) {
    if (!confirmed.coupon) changes.coupon = `Купон ${couponNow} применён к заказу`;
    else
      changes.coupon = couponRefusal
        ? couponReason(confirmed.coupon, couponRefusal)
        : `Купон ${confirmed.coupon} больше не применён к заказу`;
  }
  const certificates: string[] = [];
  for (const seen of confirmed.certificate) {
    const paying = state.certificate.find((entry) => digitsOf(entry.number) === digitsOf(seen.number));
    if (!paying) certificates.push(`Сертификат ${seen.number} больше не оплачивает заказ`);
    else if (paying.amount.value !== seen.amount)
      certificates.push(
        `Сертификат ${seen.number} оплачивает теперь ${paying.amount.format} вместо ${formatRub(seen.amount)}`,
      );
  }
  for (const paying of state.certificate) {
    if (!confirmed.certificate.some((seen) => digitsOf(seen.number) === digitsOf(paying.number)))
      certificates.push(`Сертификат ${paying.number} оплачивает ${paying.amount.format}`);
  }
  if (certificates.length) changes.certificate = certificates.join(". ");
  if (summary.bonus.value !== confirmed.bonus) {
    changes.loyaltyPay =
      summary.bonus.value === 0
        ? "Бонусы больше не списываются в этом заказе"
        : `Бонусами оплачивается теперь ${summary.bonus.format} вместо ${formatRub(confirmed.bonus)}`;
  }
  if (summary.delivery.value !== confirmed.delivery) {
    changes.shipmentId =
      confirmed.delivery === 0
        ? `Доставка стоит ${summary.delivery.format}`
        : `Доставка стоит теперь ${summary.delivery.format} вместо ${formatRub(confirmed.delivery)}`;
  }
  if (summary.basket.value !== confirmed.goods)
    changes.total = `Товары стоят теперь ${summary.basket.format} вместо ${formatRub(confirmed.goods)}`;
  else if (summary.total.value !== confirmed.total && Object.keys(changes).length === 0)
    changes.total = "Сумма заказа изменилась";
  return withNewTotal(changes, summary.total, confirmed.total);
}
