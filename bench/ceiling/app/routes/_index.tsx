import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Потолок" }];

/** 24 small items, about what a catalogue listing's first screen carries. */
export function loader() {
  const items = Array.from({ length: 24 }, (_, i) => ({ id: i + 1, name: `Товар ${i + 1}`, price: 1000 + i * 100 }));
  return json({ items });
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Потолок: 24 товара</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} — {item.price} ₽
          </li>
        ))}
      </ul>
    </main>
  );
}
