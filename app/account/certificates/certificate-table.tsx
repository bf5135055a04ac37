import { AccountTable, RowHeaderLink } from "~/account/account-table";
import { formatDate } from "~/domain/dates";
import type { Certificate } from "~/contract/account";
import { CERTIFICATE_STATUS, CERTIFICATE_TYPE, certificateHref } from "./certificates";

/** Certificates as a table; the completed list adds the status column. */
export function CertificateTable({
  items,
  caption,
  withStatus = false,
}: {
  items: Certificate[];
  caption: string;
  withStatus?: boolean;
}) {
  const validity = withStatus ? "Срок действия" : "Действует до";
  return (
    <AccountTable
      className="certificate-table"
      caption={caption}
      columns={["Номер", "Тип", "Остаток", validity, ...(withStatus ? ["Статус"] : [])]}
    >
      {items.map((certificate) => (
        <tr key={certificate.number}>
          <RowHeaderLink
            to={certificateHref(certificate.number)}
            label="Номер"
            className="text-link certificate-table__number"
          >
            {certificate.number}
          </RowHeaderLink>
          <td data-label="Тип">{CERTIFICATE_TYPE[certificate.type]}</td>
          <td data-label="Остаток" className="account-table__money">
            {certificate.balance.format} из {certificate.amount.format}
          </td>
          <td data-label={validity}>
            <time dateTime={certificate.expiresAt}>{formatDate(certificate.expiresAt)}</time>
          </td>
          {withStatus && (
            <td data-label="Статус">
              <CertificateStatus status={certificate.status} />
            </td>
          )}
        </tr>
      ))}
    </AccountTable>
  );
}

/** 'Активен', 'Использован', 'Срок истёк' with the status's colour. */
export function CertificateStatus({ status }: { status: Certificate["status"] }) {
  return <span className={`certificate-status certificate-status--${status}`}>{CERTIFICATE_STATUS[status]}</span>;
}
