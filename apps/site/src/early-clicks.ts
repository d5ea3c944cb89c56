/**
 * Clicks on buttons the page cannot answer yet, kept and replayed once it can.
 *
 * The first HTML is complete and painted before the page's scripts run (apps/site/vite.config.ts), so a visitor can
 * press a button before React handles it:
 * - before the page has hydrated at all (its script still on its way on a slow connection), nothing answers;
 * - a lazy part of the page (the league strip, the boxes of `pages/home-boxes.ts`, the footer) hydrates only once its
 *   code has arrived, after the first hydration: React drops a click on a part it has not hydrated yet (it does not
 *   replay it), so such a button looked dead for that half second.
 *
 * The page's inline boot script (`earlyClicksScript`, in every page) installs a capturing listener on the document
 * before anything can be clicked: it runs before React's own listener on the root. A click on a button that does
 * nothing without script (not a form's submit or reset button, which the browser handles) inside a part that has not
 * hydrated is held back from the page and noted: the part and the button's place among the part's buttons. A part is
 * the nearest element marked `data-early-clicks` around the button (a lazy part's wrapper: `LazyPart`,
 * `HydrateWhenNear`, in `lib/`), else the page itself. Once a part has hydrated, `partHydrated` marks it
 * `data-hydrated` (the listener leaves its clicks alone from then on) and clicks, in order, the buttons noted for it:
 * each click now reaches the button's own handler. Until a part hydrates its HTML is the server's and does not
 * change, so a button's place among its part's buttons names the same button when it is replayed.
 */

const QUEUE = "__placarEarlyClicks";
/** The attribute that marks a part hydrating on its own (a lazy part), around the buttons it holds. */
export const EARLY_CLICKS_PART = "data-early-clicks";
const HYDRATED = "data-hydrated";

/** A held click: the part's id ("" for the page) and the button's index among the part's buttons. */
type HeldClick = [part: string, index: number];
type EarlyWindow = Window & { [QUEUE]?: HeldClick[] };

/** The listener's source, inlined in every page (allowed by the Content-Security-Policy through its hash). */
export function earlyClicksScript(): string {
  return (
    `(function(){var q=window.${QUEUE}=[],d=document;d.addEventListener('click',function(e){` +
    `var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||(b.form&&b.type!=='button'))return;` +
    `var p=b.closest('[${EARLY_CLICKS_PART}]')||d.documentElement;if(p.hasAttribute('${HYDRATED}'))return;` +
    `e.preventDefault();e.stopPropagation();q.push([p===d.documentElement?'':p.id,` +
    `[].indexOf.call(p.querySelectorAll('button'),b)])},true)})();`
  );
}

/**
 * Called once a part has hydrated (or mounted after a client navigation), or with no part once the page has: marks it
 * hydrated and clicks, in order, the buttons clicked in it before then.
 */
export function partHydrated(part: HTMLElement = document.documentElement): void {
  part.setAttribute(HYDRATED, "");
  const queue = (window as EarlyWindow)[QUEUE];
  if (!queue?.length) return;
  const key = part === document.documentElement ? "" : part.id;
  const indexes: number[] = [];
  // The clicks held for other parts go back into the same array: the listener holds it.
  for (const [partKey, index] of queue.splice(0, queue.length)) {
    if (partKey === key) indexes.push(index);
    else queue.push([partKey, index]);
  }
  // Found before any is clicked: a click may change the part (a list that grows), and the indexes are the server's.
  const buttons = part.querySelectorAll<HTMLButtonElement>("button");
  const targets = indexes.map((index) => buttons[index]);
  for (const button of targets) if (button?.isConnected) button.click();
}
