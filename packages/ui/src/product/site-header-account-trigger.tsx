import { ChevronDown } from "lucide-react";

import { Avatar } from "../primitives/avatar.tsx";

export type SiteHeaderUser = {
  /** The signed-in user's name (avatar initials and menu label). */
  name: string;
  /** Whether the admin items are shown (display only: the server enforces access). */
  admin: boolean;
  /** Avatar picture, when there is one. */
  avatarUrl?: string | null;
};

/** The account button's look, shared by the stand-in and the real menu trigger so the swap does not move a pixel. */
export const accountTriggerClassName =
  "flex cursor-pointer items-center gap-1 rounded-full p-0.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** What the account button shows: the avatar, a chevron, and its name for screen readers. */
export function AccountTriggerFace({ user }: { user: SiteHeaderUser }) {
  return (
    <>
      <Avatar name={user.name} src={user.avatarUrl} size="sm" decorative />
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="sr-only">Menu da conta de {user.name}</span>
    </>
  );
}
