import { resolveImageUrl } from "~/domain/images";
import { Choice } from "~/forms/field";
import { useImageOptions } from "~/hooks/use-image-options";
import type { CertificateDesign } from "~/contract/gift-certificates";

/** The designs as radio cards: the card's picture above its name. */
export function DesignChoice({
  designs,
  chosen,
  error,
}: {
  designs: CertificateDesign[];
  chosen: string;
  error?: string;
}) {
  const imageOptions = useImageOptions();
  return (
    <Choice id="design" legend="Дизайн" error={error}>
      <div className="design-choice">
        {designs.map((design) => (
          <label key={design.id} className="design-card">
            <img
              src={resolveImageUrl(design.image, imageOptions)}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              className="design-card__image"
            />
            <span className="design-card__name">
              <input type="radio" name="design" value={design.id} defaultChecked={String(design.id) === chosen} />
              {design.name}
            </span>
          </label>
        ))}
      </div>
    </Choice>
  );
}
