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

/** What an `Anchor` receives: an anchor's props with its address. */
export type AnchorProps = React.ComponentProps<"a"> & { href: string };

/**
 * A component that renders a link: a plain <a> (`PlainAnchor`) by default, or an app's router link taking the same
 * props, so that a click after the page has hydrated is a client navigation and before it a plain one.
 */
export type AnchorComponent = React.ComponentType<AnchorProps>;

export function PlainAnchor({ children, ...props }: AnchorProps): React.ReactNode {
  return <a {...props}>{children}</a>;
}
