// Imported by the Node server's edge too (server/http/refusal-page.ts): plain strings only, no `~/` imports.
import { requestReference } from "./request-id";

/** The app's DEFAULT_STORE_NAME (app/seo/meta.ts), which the server's bundle does not need to carry. */
const STORE_NAME = "LOVE STORE";

const STYLE =
  "body{margin:0;padding:48px 16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}" +
  "main{max-width:560px;margin:0 auto}h1{margin:0 0 16px;font-size:28px;line-height:1.2}p{margin:0 0 16px}" +
  "a{display:inline-block;padding:12px 24px;color:#fff;background:#1a1a1a;text-decoration:none}a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}.reference{color:#595959;font-size:14px}";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A refused request's page: small, self-contained, Russian (no script, nothing loaded from elsewhere). With the
 * request's id it shows the reference the shopper can quote to support (never cached: refusals are `no-store`).
 */
export function refusalPage({ title, text }: { title: string; text: string }, requestId?: string): string {
  const reference = requestId
    ? `<p class="reference">Код обращения: ${escapeHtml(requestReference(requestId))}</p>`
    : "";
  return (
    `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title} | ${STORE_NAME}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p>${reference}<p><a href="/">На главную</a></p></main></body></html>`
  );
}
