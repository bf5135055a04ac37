import { useActionData, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { INTENT, type ProductActionData } from "~/catalog/product-forms";
import { Modal, type ModalName } from "~/components/modal";
import { ariaFor, Field } from "~/forms/field";
import { PhoneField } from "~/forms/masked-field";
import { ViaFetcherField } from "~/forms/via-fetcher";
import type { CatalogItem } from "~/upstream/schemas/catalog";

type Kind = "subscribe" | "preorder";
type Errors = NonNullable<ProductActionData["fieldErrors"]>;

type RequestModalProps = {
  kind: Kind;
  item: CatalogItem;
  /** The modal's name (spec §2) and its title. */
  name: ModalName;
  title: string;
  lead: string;
  submitLabel: string;
  /** The fields after the size, given this form's messages. */
  fields: (errors: Errors) => ReactNode;
};

/**
 * A product request in a modal ('Сообщить о поступлении', 'Предзаказ'): a form that works without JavaScript
 * (a full page post; the page shows its result) and with it through a fetcher; on success the modal says so.
 */
function RequestModal({ kind, item, name, title, lead, submitLabel, fields }: RequestModalProps) {
  const fetcher = useFetcher<ProductActionData>({ key: `${kind}-${item.id}` });
  const actionData = useActionData<ProductActionData>();
  const intent = kind === "subscribe" ? INTENT.subscribe : INTENT.preorder;
  const result = fetcher.data ?? (actionData?.intent === intent && actionData.productId === item.id ? actionData : undefined);
  const errors = result?.fieldErrors ?? {};
  return (
    <Modal name={name} title={title}>
      {result?.ok ? (
        <p role="status" className="form-success">{result.message}</p>
      ) : (
        <fetcher.Form method="post" className="form" noValidate>
          <p>{lead}</p>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="productId" value={item.id} />
          <ViaFetcherField />
          <SizeSelect item={item} id={`${kind}-size`} error={errors.offer} />
          {fields(errors)}
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {submitLabel}
          </button>
        </fetcher.Form>
      )}
    </Modal>
  );
}

function SizeSelect({ item, id, error }: { item: CatalogItem; id: string; error?: string }) {
  return (
    <Field id={id} label="Размер" error={error}>
      <select id={id} name="offer" defaultValue="" {...ariaFor(id, error)}>
        <option value="" disabled>
          Выберите размер
        </option>
        {item.sku.map((offer) => (
          <option key={offer.id} value={offer.id}>
            {offer.size}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A required input with no marker on its label (the modals ask for every field). */
function PlainInput({ id, name, label, error, type = "text", autoComplete }: { id: string; name: string; label: string; error?: string; type?: "text" | "email"; autoComplete: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} name={name} type={type} autoComplete={autoComplete} required {...ariaFor(id, error)} />
    </Field>
  );
}

/** 'Сообщить о поступлении' — the `productSubscribe` modal (spec §2). */
export function SubscribeModal({ item }: { item: CatalogItem }) {
  return (
    <RequestModal
      kind="subscribe"
      item={item}
      name="productSubscribe"
      title="Сообщить о поступлении"
      lead="Оставьте email — мы напишем, когда нужный размер появится в наличии."
      submitLabel="Подписаться"
      fields={(errors) => <PlainInput id="subscribe-email" name="email" label="Email" type="email" autoComplete="email" error={errors.email} />}
    />
  );
}

/** 'Предзаказ' — the `productPreorder` modal (spec §2). */
export function PreorderModal({ item }: { item: CatalogItem }) {
  return (
    <RequestModal
      kind="preorder"
      item={item}
      name="productPreorder"
      title="Предзаказ"
      lead="Мы свяжемся с вами, когда товар поступит, и отложим его для вас."
      submitLabel="Оформить предзаказ"
      fields={(errors) => (
        <>
          <PlainInput id="preorder-name" name="name" label="Имя" autoComplete="given-name" error={errors.name} />
          <PhoneField id="preorder-phone" name="phone" label="Телефон" error={errors.phone} />
          <PlainInput id="preorder-email" name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        </>
      )}
    />
  );
}
