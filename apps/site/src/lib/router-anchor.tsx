import { Link } from "react-router-dom";
import type { AnchorProps } from "@placar/ui/product/nav-link";

/**
 * A link of the page's own state (the home's tabs, league chips and league list): a plain link before the page has
 * hydrated, a client navigation after, keeping the scroll position.
 */
export function RouterAnchor({ href: to, ...props }: AnchorProps) {
  return <Link to={to} preventScrollReset {...props} />;
}
