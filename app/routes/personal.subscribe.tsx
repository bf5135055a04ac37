import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { userData } from "~/account/account-data.server";
import { NewsletterForm, SUBSCRIBE_PATH } from "~/account/subscribe/newsletter-form";
import { StockSubscriptions } from "~/account/subscribe/stock-subscriptions";
import { NEWSLETTER_FIELDS, SubscribeActionSchema } from "~/account/subscribe/subscribe-schema";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamReply } from "~/forms/reply.server";
import { pageMeta } from "~/seo/meta";
import { getSubscriptions, unsubscribeProduct, updateNewsletters } from "~/upstream-client/account.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Мои подписки", location, matches });

export async function loader(args: LoaderFunctionArgs) {
  const { toasts, data: subscriptions } = await userData(args, (api) => getSubscriptions(api));
  return dataWithToasts({ subscriptions }, toasts);
}

/** Newsletter flags (`PATCH /api/user/subscriptions`) or one size subscription less (`DELETE …/products/{id}`). */
export async function action(args: ActionFunctionArgs) {
  const { api, toasts, form } = await readUserForm(args);
  const intent = form.intent ?? "";
  const parsed = SubscribeActionSchema.safeParse(form);
  if (!parsed.success) {
    const values = intent === "newsletters" ? pickValues(form, NEWSLETTER_FIELDS) : undefined;
    return reply(toasts, { intent, ...fieldErrorsOf(parsed.error, NEWSLETTER_FIELDS), values });
  }
  const input = parsed.data;

  if (input.intent === "newsletters") {
    const saved = await attempt(args.request, updateNewsletters(api, { email: input.email, sms: input.sms }));
    // E-mail on without an e-mail in the profile: the upstream's message goes next to the box.
    if (!saved.ok)
      return upstreamReply(toasts, saved.error, NEWSLETTER_FIELDS, {
        intent,
        values: pickValues(form, NEWSLETTER_FIELDS),
      });
    return succeed(api, toasts, SUBSCRIBE_PATH, "Настройки рассылок сохранены");
  }
  const removed = await attempt(args.request, unsubscribeProduct(api, input.id));
  if (!removed.ok) return upstreamReply(toasts, removed.error, [], { intent });
  return succeed(api, toasts, SUBSCRIBE_PATH, "Подписка на поступление отменена");
}

export default function SubscribePage() {
  const { subscriptions } = useLoaderData<typeof loader>();
  return (
    <section className="account-page" aria-labelledby="subscribe-title">
      <h1 id="subscribe-title">Мои подписки</h1>
      <NewsletterForm subscriptions={subscriptions} />
      <section className="account-section" aria-labelledby="stock-title">
        <h2 id="stock-title">Сообщить о поступлении</h2>
        <StockSubscriptions products={subscriptions.products} />
      </section>
    </section>
  );
}
