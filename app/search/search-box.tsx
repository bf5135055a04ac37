import { Form, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { hrefWithModal, MODAL_PARAM, useModal } from "~/components/modal";
import { normalizeSearchQuery, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, type SuggestReply } from "~/search/constants";
import { SearchCorrection, searchHref } from "~/search/search-correction";
import { SearchIcon } from "~/search/search-trigger";

type Option = {
  key: string;
  kind: "section" | "product" | "all";
  label: string;
  link: string;
  image?: string;
  price?: string;
};

/**
 * An ARIA 1.2 combobox: suggestions are asked for 250 ms after typing stops, from 2 characters, through a
 * silent fetcher (no global loader); arrows move through them, Enter opens one, Escape hides them.
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<SuggestReply>({ key: "silent:search-suggest" });
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const modal = useModal("search");

  const current =
    location.pathname === "/search/" ? normalizeSearchQuery(new URLSearchParams(location.search).get("q")) : "";
  const [value, setValue] = useState(current);
  const [active, setActive] = useState(-1);
  const [hidden, setHidden] = useState(false);
  const q = normalizeSearchQuery(value);

  useEffect(() => {
    setActive(-1);
    if (q.length < SUGGEST_MIN_LENGTH) return;
    const timer = setTimeout(() => load.current(`/search/suggest/?${new URLSearchParams({ q })}`), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  // The dialog focuses its first control (the close link) when it opens; the field is what the shopper wants.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // Only answers for what is typed now count; a late answer to an older query is ignored.
  const data = fetcher.data && q.length >= SUGGEST_MIN_LENGTH && fetcher.data.q === q ? fetcher.data : null;
  // What the suggestions are for: the query in the other layout, the corrected typo, or the query as typed.
  const meant = data?.shownFor ?? data?.correctedQuery ?? q;
  const options: Option[] = data
    ? [
        ...data.sections.map((s): Option => ({ key: `s-${s.link}`, kind: "section", label: s.name, link: s.link })),
        ...data.products.map((p): Option => ({
          key: `p-${p.id}`,
          kind: "product",
          label: p.name,
          link: p.link,
          image: p.image,
          price: p.price,
        })),
        ...(data.sections.length + data.products.length > 0
          ? [
              {
                key: "all",
                kind: "all",
                label: `Все результаты по запросу «${meant}»`,
                link: searchHref(meant),
              } as Option,
            ]
          : []),
      ]
    : [];
  const open = hydrated && !hidden && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setHidden(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (step === 1 ? (index + 1) % options.length : index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      navigate(options[active].link);
    } else if (event.key === "Escape") {
      // The first Escape hides the suggestions; the next one closes the dialog. Both are handled here: once a
      // keydown was cancelled, Chrome may not send the dialog its next `cancel` event.
      event.preventDefault();
      if (open) {
        setHidden(true);
        setActive(-1);
        return;
      }
      modal.close();
      if (new URLSearchParams(location.search).get(MODAL_PARAM) === "search")
        navigate(hrefWithModal(location, null), { replace: true, preventScrollReset: true });
    }
  };

  return (
    <div className="search-box">
      <Form method="get" action="/search/" role="search" className="search-box__form">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Поиск по каталогу
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          className="search-box__input"
          type="search"
          name="q"
          value={value}
          maxLength={100}
          placeholder="Например, платье миди"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setHidden(false);
          }}
          onKeyDown={onKeyDown}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": open,
                "aria-controls": open ? listId : undefined,
                "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
        />
        <button type="submit" className="button search-box__submit">
          <SearchIcon />
          Найти
        </button>
      </Form>
      {open && data?.shownFor && (
        <p className="search-box__switched">Показаны результаты по запросу «{data.shownFor}»</p>
      )}
      {open && data?.correctedQuery && (
        <SearchCorrection correctedQuery={data.correctedQuery} className="search-box__switched" />
      )}
      {open && (
        <ul id={listId} role="listbox" aria-label="Подсказки" className="suggest">
          {options.map((option, index) => (
            // The keyboard picks an option from the input (arrows and Enter over aria-activedescendant), not here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`suggest__option suggest__option--${option.kind}${index === active ? " suggest__option--active" : ""}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => navigate(option.link)}
            >
              {option.kind === "product" && option.image ? (
                <img src={option.image} alt="" width={36} height={48} className="suggest__image" />
              ) : null}
              {option.kind === "section" && <span className="suggest__kind">Раздел</span>}
              <span className="suggest__label">{option.label}</span>
              {option.price && <span className="suggest__price">{option.price}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {data
          ? options.length > 0
            ? `${data.shownFor ? `Показаны результаты по запросу «${data.shownFor}». ` : ""}${data.correctedQuery ? `Подсказки по запросу «${data.correctedQuery}». ` : ""}Подсказок: ${options.length}. Выберите стрелками вверх и вниз.`
            : "Подсказок нет"
          : ""}
      </p>
      {data && options.length === 0 && (
        <p className="search-box__none">
          Подсказок по запросу «{q}» нет. Нажмите «Найти», чтобы искать по всему каталогу.
        </p>
      )}
    </div>
  );
}
