/** The store as crawlers see it on the home page: schema.org Organization and WebSite with its search (sitelinks box). */
export function siteJsonLd(origin: string, store: { name: string; phone: string; email: string }) {
  const home = `${origin.replace(/\/+$/, "")}/`;
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: store.name,
    url: home,
    email: store.email,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: store.phone,
      email: store.email,
      contactType: "customer service",
      areaServed: "RU",
      availableLanguage: "ru",
    },
  };
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: store.name,
    url: home,
    inLanguage: "ru",
    publisher: { "@id": organization["@id"] },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${home}search/?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  return [organization, website];
}
