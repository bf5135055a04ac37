import { useFetcher, useLocation } from "@remix-run/react";
import { CITY_QUERY_PARAM } from "~/domain/city-search";
import type { City } from "~/contract/location";
import { lazyModalContent, Modal, ModalTrigger, hrefWithModal, MODAL_PARAM, useModal } from "~/components/modal";
import { PinIcon } from "~/components/icons";
import type { CityPickerData } from "./city-options";
import { withoutTracking } from "~/domain/tracking";

/** The picker (its search and virtual list) loads with the modal, not with every page. */
const CityPicker = lazyModalContent("location", () => import("./city-picker").then((module) => module.CityPicker));

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
  const redirectTo = backFromPicker(location);
  if (confirmed || fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <div className="city-prompt" role="region" aria-label="Подтверждение города">
      <p className="city-prompt__question">Ваш город — {city.name}?</p>
      <fetcher.Form method="post" action="/location/">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="city" value={city.code} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="button button--small">
          Да
        </button>
      </fetcher.Form>
      <ModalTrigger name="location" className="button button--small button--ghost">
        Выбрать другой
      </ModalTrigger>
    </div>
  );
}

/** The page the picker was opened on, without the modal and its search: where a choice goes back to. */
function backFromPicker(location: { pathname: string; search: string }): string {
  const href = hrefWithModal(location, null);
  const url = new URL(href, "http://localhost");
  url.searchParams.delete(CITY_QUERY_PARAM);
  return url.pathname + url.search;
}

/** The query parameters the modal's search form keeps (the page's own, and the open modal). */
function keptParams(location: { search: string }): [string, string][] {
  const params = withoutTracking(location.search);
  params.delete(CITY_QUERY_PARAM);
  params.set(MODAL_PARAM, "location");
  return [...params];
}

/**
 * The `location` modal. `initial` is the list the server rendered when the page was asked for with the modal open
 * (`?modal=location`, and `&cityQuery=` after a search without JavaScript); opened in place it loads the list itself.
 */
export function LocationModal({ city, shops, initial }: { city: City; shops: number; initial: CityPickerData | null }) {
  const location = useLocation();
  const modal = useModal("location");
  return (
    <Modal name="location" title="Выберите город">
      <CityPicker
        id="location-modal"
        current={{ code: city.code, name: city.name, shops }}
        initial={initial}
        searchAction={location.pathname}
        keep={keptParams(location)}
        redirectTo={backFromPicker(location)}
        onDone={() => modal.leave()}
        focusSearch
      />
    </Modal>
  );
}
