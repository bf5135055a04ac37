import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { userData } from "~/account/account-data.server";
import { CARD_FIELDS, cardRegisterSchema } from "~/account/card/card";
import { CardRegisterForm, type CardRegisterReply } from "~/account/card/register-form";
import { formatDate } from "~/domain/dates";
import { privateRedirect } from "~/http/cache.server";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamConfirmation, upstreamReply } from "~/forms/reply.server";
import { pageMeta } from "~/seo/meta";
import { getLoyalty, registerCard } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/card/register/`: the Love Card form; a user who has a card goes to it. */
export async function loader(args: LoaderFunctionArgs) {
  const {
    toasts,
    user,
    data: { card },
  } = await userData(args, (api) => getLoyalty(api));
  if (card) throw privateRedirect("/personal/card/");
  return dataWithToasts(
    {
      defaults: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        birthday: formatDate(user.birthDay),
      },
    },
    toasts,
  );
}

export async function action(args: ActionFunctionArgs) {
  const { api, toasts, form } = await readUserForm(args);
  const values = pickValues(form, CARD_FIELDS);
  const parsed = cardRegisterSchema().safeParse(form);
  if (!parsed.success) return reply(toasts, { ...fieldErrorsOf(parsed.error, CARD_FIELDS), values });

  const registered = await attempt(args.request, registerCard(api, parsed.data));
  if (!registered.ok) {
    // A second card (409) is the whole form's matter, with the way to the card.
    const taken = registered.error.status === 409;
    return upstreamReply(
      toasts,
      registered.error,
      taken ? [] : CARD_FIELDS,
      { values, registered: taken },
      { toast: false },
    );
  }
  return succeed(api, toasts, "/personal/card/", upstreamConfirmation(toasts) ?? "Карта Love Card оформлена");
}

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Оформление карты", location, matches });

export default function CardRegisterPage() {
  const { defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<CardRegisterReply>();
  return (
    <section className="account-page">
      <h1 className="account-page__title">Оформление карты Love Card</h1>
      <p>Заполните данные владельца карты. После оформления мы начислим 500 приветственных бонусов.</p>
      <CardRegisterForm defaults={defaults} reply={reply} />
    </section>
  );
}
