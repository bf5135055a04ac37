import { resolveImageUrl } from "~/domain/images";
import { formatRub } from "~/domain/money";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CertificateKindOptions } from "~/contract/gift-certificates";
import { CUSTOM_NOMINAL, parseNominal } from "./certificate-form";

/** What the form says so far, as the preview reads it (field name → value). */
export type PreviewFields = Partial<
  Record<"design" | "nominal" | "customNominal" | "recipientName" | "senderName" | "message", string>
>;

/**
 * The card as it will look (the chosen design with the nominal on it) and, for a digital certificate, the letter the
 * recipient gets. It follows the form as the shopper types (JavaScript on), and shows the submitted choice without.
 */
export function CertificatePreview({ kind, fields }: { kind: CertificateKindOptions; fields: PreviewFields }) {
  const imageOptions = useImageOptions();
  const design = kind.designs.find((entry) => String(entry.id) === fields.design) ?? kind.designs[0];
  const amount = parseNominal(
    fields.nominal === CUSTOM_NOMINAL ? (fields.customNominal ?? "") : (fields.nominal ?? ""),
  );
  const nominal = Number.isFinite(amount) && amount > 0 ? formatRub(amount) : "—";
  return (
    <figure className="certificate-preview">
      <div className="certificate-preview__card">
        {design && (
          <img
            src={resolveImageUrl(design.image, imageOptions)}
            alt=""
            width={640}
            height={400}
            className="certificate-preview__image"
          />
        )}
        <span className="certificate-preview__nominal">{nominal}</span>
      </div>
      {kind.kind === "digital" && (
        <div className="certificate-preview__letter">
          <p>
            <span className="certificate-preview__label">Кому:</span> {fields.recipientName?.trim() || "имя получателя"}
          </p>
          {fields.message?.trim() && <p className="certificate-preview__message">{fields.message.trim()}</p>}
          {fields.senderName?.trim() && (
            <p>
              <span className="certificate-preview__label">От:</span> {fields.senderName.trim()}
            </p>
          )}
        </div>
      )}
      <figcaption className="certificate-preview__caption">
        {kind.kind === "digital" ? "Так выглядят сертификат и письмо получателю" : "Так выглядит карта сертификата"}
        {design ? ` · дизайн «${design.name}», ${nominal}` : ""}
      </figcaption>
    </figure>
  );
}
