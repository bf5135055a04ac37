import type { SerializeFrom } from "@remix-run/node";
import { Link } from "~/components/link";
import { pageHref } from "~/domain/paging";
import { Breadcrumbs } from "~/catalog/listing/breadcrumbs";
import { Pagination } from "~/components/pagination";
import type { outfitsLoader } from "./outfits.server";
import { OutfitCard } from "./outfit-card";
import { OUTFITS_PATH } from "~/domain/outfit-paths";

/** `/outfits/`: the looks, newest first, a page at a time. */
export function OutfitsPage({ data }: { data: SerializeFrom<typeof outfitsLoader> }) {
  const { items, pagination } = data;
  return (
    <div className="outfits">
      <Breadcrumbs items={[]} current={{ name: "Образы", link: OUTFITS_PATH }} />
      <h1 className="outfits__title">Образы</h1>
      {pagination.page === 1 && (
        <p className="outfits__intro">
          Готовые комплекты от стилистов LOVE STORE: вещи, которые хорошо смотрятся вместе. Откройте образ, выберите
          размер каждой вещи и добавьте в корзину всё сразу или только то, чего не хватает в вашем гардеробе.
        </p>
      )}
      {items.length > 0 ? (
        <ul className="outfits__grid" aria-label="Образы">
          {items.map((suite, index) => (
            <li key={suite.id}>
              <OutfitCard suite={suite} eager={index < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="outfits__empty">
          Стилисты готовят новые образы. А пока загляните в <Link to="/catalog/new/">новинки каталога</Link>.
        </p>
      )}
      <Pagination page={pagination.page} pages={pagination.pages} href={(n) => pageHref(OUTFITS_PATH, n)} />
    </div>
  );
}
