import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "~/components/link";
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from "react";
import { lazyComponent } from "~/components/lazy-component";
import { onModalEntry, pushModalEntry, useModalHistory } from "~/components/modal-history";
import { withoutTracking } from "~/domain/tracking";

/** The modals of spec §2, and the product page's full-screen photo viewer (`photos`). */
export const MODAL_NAMES = [
  "menu",
  "search",
  "location",
  "catalogFilter",
  "basketSuccess",
  "productSubscribe",
  "productPreorder",
  "sizeTable",
  "authorization",
  "photos",
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** `?modal=name` opens a modal on the server (JavaScript off); with JavaScript it opens in place. */
export const MODAL_PARAM = "modal";

type ModalState = { open: string | null; show: (name: string) => void; close: () => void; leave: () => void };
const ModalContext = createContext<ModalState>({ open: null, show: () => {}, close: () => {}, leave: () => {} });

/**
 * Which modal is open. One opened in place gets a history entry (modal-history.ts): Back closes it and the page stays;
 * closing it otherwise steps back over that entry, so the next Back leaves the page as it would have.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const fromUrl = new URLSearchParams(location.search).get(MODAL_PARAM);
  const [open, setOpen] = useState<string | null>(fromUrl);
  // Every navigation closes what was opened in place (spec: menus close after navigation).
  useEffect(() => setOpen(fromUrl), [location.key, fromUrl]);
  useModalHistory(location.key, setOpen);
  const show = (name: string) => {
    pushModalEntry(name);
    setOpen(name);
  };
  const close = () => {
    setOpen(null);
    if (onModalEntry(location.key)) window.history.back();
  };
  // Closing for a navigation that follows (a submitted choice, a link): stepping back would race it and could cancel
  // it; the new page's entry follows the modal's, and Back steps over that (useModalHistory).
  const leave = () => setOpen(null);
  return <ModalContext.Provider value={{ open, show, close, leave }}>{children}</ModalContext.Provider>;
}

export function useModal(name: ModalName) {
  const { open, show, close, leave } = useContext(ModalContext);
  return { isOpen: open === name, open: () => show(name), close, leave };
}

/** This page with a modal open (or closed): campaign tags are left out, as from every link (domain/tracking.ts). */
export function hrefWithModal(location: { pathname: string; search: string }, name: ModalName | null): string {
  const params = withoutTracking(location.search);
  if (name) params.set(MODAL_PARAM, name);
  else params.delete(MODAL_PARAM);
  const query = params.toString().replace(/%2C/g, ",");
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/** How each modal's contents start loading before they are shown (`lazyModalContent`). */
const contentPreloads = new Map<ModalName, () => unknown>();

/** Starts loading a modal's contents: the pointer reached, or focus or a finger landed on, a link that opens it. */
export function preloadModal(name: ModalName) {
  void contentPreloads.get(name)?.();
}

/** Event handlers for a link or button that opens a modal, so its contents are on their way before the click. */
export const preloadOn = (name: ModalName) => ({
  onPointerEnter: () => preloadModal(name),
  onFocus: () => preloadModal(name),
  onTouchStart: () => preloadModal(name),
});

/**
 * A modal's contents as code of their own, loaded the first time the modal opens in the browser (or when a link that
 * opens it is pointed at), so pages do not carry every modal's code on their first visit. The server renders them in
 * place when the URL opens the modal (`?modal=name`).
 */
export function lazyModalContent<P extends object>(name: ModalName, load: () => Promise<ComponentType<P>>) {
  const Content = lazyComponent(load);
  contentPreloads.set(name, Content.preload);
  return function ModalContent(props: P) {
    return (
      <Suspense
        fallback={
          <p className="modal__loading" role="status">
            Загрузка…
          </p>
        }
      >
        <Content {...props} />
      </Suspense>
    );
  };
}

/** A link that opens a modal: a real URL without JavaScript, an in-place dialog with it. */
export function ModalTrigger({
  name,
  className,
  children,
  label,
}: {
  name: ModalName;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const location = useLocation();
  const modal = useModal(name);
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    modal.open();
  };
  return (
    <a
      href={hrefWithModal(location, name)}
      className={className}
      onClick={onClick}
      {...preloadOn(name)}
      aria-haspopup="dialog"
      aria-label={label}
      // A modal's URL is the page again: crawlers are asked not to follow it (its canonical, spec §2, is the page's).
      rel="nofollow"
    >
      {children}
    </a>
  );
}

/**
 * A native <dialog>. With JavaScript it is shown modal (focus trapped, Escape closes, background inert)
 * and focus returns to where it was; without JavaScript the server renders it open with a close link.
 */
export function Modal({
  name,
  title,
  children,
  wide,
  full,
}: {
  name: ModalName;
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** The whole screen (the photo viewer). */
  full?: boolean;
}) {
  const modal = useModal(name);
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const inUrl = new URLSearchParams(location.search).get(MODAL_PARAM) === name;
  const closeHref = hrefWithModal(location, null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !modal.isOpen) return;
    returnFocus.current = document.activeElement;
    if (dialog.open) dialog.close();
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (returnFocus.current instanceof HTMLElement && returnFocus.current.isConnected) returnFocus.current.focus();
    };
  }, [modal.isOpen]);

  const close = () => {
    modal.close();
    if (inUrl) navigate(closeHref, { replace: true, preventScrollReset: true });
  };

  if (!modal.isOpen) return null;
  const titleId = `modal-${name}-title`;
  return (
    // A click on the backdrop (the dialog itself, outside its box) closes it; the keyboard's way is Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      open
      className={full ? "modal modal--full" : wide ? "modal modal--wide" : "modal"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
    >
      <div className="modal__panel">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            className="modal__close"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {/* Named by real text, which text browsers show too; the cross is drawn by CSS, no text of its own. */}
            <span className="modal__cross" aria-hidden="true" />
            <span className="visually-hidden">Закрыть</span>
          </Link>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
