import type { CertificateKind } from "~/contract/gift-certificates";
import type { CertificateKindOptions, CertificateOptions } from "~/contract/gift-certificates";
import { CertificateForm } from "./certificate-form-view";
import { CertificateTerms } from "./certificate-terms";
import { KindTabs } from "./kind-tabs";

type Props = {
  kind: CertificateKindOptions;
  kinds: { kind: CertificateKind; name: string }[];
  validityMonths: number;
  limits: CertificateOptions["limits"];
};

/** `/certificate/{kind}/`: the tabs between the kinds, the form with its preview, and the terms. */
export function CertificatePage({ kind, kinds, validityMonths, limits }: Props) {
  return (
    <article className="certificate-page" aria-labelledby="certificate-title">
      <header className="certificate-page__head">
        <h1 id="certificate-title" className="certificate-page__title">
          {kind.name}
        </h1>
        <KindTabs kinds={kinds} current={kind.kind} />
        <p className="certificate-page__lead">{kind.description}</p>
      </header>
      <CertificateForm key={kind.kind} kind={kind} limits={limits} />
      <CertificateTerms kind={kind.kind} validityMonths={validityMonths} />
    </article>
  );
}
