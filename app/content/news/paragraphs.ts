/** A news body's paragraphs: the text between blank lines, trimmed; a body with no blank line is one paragraph. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
