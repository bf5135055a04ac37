import { createContext, useContext, useEffect, useState } from "react";

/** The request's reference, given by the server's entry to an error page that is never stored (reference.server.ts). */
export const ReferenceContext = createContext<string | undefined>(undefined);

let hydrated = false;

/** While the browser hydrates the server's page, the reference that page shows; none for an error met later. */
function referenceOnPage(): string | undefined {
  if (hydrated || typeof document === "undefined") return undefined;
  return document.querySelector<HTMLElement>("[data-reference]")?.dataset.reference;
}

/** «Код обращения: 3F9A-21C7»: what the shopper quotes to support, who finds the request in the logs with it. */
export function ErrorReference() {
  const given = useContext(ReferenceContext);
  const [reference] = useState(() => given ?? referenceOnPage());
  useEffect(() => {
    hydrated = true;
  }, []);
  if (!reference) return null;
  return (
    <p className="error-page__reference" data-reference={reference}>
      Код обращения: {reference}
    </p>
  );
}
