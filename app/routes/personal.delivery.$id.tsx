import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { accountData } from "~/account/account-data.server";
import { BackLink } from "~/account/back-link";
import { addressCities } from "~/account/delivery/address-cities.server";
import { AddressForm } from "~/account/delivery/address-form";
import { DELIVERY_PATH } from "~/account/delivery/address-item";
import { ADDRESS_FIELDS, AddressEditActionSchema } from "~/account/delivery/address-schema";
import { addressLine } from "~/account/delivery/address-text";
import { sealBeforeDelete, undoCookieOf } from "~/account/delivery/address-undo.server";
import { requireUser } from "~/account/guard.server";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamReply } from "~/forms/reply.server";
import { isSending, SubmitButton } from "~/forms/submit-button";
import { pageMeta } from "~/seo/meta";
import { deleteAddress, getAddresses, updateAddress } from "~/upstream-client/account.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Редактирование адреса", location, matches });

const notFound = () =>
  json({ message: "Адрес не найден" }, { status: 404, headers: { "Cache-Control": "private, no-store" } });

/** The address id of the URL; anything but a positive integer is no address at all. */
function addressId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  return Number(param);
}

/** `/personal/delivery/{id}/`: one of the user's addresses (another user's or an unknown id → 404). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const id = addressId(args.params.id);
  const [addresses, cities] = await Promise.all([
    accountData(args.request, getAddresses(api), []),
    addressCities(api, args.request),
  ]);
  const address = addresses.find((a) => a.id === id);
  if (!address) throw notFound();
  return dataWithToasts({ address, cities }, toasts);
}

/** Save (`PATCH /api/user/addresses/{id}`) or delete the address; both return to the list. */
export async function action(args: ActionFunctionArgs) {
  const { api, toasts, form } = await readUserForm(args);
  const id = addressId(args.params.id);
  const intent = form.intent ?? "";
  const parsed = AddressEditActionSchema.safeParse(form);
  if (!parsed.success)
    return reply(toasts, {
      intent,
      ...fieldErrorsOf(parsed.error, ADDRESS_FIELDS),
      values: pickValues(form, ADDRESS_FIELDS),
    });
  const input = parsed.data;

  if (input.intent === "delete") {
    const seal = await sealBeforeDelete(api, id);
    const deleted = await attempt(args.request, deleteAddress(api, id));
    if (!deleted.ok) {
      if (deleted.error.status === 404) throw notFound();
      return upstreamReply(toasts, deleted.error, [], { intent });
    }
    // The list shows «Вернуть» in the address's place, as after a deletion from the list itself.
    return succeed(api, toasts, DELIVERY_PATH, "Адрес удалён", { headers: await undoCookieOf(seal) });
  }
  const { intent: _, ...address } = input;
  const saved = await attempt(args.request, updateAddress(api, id, address));
  if (!saved.ok) {
    if (saved.error.status === 404) throw notFound();
    return upstreamReply(toasts, saved.error, ADDRESS_FIELDS, { intent, values: pickValues(form, ADDRESS_FIELDS) });
  }
  return succeed(api, toasts, DELIVERY_PATH, "Адрес сохранён");
}

export default function AddressEditPage() {
  const { address, cities } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const path = `${DELIVERY_PATH}${address.id}/`;
  const deleting =
    isSending(navigation) && navigation.formAction === path && navigation.formData?.get("intent") === "delete";
  return (
    <section className="account-page" aria-labelledby="address-edit-title">
      <BackLink to={DELIVERY_PATH} className="account-back">
        Все адреса
      </BackLink>
      <h1 id="address-edit-title">Редактирование адреса</h1>
      <p className="account-lead">{addressLine(address)}</p>
      <AddressForm
        key={address.id}
        action={path}
        intent="save"
        submitLabel="Сохранить"
        address={address}
        idPrefix="address-edit"
        cities={cities}
      />
      <Form method="post" action={path} className="account-danger">
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton busy={deleting} busyLabel="Удаляем…" className="button button--ghost">
          Удалить адрес
        </SubmitButton>
      </Form>
    </section>
  );
}
