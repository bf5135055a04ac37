import { normaliseCertificateNumber } from "../../account/certificates";
import { normaliseCoupon } from "../../account/coupons";
import { formatRoubles } from "../../format";
import type { ApiMessage } from "../../http/envelope";
import type { Computation } from "../calculation";
import type { Confirmed, SaveBody } from "../input";

const changed = (field: string, code: string, message: string): ApiMessage => ({ message, code, field });

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** «Купон уже использован» → «Купон WELCOME500 уже использован»: the reason, naming the coupon. */
function couponReason(code: string, reason: string): string {
  return reason.startsWith("Купон ")
    ? `Купон ${code} ${reason.slice("Купон ".length)}`
    : `Купон ${code} не применён: ${lowerFirst(reason)}`;
}

/** «Срок действия сертификата истёк» → «Срок действия сертификата 6720-… истёк»: the reason, naming the certificate. */
function certificateReason(number: string, reason: string): string {
  const at = /сертификат[а-яё]*/i.exec(reason);
  if (!at) return `Сертификат ${number}: ${lowerFirst(reason)}`;
  const end = at.index + at[0].length;
  return `${reason.slice(0, end)} ${number}${reason.slice(end)}`;
}

/** The coupon the shopper saw applied, against the one the save's calculation applies. */
function couponProblems(computation: Computation, body: SaveBody, confirmed: Confirmed): ApiMessage[] {
  const seen = normaliseCoupon(confirmed.coupon);
  const now = computation.coupon?.code ?? "";
  if (seen === now) return [];
  if (!seen)
    return [changed("coupon", "coupon_changed", `Купон ${now} не был применён к заказу, который вы подтвердили`)];
  const refusal =
    normaliseCoupon(body.coupon) === seen ? computation.errors.find((error) => error.field === "coupon") : undefined;
  if (refusal) return [changed("coupon", refusal.code ?? "coupon_changed", couponReason(seen, refusal.message))];
  return [changed("coupon", "coupon_changed", `Купон ${seen} больше не применён к заказу`)];
}

/** Each certificate the shopper saw paying, against what it pays now; one paying now that they did not see. */
function certificateProblems(computation: Computation, body: SaveBody, confirmed: Confirmed): ApiMessage[] {
  const problems: ApiMessage[] = [];
  const seen = confirmed.certificate.map((entry) => ({
    number: normaliseCertificateNumber(entry.number) ?? entry.number.trim(),
    amount: entry.amount,
  }));
  for (const { number, amount } of seen) {
    const paying = computation.certificates.find((entry) => entry.number === number);
    const index = body.certificate.findIndex((entry) => normaliseCertificateNumber(entry.number) === number);
    const field = index >= 0 ? `certificate.${index}` : "certificate";
    if (!paying) {
      const refusal = index >= 0 ? computation.errors.find((error) => error.field === field) : undefined;
      problems.push(
        refusal
          ? changed(field, refusal.code ?? "certificate_changed", certificateReason(number, refusal.message))
          : changed(field, "certificate_changed", `Сертификат ${number} больше не оплачивает заказ`),
      );
    } else if (paying.amount !== amount) {
      problems.push(
        changed(
          field,
          "certificate_changed",
          `Сертификат ${number} оплачивает теперь ${formatRoubles(paying.amount)} вместо ${formatRoubles(amount)}`,
        ),
      );
    }
  }
  for (const paying of computation.certificates) {
    if (paying.amount > 0 && !seen.some((entry) => entry.number === paying.number)) {
      problems.push(
        changed(
          "certificate",
          "certificate_changed",
          `Сертификат ${paying.number} не был в заказе, который вы подтвердили`,
        ),
      );
    }
  }
  return problems;
}

/**
 * Why the save's own calculation is not the one the shopper confirmed: the coupon, a certificate, the bonuses, the
 * goods' prices or the delivery's differ, and the total when it differs. Empty when they agree. Each problem
 * names its field and what it is now, so the storefront can say it next to that field.
 */
export function confirmationProblems(computation: Computation, body: SaveBody, confirmed: Confirmed): ApiMessage[] {
  const { amounts } = computation;
  const problems = [
    ...couponProblems(computation, body, confirmed),
    ...certificateProblems(computation, body, confirmed),
  ];
  if (amounts.bonus !== confirmed.bonus) {
    const now = amounts.bonus;
    problems.push(
      changed(
        "loyalty.pay",
        "bonus_changed",
        now === 0
          ? "Бонусы больше не списываются в этом заказе"
          : `Бонусами оплачивается теперь ${formatRoubles(now)} вместо ${formatRoubles(confirmed.bonus)}`,
      ),
    );
  }
  if (confirmed.goods !== undefined && amounts.goods !== confirmed.goods) {
    problems.push(
      changed(
        "basket",
        "prices_changed",
        `Товары стоят теперь ${formatRoubles(amounts.goods)} вместо ${formatRoubles(confirmed.goods)}`,
      ),
    );
  }
  if (confirmed.delivery !== undefined && amounts.delivery !== confirmed.delivery) {
    problems.push(
      changed(
        "delivery.shipmentId",
        "delivery_changed",
        `Доставка стоит теперь ${formatRoubles(amounts.delivery)} вместо ${formatRoubles(confirmed.delivery)}`,
      ),
    );
  }
  if (amounts.total !== confirmed.total) {
    problems.push(
      changed(
        "total",
        "total_changed",
        `Итого теперь ${formatRoubles(amounts.total)} вместо ${formatRoubles(confirmed.total)}`,
      ),
    );
  }
  return problems;
}
