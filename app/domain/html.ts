/** Text made safe to put into HTML markup (the maps' balloons take HTML; so does the upstream's payment page). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
