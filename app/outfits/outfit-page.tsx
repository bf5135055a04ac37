import type { MetaArgs, SerializeFrom } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { Breadcrumbs } from "~/catalog/listing/breadcrumbs";
import { ProductGrid } from "~/catalog/product-grid";
import { MODAL_PARAM } from "~/components/modal";
import { SectionBoundary } from "~/components/section-boundary";
import { formatRub } from "~/domain/money";
import { productCount } from "~/domain/plural";
import { pageMeta } from "~/seo/meta";
import { OutfitGallery } from "./outfit-gallery";
import { OutfitPhotosPage } from "./outfit-photos";
import { OUTFITS_PATH } from "~/domain/outfit-paths";
import type { suiteLoader } from "./outfits.server";

type OutfitPageData = SerializeFrom<typeof suiteLoader>;

/** Title and description of the look; the cover is its social picture. */
export function outfitMeta({
  data,
  location,
  matches,
}: Pick<MetaArgs, "location" | "matches"> & { data: OutfitPageData | undefined }) {
  if (!data) return [];
  const { suite } = data;
  return pageMeta({
    title: `Образ «${suite.name}»`,
    description: suite.description,
    location,
    matches,
    image: { ...suite.share, alt: `Образ «${suite.name}»` },
  });
}

/**
 * `/suite/{code}/` in the 'new' layout: the look's pictures beside its name, description and price, then its
 * products as product cards — each with its own size picker and 'В корзину' (the one buy form of the shop). With
 * `?modal=photos` it is the look's photos' page (what the look's picture opens without JavaScript).
 */
export function OutfitPage({ data }: { data: OutfitPageData }) {
  const { suite } = data;
  const photosOnly = new URLSearchParams(useLocation().search).get(MODAL_PARAM) === "photos";
  if (photosOnly) return <OutfitPhotosPage look={suite} />;
  const total = suite.items.reduce((sum, item) => sum + item.price.discountValue, 0);
  return (
    <div className="outfit">
      <Breadcrumbs items={[{ name: "Образы", link: OUTFITS_PATH }]} current={{ name: suite.name, link: suite.link }} />
      <div className="outfit__hero">
        <div className="outfit__gallery">
          <SectionBoundary name="outfit-gallery">
            <OutfitGallery suite={suite} />
          </SectionBoundary>
        </div>
        <div className="outfit__info">
          <p className="outfit__kicker">Образ</p>
          <h1 className="outfit__name">{suite.name}</h1>
          <p className="outfit__description">{suite.description}</p>
          <p className="outfit__summary">
            {productCount(suite.items.length)} на {formatRub(total)}
          </p>
          <a href="#outfit-items" className="button outfit__choose">
            Выбрать размеры
          </a>
        </div>
      </div>
      <section id="outfit-items" className="outfit__items" aria-labelledby="outfit-items-title">
        <h2 id="outfit-items-title" className="strip__title">
          Вещи образа
        </h2>
        <ProductGrid items={suite.items} label={`Вещи образа «${suite.name}»`} />
      </section>
    </div>
  );
}
