import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { userData } from "~/account/account-data.server";
import { bonusCount } from "~/account/card/card";
import { VisitsTable } from "~/account/recycling/visits-table";
import { pageMeta } from "~/seo/meta";
import { getRecycling } from "~/upstream-client/account.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Мой LOVE 2.0", location, matches });

export async function loader(args: LoaderFunctionArgs) {
  const { toasts, data: recycling } = await userData(args, (api) => getRecycling(api));
  return dataWithToasts({ recycling }, toasts);
}

/** `/personal/recycling/` (My LOVE 2.0): bonuses for clothes handed in for recycling, visit by visit. */
export default function RecyclingPage() {
  const { recycling } = useLoaderData<typeof loader>();
  return (
    <section className="account-page" aria-labelledby="recycling-title">
      <h1 id="recycling-title">Мой LOVE 2.0</h1>
      {recycling.items.length === 0 ? (
        <div className="account-empty">
          <p>
            Вы ещё не сдавали вещи на переработку. Принесите ненужную одежду в магазин LOVE STORE — мы передадим её на
            переработку и начислим бонусы на карту Love Card.
          </p>
          <Link to="/initiatives/recycling/" className="button">
            Подробнее о LOVE 2.0
          </Link>
        </div>
      ) : (
        <>
          <p className="account-total">
            Всего начислено: <strong>{bonusCount(recycling.totalBonuses)}</strong>
          </p>
          <VisitsTable items={recycling.items} />
          <p>
            <Link to="/initiatives/recycling/" className="text-link">
              Как работает LOVE 2.0
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
