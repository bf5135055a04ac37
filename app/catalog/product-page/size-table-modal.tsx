import { Modal } from "~/components/modal";
import type { SizeTable } from "~/contract/product";

export function SizeTableModal({ table }: { table: SizeTable }) {
  return (
    <Modal name="sizeTable" title="Таблица размеров" wide>
      <p className="size-table__hint">Таблица шире экрана: прокрутите её вбок</p>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div className="size-table" role="region" aria-label={table.title} tabIndex={0}>
        <table>
          <caption>{table.title}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {table.note && <p className="size-table__note">{table.note}</p>}
      </div>
    </Modal>
  );
}
