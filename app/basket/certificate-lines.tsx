import { useFetcher, useFetchers, useNavigation } from "@remix-run/react";
import { resolveImageUrl } from "~/domain/images";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { useImageOptions } from "~/hooks/use-image-options";
import type { BasketCertificate } from "~/contract/gift-certificates";
import { BASKET_INTENT, BASKET_PAGE, BASKET_ROUTE } from "./basket-form";
import { isCertificateRemoval } from "./basket-lines";

/** The gift certificates of the basket on /order/, one line each, with «Удалить» (a form posting to `/basket/`). */
export function CertificateLines({ lines }: { lines: BasketCertificate[] }) {
  return (
    <section className="basket__group" aria-labelledby="basket-certificates">
      <h3 id="basket-certificates" className="basket__subtitle">
        Подарочные сертификаты
      </h3>
      <ul className="basket__lines basket__lines--certificates" aria-label="Подарочные сертификаты в корзине">
        {lines.map((line) => (
          <CertificateLine key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

/** A removal of this line under way: from any fetcher, or from a plain navigation submitting its form. */
function useRemoving(lineId: number): boolean {
  const navigation = useNavigation();
  return (
    useFetchers().some((fetcher) => isCertificateRemoval(fetcher.formData, lineId)) ||
    isCertificateRemoval(navigation.formData, lineId)
  );
}

function CertificateLine({ line }: { line: BasketCertificate }) {
  const imageOptions = useImageOptions();
  const fetcher = useFetcher();
  const removing = useRemoving(line.id);
  const nameId = `basket-certificate-${line.id}`;
  return (
    <li
      className={`basket-line basket-line--certificate${removing ? " basket-line--leaving" : ""}`}
      aria-labelledby={nameId}
      aria-busy={removing || undefined}
    >
      <span className="basket-line__image">
        <img
          src={resolveImageUrl(line.design.image, imageOptions)}
          alt=""
          width={96}
          height={60}
          loading="lazy"
          decoding="async"
        />
      </span>
      <div className="basket-line__info">
        <p id={nameId} className="basket-line__name">
          {line.name}
        </p>
        <dl className="basket-line__props">
          <div>
            <dt>Дизайн</dt>
            <dd>{line.design.name}</dd>
          </div>
          {line.recipient && (
            <div>
              <dt>Получатель</dt>
              <dd>
                {line.recipient.name}, {line.recipient.email}
              </dd>
            </div>
          )}
          {line.senderName && (
            <div>
              <dt>От кого</dt>
              <dd>{line.senderName}</dd>
            </div>
          )}
        </dl>
        {line.message && <p className="basket-line__message">{line.message}</p>}
      </div>
      <p className="basket-line__sum">
        <span className="visually-hidden">Номинал:</span>
        <span className="basket-line__sum-value">{line.nominal.format}</span>
      </p>
      <div className="basket-line__actions">
        <fetcher.Form method="post" action={BASKET_ROUTE} className="basket-line__form" preventScrollReset>
          <input type="hidden" name="intent" value={BASKET_INTENT.removeCertificate} />
          <input type="hidden" name="lineId" value={line.id} />
          <input type="hidden" name="redirectTo" value={BASKET_PAGE} />
          <ViaFetcherField />
          <button
            type="submit"
            className="link-button basket-line__action"
            aria-label={`Удалить: ${line.name}, ${line.nominal.format}`}
            disabled={removing}
          >
            Удалить
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
