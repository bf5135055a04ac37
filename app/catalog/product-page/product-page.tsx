import { useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import { useEffect } from "react";
import { rememberViewedInBrowser, viewBeaconPath } from "~/catalog/recently-viewed";
import type { SerializeFrom } from "@remix-run/node";
import { Breadcrumbs } from "~/catalog/listing/breadcrumbs";
import { MODAL_PARAM, ModalTrigger } from "~/components/modal";
import { Price } from "~/components/price";
import { BuyForm } from "~/catalog/product-card/buy-form";
import { ProductCard } from "~/catalog/product-card/product-card";
import { WishlistButton } from "~/catalog/product-card/wishlist-button";
import { PRODUCT_BUY_ANCHOR } from "~/catalog/product-card/return-to";
import { RecentlyViewed, RecentlyViewedPlaceholder } from "~/components/recently-viewed";
import { Streamed } from "~/components/streamed";
import { SectionBoundary } from "~/components/section-boundary";
import { offerState } from "~/domain/offers";
import { useRootData } from "~/hooks/use-root-data";
import { useStockCity } from "~/catalog/product-card/use-stock-city";
import type { productLoader } from "./product-page.server";
import { DeliveryEstimate, DeliveryEstimatePlaceholder } from "./delivery-estimate";
import { ProductGallery } from "./product-gallery";
import { ProductPhotosPage } from "./product-photos-page";
import { RelatedPlaceholder, RelatedStrip } from "./related-strip";
import { PreorderModal, SubscribeModal } from "./request-modals";
import { SizeTableModal } from "./size-table-modal";
import { outfitPath } from "~/domain/outfit-paths";
import { JsonLd } from "~/seo/json-ld";
import { useOwnFormAction } from "~/forms/form-action";
import { productJsonLd } from "./structured-data";

export type ProductPageData = SerializeFrom<typeof productLoader>;

export function ProductPage({ data }: { data: ProductPageData }) {
  const { detail, related, viewed, origin } = data;
  const { item } = detail;
  const storeName = useRootData()?.store.name ?? "";
  const city = useStockCity();
  const anySoldOut = item.sku.some((offer) => offerState(offer, city).soldOut);
  useEffect(() => rememberViewedInBrowser(item.id), [item.id]);
  // The hearts' target: the page's own action, for its heart and every card's.
  const formAction = useOwnFormAction();
  const photosOnly = new URLSearchParams(useLocation().search).get(MODAL_PARAM) === "photos";
  if (photosOnly) return <ProductPhotosPage item={item} />;

  return (
    <div className="product-page">
      <JsonLd data={productJsonLd(detail, origin, storeName, city, data.offerTerms)} />
      {/* Without JavaScript this records the view (a private answer: the page itself stays the same for every guest). */}
      <noscript>
        <img src={viewBeaconPath(item.id)} alt="" width={1} height={1} hidden />
      </noscript>
      <Breadcrumbs items={detail.breadcrumbs} current={{ name: item.name, link: item.link }} />

      <div className="product">
        <div className="product__gallery">
          <SectionBoundary name="product-gallery">
            <ProductGallery item={item} />
          </SectionBoundary>
          {item.sectionPromoName && <span className="card__promo">{item.sectionPromoName}</span>}
        </div>

        {/* Its forms come back here without JavaScript: on a phone the gallery fills the first screen. */}
        <div className="product__info" id={PRODUCT_BUY_ANCHOR}>
          <h1 className="product__name">{item.name}</h1>
          <p className="product__article">Артикул: {item.article}</p>
          <Price price={item.price} />
          <p className="product__color">
            Цвет:{" "}
            <span
              className="swatch swatch--inline"
              style={{ backgroundColor: item.color.colorHex }}
              aria-hidden="true"
            />{" "}
            {item.color.name}
          </p>
          {detail.colorVariants.length > 0 && (
            <ul className="product__variants" aria-label="Другие цвета">
              {detail.colorVariants.map((variant) => (
                <li key={variant.id}>
                  <Link to={variant.link} className="variant" title={variant.colorName}>
                    <span
                      className={/^#?f{3}(f{3})?$/i.test(variant.colorHex) ? "swatch swatch--bordered" : "swatch"}
                      style={{ backgroundColor: variant.colorHex }}
                    />
                    <span className="visually-hidden">Цвет: {variant.colorName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}

          <SectionBoundary name="product-buy">
            <BuyForm item={item} variant="page" anchor={PRODUCT_BUY_ANCHOR} />
          </SectionBoundary>
          <div className="product__links">
            {detail.sizeTable && (
              <ModalTrigger name="sizeTable" className="text-link">
                Таблица размеров
              </ModalTrigger>
            )}{" "}
            {anySoldOut && (
              <ModalTrigger name="productSubscribe" className="text-link">
                Нет вашего размера? Сообщить о поступлении
              </ModalTrigger>
            )}{" "}
            {anySoldOut && (
              <ModalTrigger name="productPreorder" className="text-link">
                Оформить предзаказ
              </ModalTrigger>
            )}
          </div>
          <WishlistButton
            productId={item.id}
            productName={item.name}
            action={formAction}
            className="product__wishlist"
            anchor={PRODUCT_BUY_ANCHOR}
            labelled
          />
          <Streamed data={data.estimate} placeholder={<DeliveryEstimatePlaceholder />}>
            {(estimate) => <DeliveryEstimate estimate={estimate} />}
          </Streamed>

          <section className="product__about" aria-labelledby="about-title">
            <h2 id="about-title" className="product__section-title">
              О товаре
            </h2>
            <p>{detail.description}</p>
            {detail.details.length > 0 && (
              <dl className="product__details">
                {detail.details.map((row) => (
                  <div key={row.name}>
                    <dt>{row.name}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </div>
      </div>

      {detail.suiteItems.length > 0 && (
        <section className="suite" aria-labelledby="suite-title">
          <div className="strip__head">
            <h2 id="suite-title" className="strip__title">
              Образ целиком
            </h2>
            {item.suite?.code && (
              <Link to={outfitPath(item.suite.code)} className="strip__more">
                Смотреть образ
              </Link>
            )}
          </div>
          <ul className="product-grid">
            {detail.suiteItems.map((suiteItem) => (
              <li key={suiteItem.id} className="product-grid__cell">
                <ProductCard item={suiteItem} formAction={formAction} place="suite" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <SectionBoundary name="related">
        <Streamed data={related} placeholder={<RelatedPlaceholder />}>
          {(items) => <RelatedStrip items={items} formAction={formAction} />}
        </Streamed>
      </SectionBoundary>
      <Streamed data={viewed} placeholder={<RecentlyViewedPlaceholder />}>
        {(items) => <RecentlyViewed items={items} />}
      </Streamed>

      {detail.sizeTable && <SizeTableModal table={detail.sizeTable} />}
      <SubscribeModal item={item} />
      <PreorderModal item={item} />
    </div>
  );
}
