import { Form, useFetcher, useLocation } from "@remix-run/react";
import type { City } from "~/upstream/schemas/location";
import { Modal, ModalTrigger, hrefWithModal, useModal } from "~/components/modal";
import { PinIcon } from "~/components/icons";

/** The header's city: a trigger for the `location` modal (the question 'Ваш город …?' is CityPrompt's). */
export function CityButton({ city }: { city: City }) {
  return (
    <ModalTrigger name="location" className="city__button" label={`Ваш город: ${city.name}. Изменить`}>
      <PinIcon width={18} height={18} />
      <span className="city__name">{city.name}</span>
    </ModalTrigger>
  );
}

/**
 * 'Ваш город — Москва?' until the shopper confirms or picks a city (spec §4). A strip of its own under the header's
 * bar, so on a phone it pushes the page down instead of covering its heading.
 */
export function CityPrompt({ city, confirmed }: { city: City; confirmed: boolean }) {
  const location = useLocation();
  const fetcher = useFetcher({ key: "silent:location-confirm" });
  const redirectTo = hrefWithModal(location, null);
  if (confirmed || fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <div className="city-prompt" role="region" aria-label="Подтверждение города">
      <p className="city-prompt__question">Ваш город — {city.name}?</p>
      <fetcher.Form method="post" action="/location/">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="city" value={city.code} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="button button--small">Да</button>
      </fetcher.Form>
      <ModalTrigger name="location" className="button button--small button--ghost">Выбрать другой</ModalTrigger>
    </div>
  );
}

export function LocationModal({ city, cities }: { city: City; cities: City[] }) {
  const location = useLocation();
  const modal = useModal("location");
  const redirectTo = hrefWithModal(location, null);
  return (
    <Modal name="location" title="Выберите город">
      <Form method="post" action="/location/" className="city-list" onSubmit={() => modal.close()}>
        <input type="hidden" name="intent" value="set" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ul>
          {cities.map((c) => (
            <li key={c.code}>
              <button type="submit" name="city" value={c.code} className={c.code === city.code ? "city-list__item city-list__item--current" : "city-list__item"} aria-current={c.code === city.code ? "true" : undefined}>
                {c.name}
                <span className="city-list__region">{c.region}</span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
      <Form method="post" action="/location/" onSubmit={() => modal.close()}>
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="button button--ghost">Сбросить выбор города</button>
      </Form>
    </Modal>
  );
}
