import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { userData } from "~/account/account-data.server";
import { BackLink } from "~/account/back-link";
import { requireUser } from "~/account/guard.server";
import { toCardItem } from "~/domain/card-item";
import { shopperCity } from "~/cookies.server";
import { shopperLocation } from "~/location/shopper-city.server";
import { ProductGrid } from "~/catalog/product-grid";
import { action as productAction } from "~/catalog/product-requests.server";
import { productCount } from "~/domain/plural";
import type { PersonalHandle } from "~/routes/personal";
import { pageMeta } from "~/seo/meta";
import { getWishlistProducts } from "~/upstream-client/account.server";
import catalogStyles from "~/styles/catalog.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

/** Spec §2: the wishlist takes the full width (no account menu). */
export const handle: PersonalHandle = { layout: "default", fullWidth: true };

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Избранное", location, matches });

/** The wished products in the wishlist's order, as product cards. */
export async function loader(args: LoaderFunctionArgs) {
  const { data, toasts } = await userData(args, (api) =>
    Promise.all([getWishlistProducts(api, shopperCity(args.request)), shopperLocation(api, args.request)]),
  );
  const [items, { city }] = data;
  return dataWithToasts({ items: items.map((item) => toCardItem(item, city)) }, toasts);
}

/** The cards' wishlist hearts post here (the basket has its own route), for the logged-in user only like the page. */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return productAction(args);
}

export default function WishlistPage() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section className="account-page account-page--wide" aria-labelledby="wishlist-title">
      <div className="account-page__head">
        <h1 id="wishlist-title">Избранное</h1>
        {items.length > 0 && <p className="account-page__count">{productCount(items.length)}</p>}
      </div>
      {items.length === 0 ? (
        <div className="account-empty">
          <p>В избранном пока ничего нет. Нажмите на сердечко на карточке товара, чтобы сохранить его здесь.</p>
          <Link to="/catalog/new/" className="button">
            Смотреть новинки
          </Link>
        </div>
      ) : (
        <ProductGrid items={items} label="Избранные товары" heading unwishedLeave />
      )}
      <BackLink to="/personal/" className="account-back">
        В личный кабинет
      </BackLink>
    </section>
  );
}
