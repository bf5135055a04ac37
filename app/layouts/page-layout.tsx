import { useMatches } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
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

export function PageLayout({
  name,
  Sidebar,
  children,
}: {
  name: LayoutName;
  Sidebar?: ComponentType;
  children: ReactNode;
}) {
  if (name === "empty") {
    return (
      <main id="main" className="layout layout--empty">
        {children}
      </main>
    );
  }
  return (
    <>
      <Header overlay={name === "new"} />
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
      {name !== "no-footer" && <Footer />}
    </>
  );
}
