import { resolveImageUrl } from "~/domain/images";
import { useImageOptions } from "~/hooks/use-image-options";
import type { OrderCertificate } from "~/contract/gift-certificates";

/** Where a bought certificate is: sent (or to be sent) to its recipient, or travelling with the order. */
export function certificateState(certificate: Pick<OrderCertificate, "issued" | "recipient">): string {
  if (certificate.recipient) {
    return certificate.issued
      ? `Отправлен на ${certificate.recipient.email}`
      : `Придёт на ${certificate.recipient.email} сразу после оплаты`;
  }
  return certificate.issued
    ? "Активирован, приедет вместе с заказом"
    : "Будет активирован после оплаты и приедет вместе с заказом";
}

/** The gift certificates of an order as items of a `confirm-items` list (the thank-you page, the account's order page). */
export function OrderCertificateItems({ certificates }: { certificates: OrderCertificate[] }) {
  const imageOptions = useImageOptions();
  return (
    <>
      {certificates.map((certificate, index) => (
        <li key={index} className="confirm-item confirm-item--certificate">
          <img
            src={resolveImageUrl(certificate.design.image, imageOptions)}
            alt=""
            width={64}
            height={40}
            loading="lazy"
            decoding="async"
            className="confirm-item__image"
          />
          <div className="confirm-item__info">
            <span>{certificate.name}</span>
            <span className="confirm-item__meta">
              Дизайн «{certificate.design.name}»{certificate.recipient ? ` · для ${certificate.recipient.name}` : ""}
            </span>
            <span className="confirm-item__meta">{certificateState(certificate)}</span>
          </div>
          <span className="confirm-item__sum">{certificate.nominal.format}</span>
        </li>
      ))}
    </>
  );
}
