/** A count after a filter or a subsection's name; screen readers hear ', товаров: N'. */
export function ItemCount({ count, className }: { count: number; className: string }) {
  return (
    <span className={className}>
      <span className="visually-hidden">, товаров: </span>
      {count}
    </span>
  );
}
