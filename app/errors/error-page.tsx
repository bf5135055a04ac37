import { isRouteErrorResponse, useLocation } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import { lazyComponent } from "~/components/lazy-component";
import { useRootData } from "~/hooks/use-root-data";
import { MenuTree } from "~/layouts/main-menu";
import { PageLayout } from "~/layouts/page-layout";
import type { ProductSummary } from "~/contract/product-summary";
import { reloadForChunkError } from "./chunk-reload.client";
import { ErrorReference } from "./error-reference";
import { describeError } from "./describe-error";

/** What the page says (`error-views.tsx`): code of its own, loaded when an error page is first shown in the browser. */
const ErrorView = lazyComponent(() => import("./error-views").then((module) => module.ErrorView));

/** Spec §2 error page: the 404 page, the `?debug` view, or the fatal view. */
export function ErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  const menu = useRootData()?.menu ?? [];

  // Here, not in the view: a build gone stale (its chunks gone) must still reload the page.
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);

  return (
    <PageLayout name="default">
      <div className="error-page">
        <Suspense fallback={null}>
          <ErrorView
            {...describeError(error)}
            debug={new URLSearchParams(location.search).has("debug")}
            viewed={viewedFrom(error)}
            menu={menu.length > 0 ? <MenuTree items={menu} /> : null}
          />
        </Suspense>
        {/* A new one per navigation: an error met after this page loaded shows none (error-reference.tsx). */}
        <ErrorReference key={location.key} />
      </div>
    </PageLayout>
  );
}

/** The strip the 404 response carries (`not-found.server.ts`: the server's own data); anything else shows no strip. */
function viewedFrom(error: unknown): ProductSummary[] {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object" || !("viewed" in error.data))
    return [];
  return Array.isArray(error.data.viewed) ? (error.data.viewed as ProductSummary[]) : [];
}
