import { svgText, xml } from "./svg-text.ts";

export { xml };

/** A betting house's wordmark: its name on its brand colour. */
export function houseLogoSvg(h: { house: string; color: string; textColor: string }): string {
  const size = h.house.length > 9 ? 15 : 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" role="img"><title>${xml(h.house)}</title><rect width="160" height="48" rx="10" fill="${h.color}"/>${svgText(h.house, { x: 80, y: 30, baseline: "alphabetic", size, weight: 700, fill: h.textColor, fallbackFamily: "Barlow, Arial, Helvetica, sans-serif" })}</svg>`;
}
