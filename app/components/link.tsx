import { Link as RemixLink, useLocation, useNavigate, type LinkProps } from "@remix-run/react";
import { forwardRef, type MouseEvent } from "react";
import { onModalEntry } from "~/components/modal-history";

/** A path of this store (`/…`, not `//host/…`): nothing to resolve against the route tree. */
const STORE_PATH = /^\/(?!\/)/;

/**
 * The store's `<Link>`: the same anchor and client-side navigation as Remix's, and for a path of the store (what
 * almost every link holds) without resolving it against the route tree three times per link — Remix's `<Link>`
 * and react-router's each resolve `to`, serialising the route matches to JSON every time, which made about 6 % of the
 * section page's server time for its 87 links (docs/performance.md). Relative or external links and links that
 * prefetch or reload the document go to Remix's own.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, prefetch = "none", reloadDocument, relative, discover: _discover, ...rest } = props;
  if (typeof to !== "string" || !STORE_PATH.test(to) || prefetch !== "none" || reloadDocument || relative)
    return <RemixLink {...props} ref={ref} />;
  return <StoreLink {...rest} to={to} ref={ref} />;
});

type StoreLinkProps = Omit<LinkProps, "to" | "prefetch" | "reloadDocument" | "relative" | "discover"> & { to: string };

const StoreLink = forwardRef<HTMLAnchorElement, StoreLinkProps>(function StoreLink(
  { to, replace, state, preventScrollReset, viewTransition, target, onClick, children, ...anchor },
  ref,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !opensHere(event, target)) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    // As react-router, a link to the page already shown replaces its history entry. So does a link out of a modal
    // opened in place (the menu, search): the new page takes the modal's entry and Back returns to the page in one
    // step, with no modal entry left to step over (which a quick second Back could cancel).
    void navigate(to, {
      replace: replace ?? (here === to || onModalEntry(location.key)),
      state,
      preventScrollReset,
      viewTransition,
    });
  };
  return (
    <a {...anchor} ref={ref} href={to} target={target} data-discover="true" onClick={onLinkClick}>
      {children}
    </a>
  );
});

/** A plain left click on a link for this tab: the browser keeps modified clicks (new tab, window, download). */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
