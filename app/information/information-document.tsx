import { Link } from "~/components/link";
import { Fragment, useId } from "react";
import type { Block, RichText } from "~/contract/information";
import { resolveShopsLink } from "~/domain/shops";
import { useShopsPath } from "~/hooks/use-shops-path";

/**
 * Text with its links: same-site paths as router links (the shops page as the shopper's city's), mail, phone and
 * https links as plain ones.
 */
function Rich({ text }: { text: RichText }) {
  const shops = useShopsPath();
  return (
    <>
      {text.map((part, index) => (
        <Fragment key={index}>
          {typeof part === "string" ? (
            part
          ) : part.href.startsWith("/") ? (
            <Link to={resolveShopsLink(part.href, shops)}>{part.text}</Link>
          ) : (
            <a href={part.href} {...(part.href.startsWith("https:") ? { rel: "noopener noreferrer" } : {})}>
              {part.text}
            </a>
          )}
        </Fragment>
      ))}
    </>
  );
}

/** A table in a labelled region that scrolls sideways (and takes keyboard focus) when it is wider than a phone. */
function Table({ block }: { block: Extract<Block, { type: "table" }> }) {
  const captionId = useId();
  return (
    <div className="info-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map(([head, ...cells], index) => (
            <tr key={index}>
              <th scope="row">
                <Rich text={head} />
              </th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex}>
                  <Rich text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? <h2>{block.text}</h2> : <h3>{block.text}</h3>;
    case "paragraph":
      return (
        <p>
          <Rich text={block.text} />
        </p>
      );
    case "note":
      return (
        <p className="info-note">
          <Rich text={block.text} />
        </p>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Rich text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "table":
      return <Table block={block} />;
    case "facts":
      return (
        <dl className="info-facts">
          {block.items.map((item) => (
            <div key={item.term} className="info-facts__row">
              <dt>{item.term}</dt>
              <dd>
                <Rich text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** An information page's blocks, as the upstream sent them; every string is rendered as text. */
export function InformationDocument({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
