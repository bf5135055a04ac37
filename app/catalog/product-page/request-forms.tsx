import { useActionData, useFetcher } from "@remix-run/react";
import { INTENT, type ProductActionData } from "~/catalog/product-forms";
import { ViaFetcherField } from "~/forms/via-fetcher";
import { Field } from "~/components/field";
import { Modal } from "~/components/modal";
import { PhoneInput } from "~/components/phone-input";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CatalogItem } from "~/upstream/schemas/catalog";

type Kind = "subscribe" | "preorder";

/** Results of this form, whether it went through a fetcher (JavaScript) or a full page post (no JavaScript). */
function useRequestForm(kind: Kind, productId: number) {
  const fetcher = useFetcher<ProductActionData>({ key: `${kind}-${productId}` });
  const actionData = useActionData<ProductActionData>();
  const hydrated = useHydrated();
  const intent = kind === "subscribe" ? INTENT.subscribe : INTENT.preorder;
  const result = fetcher.data ?? (actionData?.intent === intent && actionData.productId === productId ? actionData : undefined);
  return { fetcher, result, hydrated, intent, errors: result?.fieldErrors ?? {} };
}

function SizeSelect({ item, id, error }: { item: CatalogItem; id: string; error?: string }) {
  return (
    <Field id={id} label="Размер" error={error}>
      <select id={id} name="offer" defaultValue="" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
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

/** 'Сообщить о поступлении' — the `productSubscribe` modal (spec §2), a form that works without JavaScript. */
export function SubscribeModal({ item }: { item: CatalogItem }) {
  const { fetcher, result, hydrated, intent, errors } = useRequestForm("subscribe", item.id);
  return (
    <Modal name="productSubscribe" title="Сообщить о поступлении">
      {result?.ok ? (
        <p role="status" className="form-success">{result.message}</p>
      ) : (
        <fetcher.Form method="post" className="form" noValidate>
          <p>Оставьте email — мы напишем, когда нужный размер появится в наличии.</p>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="productId" value={item.id} />
          <ViaFetcherField />
          <SizeSelect item={item} id="subscribe-size" error={errors.offer} />
          <Field id="subscribe-email" label="Email" error={errors.email}>
            <input id="subscribe-email" name="email" type="email" autoComplete="email" required aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? "subscribe-email-error" : undefined} />
          </Field>
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            Подписаться
          </button>
        </fetcher.Form>
      )}
    </Modal>
  );
}

/** 'Предзаказ' — the `productPreorder` modal (spec §2), a form that works without JavaScript. */
export function PreorderModal({ item }: { item: CatalogItem }) {
  const { fetcher, result, hydrated, intent, errors } = useRequestForm("preorder", item.id);
  return (
    <Modal name="productPreorder" title="Предзаказ">
      {result?.ok ? (
        <p role="status" className="form-success">{result.message}</p>
      ) : (
        <fetcher.Form method="post" className="form" noValidate>
          <p>Мы свяжемся с вами, когда товар поступит, и отложим его для вас.</p>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="productId" value={item.id} />
          <ViaFetcherField />
          <SizeSelect item={item} id="preorder-size" error={errors.offer} />
          <Field id="preorder-name" label="Имя" error={errors.name}>
            <input id="preorder-name" name="name" autoComplete="given-name" required aria-invalid={Boolean(errors.name)} />
          </Field>
          <Field id="preorder-phone" label="Телефон" error={errors.phone}>
            <PhoneInput hydrated={hydrated} id="preorder-phone" name="phone" error={errors.phone} />
          </Field>
          <Field id="preorder-email" label="Email" error={errors.email}>
            <input id="preorder-email" name="email" type="email" autoComplete="email" required aria-invalid={Boolean(errors.email)} />
          </Field>
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            Оформить предзаказ
          </button>
        </fetcher.Form>
      )}
    </Modal>
  );
}
