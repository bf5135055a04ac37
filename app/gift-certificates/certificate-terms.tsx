import { Link } from "~/components/link";
import type { CertificateKind } from "~/contract/gift-certificates";
import { countOf } from "~/domain/plural";

const MONTHS: [string, string, string] = ["месяц", "месяца", "месяцев"];

/** How a certificate works: validity (the upstream's), delivery by kind, where it pays, and what it never does. */
export function CertificateTerms({ kind, validityMonths }: { kind: CertificateKind; validityMonths: number }) {
  return (
    <section className="certificate-terms" aria-labelledby="certificate-terms-title">
      <h2 id="certificate-terms-title" className="certificate-terms__title">
        Условия
      </h2>
      <ul className="certificate-terms__list">
        <li>Срок действия — {countOf(validityMonths, MONTHS)} со дня оплаты заказа.</li>
        {kind === "digital" ? (
          <li>
            Сертификат с номером и кодом активации придёт на e-mail получателя сразу после оплаты. Доставка не нужна.
          </li>
        ) : (
          <li>
            Карта в фирменном конверте приедет вместе с заказом — курьером, в пункт выдачи или в магазин. Номер и код —
            на обороте под защитным слоем; сертификат действует с момента оплаты заказа.
          </li>
        )}
        <li>
          Сертификатом можно оплатить покупки в магазинах LOVE STORE и на сайте: при оформлении заказа введите его номер
          и код или заранее{" "}
          <Link to="/personal/certificates/activation/" className="text-link">
            активируйте его в личном кабинете
          </Link>
          .
        </li>
        <li>Сертификат можно тратить частями: остаток сохраняется до конца срока действия.</li>
        <li>Сертификат не обменивается на деньги, остаток не возвращается.</li>
        <li>
          Сертификат оплачивается онлайн — картой или через СБП. Купоны и бонусы Love Card на покупку сертификатов не
          действуют, бонусы за них не начисляются; оплатить сертификат другим сертификатом нельзя.
        </li>
      </ul>
    </section>
  );
}
