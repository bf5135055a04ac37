import { Link } from "~/components/link";
import { RowAction } from "~/account/row-action";
import type { Address } from "~/contract/account";
import { addressLine, detailsLine, streetLine } from "./address-text";

export const DELIVERY_PATH = "/personal/delivery/";

/** One saved address: city, street line, details, the default badge, and its actions. */
export function AddressItem({ address }: { address: Address }) {
  const line = addressLine(address);
  const details = detailsLine(address);
  return (
    <li className="address-card">
      <div className="address-card__text">
        <p className="address-card__city">
          {address.city}
          {address.isDefault && <span className="badge">Основной</span>}
        </p>
        <p className="address-card__street">{streetLine(address)}</p>
        {details && <p className="address-card__details">{details}</p>}
        {address.comment && <p className="address-card__details">{address.comment}</p>}
      </div>
      <div className="address-card__actions">
        <Link
          to={`${DELIVERY_PATH}${address.id}/`}
          className="button button--ghost button--small"
          aria-label={`Изменить адрес: ${line}`}
        >
          Изменить
        </Link>
        {!address.isDefault && (
          <RowAction
            action={DELIVERY_PATH}
            intent="default"
            id={address.id}
            label="Сделать основным"
            name={`Сделать основным адрес: ${line}`}
            pendingLabel="Сохраняем…"
          />
        )}
        <RowAction
          action={DELIVERY_PATH}
          intent="delete"
          id={address.id}
          label="Удалить"
          name={`Удалить адрес: ${line}`}
          pendingLabel="Удаляем…"
        />
      </div>
    </li>
  );
}
