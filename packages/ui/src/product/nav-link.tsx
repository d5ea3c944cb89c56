import * as React from "react";

/** One main-navigation link. */
export type NavItem = {
  /** Where it goes. */
  href: string;
  /** What it says ('Placar', 'Ao Vivo', …). */
  label: string;
  /** Whether it is the page being shown (gets aria-current="page"). */
  current?: boolean;
};

/** What a `renderLink` receives: spread it on a router's link component. */
export type NavLinkProps = {
  href: string;
  className: string;
  "aria-current"?: "page";
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  children: React.ReactNode;
};

/** Renders a plain <a>; pass `renderLink` to use a router's Link instead. */
export function defaultRenderLink({ children, ...props }: NavLinkProps): React.ReactNode {
  return <a {...props}>{children}</a>;
}
