/** Reading a Server-Sent Events stream in the API tests. */
import { expect } from "vitest";

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** Reads an SSE stream until `enough` says stop (or the timeout passes). */
export async function readStream(
  url: string,
  headers: Record<string, string>,
  enough: (msgs: SseMessage[]) => boolean,
  onOpen?: () => Promise<void>,
  timeoutMs = 15_000,
): Promise<SseMessage[]> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  const res = await fetch(url, { headers, signal: ctrl.signal });
  expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
  const msgs: SseMessage[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  let opened = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const m: SseMessage = {};
        for (const line of block.split("\n")) {
          const [k, ...rest] = line.split(": ");
          if (k === "id" || k === "event" || k === "data") m[k] = rest.join(": ");
        }
        if (m.event) msgs.push(m);
      }
      if (!opened) {
        opened = true;
        await onOpen?.();
      }
      if (enough(msgs)) break;
    }
  } catch (err) {
    if (!ctrl.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  return msgs;
}
