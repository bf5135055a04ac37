import { useActionData, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { INTENT, type ProductActionData } from "~/catalog/product-forms";
import { ariaFor, Field, FormError } from "~/forms/field";
import { useOwnFormAction } from "~/forms/form-action";
import { PhoneField } from "~/forms/masked-field";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { useRootData } from "~/hooks/use-root-data";
import type { CatalogItem } from "~/contract/catalog";

type Kind = "subscribe" | "preorder";
type Errors = NonNullable<ProductActionData["fieldErrors"]>;
type Values = NonNullable<ProductActionData["values"]>;

type RequestFormProps = {
  kind: Kind;
  item: CatalogItem;
  lead: string;
  submitLabel: string;
  /** The sizes to choose from. */
  offers: CatalogItem["sku"];
  /** Shown instead of the form when there is no size to choose. */
  noOffers?: string;
  /** The fields after the size, given this form's messages and the values to show (typed, or the shopper's own). */
  fields: (errors: Errors, values: Values) => ReactNode;
};

/**
 * A product request in its modal ('Сообщить о поступлении', 'Предзаказ', `request-modals.tsx`): a form that works
 * without JavaScript (a full page post; the page shows its result) and with it through a fetcher; on success the
 * modal says so.
 */
function RequestForm({ kind, item, lead, submitLabel, offers, noOffers, fields }: RequestFormProps) {
  const fetcher = useFetcher<ProductActionData>({ key: `${kind}-${item.id}` });
  const action = useOwnFormAction();
  const actionData = useActionData<ProductActionData>();
  const intent = kind === "subscribe" ? INTENT.subscribe : INTENT.preorder;
  const result =
    fetcher.data ?? (actionData?.intent === intent && actionData.productId === item.id ? actionData : undefined);
  const errors = result?.fieldErrors ?? {};
  const user = useRootData()?.user;
  // After a refusal the form shows what was typed (a page rendered without JavaScript has nothing else to go on).
  const values: Values =
    result?.values ?? (user && user.id > 0 ? { name: user.firstName || user.name, email: user.email } : {});
  return (
    <>
      {result?.ok ? (
        <p role="status" className="form-success">
          {result.message}
        </p>
      ) : offers.length === 0 && noOffers ? (
        <p>{noOffers}</p>
      ) : (
        <fetcher.Form method="post" action={action} className="form" noValidate>
          <p>{lead}</p>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="productId" value={item.id} />
          <ViaFetcherField />
          <FormError error={errors.form} />
          <SizeSelect offers={offers} id={`${kind}-size`} error={errors.offer} defaultValue={values.offer} />
          {fields(errors, values)}
          <button type="submit" className="button" disabled={fetcher.state === "submitting"}>
            {submitLabel}
          </button>
        </fetcher.Form>
      )}
    </>
  );
}

function SizeSelect({
  offers,
  id,
  error,
  defaultValue,
}: {
  offers: CatalogItem["sku"];
  id: string;
  error?: string;
  defaultValue?: string;
}) {
  const known = offers.some((offer) => String(offer.id) === defaultValue);
  return (
    <Field id={id} label="Размер" error={error}>
      <select id={id} name="offer" defaultValue={known ? defaultValue : ""} {...ariaFor(id, error)}>
        <option value="" disabled>
          Выберите размер
        </option>
        {offers.map((offer) => (
          <option key={offer.id} value={offer.id}>
            {offer.size}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A required input with no marker on its label (the modals ask for every field). */
function PlainInput(props: {
  id: string;
  name: string;
  label: string;
  error?: string;
  type?: "text" | "email";
  autoComplete: string;
  defaultValue?: string;
}) {
  const { id, name, label, error, type = "text", autoComplete, defaultValue } = props;
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        {...ariaFor(id, error)}
      />
    </Field>
  );
}

/** The `productSubscribe` modal's form, for the sizes that cannot reach this shopper (`request-modals.tsx`). */
export function SubscribeForm({ item, soldOut }: { item: CatalogItem; soldOut: CatalogItem["sku"] }) {
  return (
    <RequestForm
      kind="subscribe"
      item={item}
      lead="Оставьте email — мы напишем, когда нужный размер появится в наличии."
      submitLabel="Подписаться"
      offers={soldOut}
      noOffers="Все размеры этого товара сейчас в наличии — выберите нужный и добавьте товар в корзину."
      fields={(errors, values) => (
        <PlainInput
          id="subscribe-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
        />
      )}
    />
  );
}

/** The `productPreorder` modal's form, for the sizes that cannot reach this shopper (its phone field is masked). */
export function PreorderForm({ item, soldOut }: { item: CatalogItem; soldOut: CatalogItem["sku"] }) {
  return (
    <RequestForm
      kind="preorder"
      item={item}
      lead="Мы свяжемся с вами, когда товар поступит, и отложим его для вас."
      submitLabel="Оформить предзаказ"
      offers={soldOut}
      noOffers="Все размеры этого товара сейчас в наличии — выберите нужный и добавьте товар в корзину."
      fields={(errors, values) => (
        <>
          <PlainInput
            id="preorder-name"
            name="name"
            label="Имя"
            autoComplete="given-name"
            error={errors.name}
            defaultValue={values.name}
          />
          <PhoneField
            id="preorder-phone"
            name="phone"
            label="Телефон"
            error={errors.phone}
            defaultValue={values.phone}
          />
          <PlainInput
            id="preorder-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email}
            defaultValue={values.email}
          />
        </>
      )}
    />
  );
}
