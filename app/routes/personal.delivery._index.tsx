import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { userData } from "~/account/account-data.server";
import { addressCities } from "~/account/delivery/address-cities.server";
import { AddressForm } from "~/account/delivery/address-form";
import { AddressItem, DELIVERY_PATH } from "~/account/delivery/address-item";
import { AddressUndoRow, DELIVERY_TITLE_ID } from "~/account/delivery/address-undo-row";
import {
  restoreAddress,
  sealBeforeDelete,
  undoCookieOf,
  undoOnDeliveryPage,
} from "~/account/delivery/address-undo.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { ADDRESS_FIELDS, AddressListActionSchema } from "~/account/delivery/address-schema";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamReply } from "~/forms/reply.server";
import { pageMeta } from "~/seo/meta";
import { createAddress, deleteAddress, getAddresses, updateAddress } from "~/upstream-client/account.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Адреса доставки", location, matches });

/** Most addresses the upstream keeps. */
const MAX_ADDRESSES = 10;

export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts, data: addresses } = await userData(args, (api) => getAddresses(api));
  // «Вернуть» after a deletion.
  const { undo, headers } = await undoOnDeliveryPage(args.request, api);
  return dataWithToasts({ addresses, cities: await addressCities(api, args.request), undo }, toasts, { headers });
}

/**
 * Add an address (`POST /api/user/addresses`), delete one (its «Вернуть» row follows), make one the default
 * (`PATCH … isDefault`), or bring a deleted one back.
 */
export async function action(args: ActionFunctionArgs) {
  const { api, toasts, form } = await readUserForm(args);
  const intent = form.intent ?? "";
  const parsed = AddressListActionSchema.safeParse(form);
  if (!parsed.success) {
    const values = intent === "add" ? pickValues(form, ADDRESS_FIELDS) : undefined;
    return reply(toasts, { intent, ...fieldErrorsOf(parsed.error, ADDRESS_FIELDS), values });
  }
  const input = parsed.data;

  if (input.intent === "add") {
    const { intent: _, ...address } = input;
    const created = await attempt(args.request, createAddress(api, address));
    if (!created.ok)
      return upstreamReply(toasts, created.error, ADDRESS_FIELDS, { intent, values: pickValues(form, ADDRESS_FIELDS) });
    return succeed(api, toasts, DELIVERY_PATH, "Адрес сохранён");
  }
  if (input.intent === "restore")
    return restoreAddress({ api, toasts, request: args.request, viaFetcher: isViaFetcher(form) }, input.undo);
  if (input.intent === "delete") {
    const seal = await sealBeforeDelete(api, input.id);
    const deleted = await attempt(args.request, deleteAddress(api, input.id));
    if (!deleted.ok) return upstreamReply(toasts, deleted.error, [], { intent });
    return succeed(api, toasts, DELIVERY_PATH, "Адрес удалён", { headers: await undoCookieOf(seal) });
  }
  const updated = await attempt(args.request, updateAddress(api, input.id, { isDefault: true }));
  if (!updated.ok) return upstreamReply(toasts, updated.error, [], { intent });
  return succeed(api, toasts, DELIVERY_PATH, "Основной адрес изменён");
}

export default function DeliveryPage() {
  const { addresses, cities, undo } = useLoaderData<typeof loader>();
  const items = addresses.map((address) => <AddressItem key={address.id} address={address} />);
  if (undo) items.splice(Math.min(undo.at, items.length), 0, <AddressUndoRow key="undo" undo={undo} />);
  return (
    <section className="account-page" aria-labelledby={DELIVERY_TITLE_ID}>
      <h1 id={DELIVERY_TITLE_ID} tabIndex={-1}>
        Адреса доставки
      </h1>
      {addresses.length === 0 && (
        <p className="account-empty">
          У вас пока нет сохранённых адресов. Добавьте адрес — и при оформлении заказа его не придётся вводить заново.
        </p>
      )}
      {items.length > 0 && (
        <ul className="address-list" aria-label="Сохранённые адреса">
          {items}
        </ul>
      )}
      <section className="account-section" aria-labelledby="address-add-title">
        <h2 id="address-add-title">Новый адрес</h2>
        {addresses.length >= MAX_ADDRESSES ? (
          <p className="account-empty">
            Можно сохранить не больше {MAX_ADDRESSES} адресов. Удалите ненужный, чтобы добавить новый.
          </p>
        ) : (
          // A fresh form after every change of the list: a saved address does not stay in the fields.
          <AddressForm
            key={addresses.map((a) => a.id).join(",")}
            action={DELIVERY_PATH}
            intent="add"
            submitLabel="Добавить адрес"
            idPrefix="address-new"
            cities={cities}
          />
        )}
      </section>
    </section>
  );
}
