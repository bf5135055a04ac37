import { Link } from "~/components/link";
import { CERTIFICATE_TYPE } from "~/account/certificates/certificates";
import type { CertificateKind } from "~/contract/gift-certificates";

export const certificateHref = (kind: CertificateKind) => `/certificate/${kind}/`;

/** «Электронный» | «Пластиковый»: plain links between the two pages (no script needed), the current one marked. */
export function KindTabs({ kinds, current }: { kinds: { kind: CertificateKind }[]; current: CertificateKind }) {
  return (
    <nav className="kind-tabs" aria-label="Вид сертификата">
      <ul className="kind-tabs__list">
        {kinds.map(({ kind }) => (
          <li key={kind}>
            <Link
              to={certificateHref(kind)}
              className="kind-tabs__tab"
              aria-current={kind === current ? "page" : undefined}
            >
              {CERTIFICATE_TYPE[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
