/** A row of empty boxes standing in for a strip's items while they stream in (sized by `className`'s CSS). */
export function PlaceholderRow({ className, count = 5 }: { className: string; count?: number }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
