import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { userData } from "~/account/account-data.server";
import { CardInvitation, CardSummary } from "~/account/card/card-view";
import { pageMeta } from "~/seo/meta";
import { getLoyalty } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/card/`: the Love Card, or an invitation to register one. */
export async function loader(args: LoaderFunctionArgs) {
  const {
    toasts,
    data: { card },
  } = await userData(args, (api) => getLoyalty(api));
  return dataWithToasts({ card }, toasts);
}

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Love Card", location, matches });

export default function CardPage() {
  const { card } = useLoaderData<typeof loader>();
  return (
    <section className="account-page">
      <h1 className="account-page__title">Love Card</h1>
      {card ? <CardSummary card={card} /> : <CardInvitation />}
    </section>
  );
}
