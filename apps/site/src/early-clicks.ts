/**
 * Clicks on the league strip's chips before the strip has hydrated, kept and replayed once it has.
 *
 * The strip is a lazy part of the home (`pages/home-boxes.ts`): its code arrives after the first hydration, and
 * until React has hydrated it, its chips are the server's buttons. React drops a click on a part it has not
 * hydrated yet (it does not replay it), so a visitor who picks a league in that half second saw nothing happen.
 * The page's inline boot script (apps/site/vite.config.ts) installs the listener below before anything can be
 * clicked: it holds such a click back from the page and notes the chip's league; the strip, once hydrated, replays
 * the notes in order (`replayEarlyChipClicks`) and the listener stops intercepting.
 */

const QUEUE = "__placarEarlyChipClicks";
const CHIP = '[data-slot="league-chip"]';

type EarlyWindow = Window & { [QUEUE]?: string[] | null };

/** The listener's source, inlined in every page (allowed by the Content-Security-Policy through its hash). */
export function earlyChipClicksScript(): string {
  return (
    `(function(){var q=window.${QUEUE}=[];document.addEventListener('click',function(e){` +
    `if(window.${QUEUE}!==q)return;var c=e.target&&e.target.closest&&e.target.closest('${CHIP}');if(!c)return;` +
    `e.preventDefault();e.stopPropagation();q.push(c.getAttribute('data-league-id')||'')},true)})();`
  );
}

/**
 * Called once the strip has hydrated (or mounted after a client-side navigation): stops the listener and clicks,
 * in order, the chips clicked before then. Each click now reaches the strip's own handler.
 */
export function replayEarlyChipClicks(root: ParentNode = document): void {
  const w = window as EarlyWindow;
  const queue = w[QUEUE];
  w[QUEUE] = null;
  for (const league of queue ?? []) {
    root.querySelector<HTMLElement>(`${CHIP}[data-league-id="${CSS.escape(league)}"]`)?.click();
  }
}
