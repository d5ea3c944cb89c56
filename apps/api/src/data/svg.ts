/** Escapes text for SVG/XML content and attributes. */
export function xml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A betting house's wordmark: its name on its brand colour. */
export function houseLogoSvg(h: { house: string; color: string; textColor: string }): string {
  const size = h.house.length > 9 ? 15 : 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" role="img"><title>${xml(h.house)}</title><rect width="160" height="48" rx="10" fill="${h.color}"/><text x="80" y="30" text-anchor="middle" font-family="Barlow, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${h.textColor}">${xml(h.house)}</text></svg>`;
}
