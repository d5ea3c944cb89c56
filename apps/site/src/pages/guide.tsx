import { useQuery } from "@tanstack/react-query";
import { getHousesOptions } from "@placar/api-client/queries";
import { VISIT_SITE } from "@placar/core/messages";
import { Badge } from "@placar/ui/components/badge";
import { Button } from "@placar/ui/components/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@placar/ui/components/card";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import type { RouteDeps } from "../routes.tsx";

export function guideLoader(deps: RouteDeps) {
  return async () => {
    const load = deps.queryClient.prefetchQuery(getHousesOptions(deps.api));
    if (deps.awaitData) await load;
    return null;
  };
}

export function guideHead(): HeadData {
  return {
    title: "Guia de apostas: as 7 casas licenciadas comparadas | Placar",
    description: "Ranking das sete casas de apostas licenciadas que o Placar compara: pontos fortes, promoções e avaliação de cada uma.",
    canonicalPath: "/guia-apostas",
  };
}

export function GuidePage() {
  const api = useApi();
  const houses = useQuery({ ...getHousesOptions(api), staleTime: 10 * 60_000 });
  return (
    <section aria-labelledby="titulo-guia" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="titulo-guia" className="font-display text-2xl font-bold">
        Guia de Apostas
      </h1>
      <p className="text-muted-foreground">
        As sete casas licenciadas que comparamos, da mais bem avaliada para a menos. Compare sempre as odds antes de apostar e aposte só o que pode perder.
      </p>
      {houses.isError && !houses.data ? (
        <p role="alert" className="rounded-md border border-border bg-card p-3">
          Não foi possível carregar o guia agora. Tente de novo em instantes.
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {(houses.data?.results ?? []).map((h) => (
          <li key={h.id}>
            <Card>
              <CardHeader className="flex-row items-center gap-3">
                <span className="font-display text-2xl font-bold text-muted-foreground" aria-label={`${h.ranking}º lugar`}>
                  {h.ranking}º
                </span>
                <img src={h.logo} alt="" width={120} height={36} className="h-9 w-[120px]" />
                <div className="flex flex-1 flex-col">
                  <CardTitle>{h.house}</CardTitle>
                  <CardDescription>
                    Avaliação {h.rating.toFixed(1).replace(".", ",")} de 5
                  </CardDescription>
                </div>
                <Badge variant="secondary">{h.review}</Badge>
              </CardHeader>
              <CardContent className="flex flex-col gap-2">
                <p>{h.description}</p>
                <ul className="list-disc pl-5 text-sm text-muted-foreground">
                  {h.promos.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <Button asChild>
                  <a href={h.link} target="_blank" rel="sponsored noopener noreferrer">
                    {VISIT_SITE}
                    <span className="sr-only"> da {h.house} (abre em nova aba)</span>
                  </a>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
