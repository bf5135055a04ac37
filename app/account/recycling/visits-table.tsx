import { formatDate } from "~/domain/dates";
import { groupDigits } from "~/domain/money";
import type { Recycling } from "~/upstream/schemas/account";

/** LOVE 2.0 visits: what was handed in where, and the bonuses it earned. */
export function VisitsTable({ items }: { items: Recycling["items"] }) {
  return (
    <div className="account-table-wrap">
      <table className="account-table">
        <caption className="visually-hidden">Сданные вещи</caption>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Магазин</th>
            <th scope="col">Вещей</th>
            <th scope="col">Бонусы</th>
            <th scope="col">Описание</th>
          </tr>
        </thead>
        <tbody>
          {items.map((visit) => (
            <tr key={visit.id}>
              <td>
                <time dateTime={visit.date}>{formatDate(visit.date)}</time>
              </td>
              <td>{visit.store}</td>
              <td>{visit.itemsCount}</td>
              <td>+{groupDigits(String(visit.bonuses))}</td>
              <td>{visit.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
