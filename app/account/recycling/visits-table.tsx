import { AccountTable } from "~/account/account-table";
import { formatDate } from "~/domain/dates";
import { groupDigits } from "~/domain/money";
import type { Recycling } from "~/contract/account";

/** LOVE 2.0 visits: what was handed in where, and the bonuses it earned. */
export function VisitsTable({ items }: { items: Recycling["items"] }) {
  return (
    <div className="account-table-wrap" role="region" aria-label="Сданные вещи" tabIndex={0}>
      <AccountTable caption="Сданные вещи" columns={["Дата", "Магазин", "Вещей", "Бонусы", "Описание"]}>
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
      </AccountTable>
    </div>
  );
}
