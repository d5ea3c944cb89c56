/** What a route puts in the document head; rendered into the first HTML and kept in sync on navigation. */
export interface HeadData {
  title: string;
  description?: string;
  canonicalPath?: string;
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

export const SITE_NAME = "Placar";

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function renderHead(head: HeadData, origin: string): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) parts.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.canonicalPath) parts.push(`<link rel="canonical" href="${escapeHtml(origin + head.canonicalPath)}" />`);
  if (head.jsonLd) {
    const json = JSON.stringify({ "@context": "https://schema.org", ...head.jsonLd }).replace(/</g, "\\u003c");
    parts.push(`<script type="application/ld+json">${json}</script>`);
  }
  return parts.join("\n    ");
}
