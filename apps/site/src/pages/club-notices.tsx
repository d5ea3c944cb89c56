import { Link } from "react-router-dom";
import { relativeAge } from "@placar/core/dates";
import { href } from "@placar/core/routes";
import { siteNow } from "../lib/clock.ts";

/** The team or league page when it has nothing to show: not found, or not loaded. */
export function ScheduleNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Link
        to={href.home()}
        className="mt-6 inline-block rounded-md bg-primary px-5 py-2 font-display font-semibold text-primary-foreground"
      >
        Ver os jogos de hoje
      </Link>
    </section>
  );
}

/** Says so when the provider did not answer the last refresh and older data is shown. */
export function StaleNote({ meta }: { meta: { stale: boolean; updatedAt: string | null } }) {
  if (!meta.stale) return null;
  const age = meta.updatedAt ? relativeAge(new Date(meta.updatedAt), siteNow()) : null;
  return (
    <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
      {age
        ? `Jogos e resultados atualizados ${age === "agora" ? "agora" : `há ${age}`}: a fonte dos dados não respondeu à última consulta.`
        : "A fonte dos dados não respondeu agora: os jogos desta página podem estar incompletos."}
    </p>
  );
}
