import { useMatches } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { Toasts } from "~/components/toasts";
import { Footer } from "~/layouts/footer";
import { Header } from "~/layouts/header";

/** The six layouts of spec §2; a route picks one with `export const handle = { layout: "…" }`. */
export type LayoutName = "default" | "empty" | "new" | "no-footer" | "page" | "page-no-sidebar";

export type RouteHandle = {
  layout?: LayoutName;
  /** The sidebar of the `page` layout (information pages). */
  sidebar?: ComponentType;
};

/** The deepest route that names a layout wins; the default layout otherwise. */
export function useLayout(): { name: LayoutName; Sidebar?: ComponentType } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.layout) return { name: handle.layout, Sidebar: handle.sidebar };
  }
  return { name: "default" };
}

/**
 * Messages come right after the header in the document: where a screen reader or a text browser reads on after a
 * form's post (with JavaScript they show as toasts in a corner, positioned by CSS).
 */
export function PageLayout({
  name,
  Sidebar,
  children,
}: {
  name: LayoutName;
  Sidebar?: ComponentType;
  children: ReactNode;
}) {
  // One tree for every layout (the header and footer come and go in their places): the toasts stay mounted
  // when a navigation changes the layout.
  const empty = name === "empty";
  return (
    <>
      {!empty && <Header overlay={name === "new"} />}
      <Toasts />
      <main id="main" className={`layout layout--${name}`}>
        {name === "page" ? (
          <div className="layout__columns">
            <aside className="layout__sidebar">{Sidebar && <Sidebar />}</aside>
            <div className="layout__content">{children}</div>
          </div>
        ) : (
          children
        )}
      </main>
      {!empty && name !== "no-footer" && <Footer />}
    </>
  );
}
