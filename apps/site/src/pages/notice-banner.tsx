import { Banner } from "@placar/ui/primitives/banner";

/** The one-time notice the previous page left (an account just deleted), above the page, until dismissed. */
export function NoticeBanner({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Banner variant="success" role="status" dismissible onClose={onClose} className="mx-auto mb-4 max-w-3xl">
      {notice}
    </Banner>
  );
}
