import { Link } from "@remix-run/react";
import { formatDate } from "~/domain/dates";
import type { Certificate } from "~/upstream/schemas/account";
import { CERTIFICATE_STATUS, CERTIFICATE_TYPE, certificateHref } from "./certificates";

/** Certificates as a table; the completed list adds the status column. */
export function CertificateTable({ items, caption, withStatus = false }: { items: Certificate[]; caption: string; withStatus?: boolean }) {
  return (
    <table className="account-table certificate-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Номер</th>
          <th scope="col">Тип</th>
          <th scope="col">Остаток</th>
          <th scope="col">{withStatus ? "Срок действия" : "Действует до"}</th>
          {withStatus && <th scope="col">Статус</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((certificate) => (
          <tr key={certificate.number}>
            <th scope="row" data-label="Номер">
              <Link to={certificateHref(certificate.number)} className="text-link certificate-table__number">
                {certificate.number}
              </Link>
            </th>
            <td data-label="Тип">{CERTIFICATE_TYPE[certificate.type]}</td>
            <td data-label="Остаток" className="account-table__money">
              {certificate.balance.format} из {certificate.amount.format}
            </td>
            <td data-label={withStatus ? "Срок действия" : "Действует до"}>
              <time dateTime={certificate.expiresAt}>{formatDate(certificate.expiresAt)}</time>
            </td>
            {withStatus && (
              <td data-label="Статус">
                <span className={`certificate-status certificate-status--${certificate.status}`}>{CERTIFICATE_STATUS[certificate.status]}</span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
