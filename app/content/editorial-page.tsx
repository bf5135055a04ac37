import { Link } from "~/components/link";
import type { ReactNode } from "react";
import { resolveImageUrl } from "~/domain/images";
import { resolveShopsLink } from "~/domain/shops";
import { useImageOptions } from "~/hooks/use-image-options";
import { useShopsPath } from "~/hooks/use-shops-path";
import type { EditorialPage as Page, PageBlock, PageFacts, PageSection, Picture } from "~/contract/pages";

/**
 * An editorial page from the upstream: its h1, lead, picture, figures and sections; `children` (a form, a list) follow
 * the sections. Every text is rendered as text — nothing from the upstream reaches the page as HTML.
 */
export function EditorialPage({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <article className="editorial" aria-labelledby={`${page.code}-title`}>
      <header className="editorial__header">
        <h1 id={`${page.code}-title`}>{page.title}</h1>
        <p className="editorial__lead">{page.lead}</p>
      </header>
      {page.picture && <EditorialPicture picture={page.picture} />}
      {page.facts && <Figures facts={page.facts} id={`${page.code}-figures`} />}
      {page.sections.map((section) => (
        <Section key={section.id} section={section} id={`${page.code}-${section.id}`} />
      ))}
      {children}
    </article>
  );
}

/** A generated picture at the top of a page or a news item (above the fold: loaded at once). */
export function EditorialPicture({ picture }: { picture: Picture }) {
  const imageOptions = useImageOptions();
  return (
    <img
      className="editorial__picture"
      src={resolveImageUrl(picture.src, imageOptions)}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
    />
  );
}

function Figures({ facts, id }: { facts: PageFacts; id: string }) {
  return (
    <section className="figures" aria-labelledby={id}>
      <h2 id={id}>{facts.title}</h2>
      <ul className="figures__list">
        {facts.items.map((fact) => (
          // Read as one phrase: «29 магазинов в 14 городах».
          <li key={fact.label} className="figures__item">
            <span className="figures__value">{fact.value}</span> <span className="figures__label">{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Section({ section, id }: { section: PageSection; id: string }) {
  return (
    <section className="editorial__section" aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

function Block({ block }: { block: PageBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol className="editorial__steps">{items}</ol> : <ul>{items}</ul>;
    }
    case "links":
      return <Links items={block.items} />;
  }
}

/** Same-site links as router links (a link to the shops page opens the shopper's city's), others as plain ones. */
function Links({ items }: { items: Extract<PageBlock, { type: "links" }>["items"] }) {
  const shops = useShopsPath();
  return (
    <ul className="editorial__links">
      {items.map((link) => (
        <li key={link.href}>
          {link.href.startsWith("/") ? (
            <Link to={resolveShopsLink(link.href, shops)} className="text-link">
              {link.text}
            </Link>
          ) : (
            <a href={link.href} className="text-link">
              {link.text}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
