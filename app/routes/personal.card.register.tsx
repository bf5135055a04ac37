import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CARD_FIELDS, cardRegisterSchema } from "~/account/card/card";
import { CardRegisterForm, type CardRegisterState } from "~/account/card/register-form";
import { loginRedirect, requireUser } from "~/account/guard.server";
import { accountData, dropErrorToasts, successRedirect } from "~/account/orders/account-data.server";
import { fieldErrorsOf, formValues, upstreamFieldErrors } from "~/account/orders/form-state";
import { formatDate } from "~/domain/dates";
import { pageMeta } from "~/seo/meta";
import { UpstreamError } from "~/upstream/client.server";
import { getLoyalty, registerCard } from "~/upstream/orders.server";

/** `/personal/card/register/`: the Love Card form; a user who has a card goes to it. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user } = await requireUser(args);
  const { card } = await accountData(args.request, getLoyalty(api), []);
  if (card) throw redirect("/personal/card/", { status: 302 });
  return api.json({
    defaults: { firstName: user.firstName, lastName: user.lastName, email: user.email, birthday: formatDate(user.birthDay) },
  });
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await requireUser(args);
  const form = await args.request.formData();
  const values = formValues(form, CARD_FIELDS);
  const reply = (state: CardRegisterState, status: number) => api.json(state, { status });

  const parsed = cardRegisterSchema().safeParse(Object.fromEntries(form));
  if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error, CARD_FIELDS), values }, 400);

  try {
    await registerCard(api, parsed.data);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401) throw loginRedirect(args.request);
    const fieldErrors =
      error.status === 409
        ? { form: error.message || "Карта уже оформлена" }
        : upstreamFieldErrors(error.errors, CARD_FIELDS, error.message);
    dropErrorToasts(api, Object.values(fieldErrors));
    return reply({ fieldErrors, values, registered: error.status === 409 }, error.status === 409 ? 409 : error.status >= 500 ? 502 : 400);
  }
  return successRedirect(api, "/personal/card/", "Карта Love Card оформлена");
}

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Оформление карты", location, matches });

export default function CardRegisterPage() {
  const { defaults } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return (
    <section className="account-page">
      <h1 className="account-page__title">Оформление карты Love Card</h1>
      <p>Заполните данные владельца карты. После оформления мы начислим 500 приветственных бонусов.</p>
      <CardRegisterForm defaults={defaults} state={state} />
    </section>
  );
}
