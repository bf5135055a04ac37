import { unescapeHtml } from "./html";

/**
 * What a browser without JavaScript posts from the form whose opening tag contains `formMark`: every named input
 * with its value — text and hidden ones as they are, a radio or checkbox only when checked.
 */
export function formState(html: string, formMark: string): Record<string, string> {
  const start = html.indexOf(formMark);
  if (start < 0) throw new Error(`no form ${formMark} on the page`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  for (const [, attributes] of form.matchAll(/<input([^>]*)>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
    const name = attribute("name");
    if (name === undefined) continue;
    const type = attribute("type") ?? "text";
    if (type !== "radio" && type !== "checkbox") fields[name] = unescapeHtml(attribute("value") ?? "");
    else if (/\schecked=""/.test(attributes)) fields[name] = unescapeHtml(attribute("value") ?? "on");
  }
  return fields;
}

/** The values a radio group `name` offers on the page, in order. */
export function radioValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<input[^>]*type="radio"[^>]*name="${name}"[^>]*value="([^"]*)"`, "g"))].map(
    (match) => unescapeHtml(match[1]),
  );
}
