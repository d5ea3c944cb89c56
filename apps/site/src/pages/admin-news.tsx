import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  createArticleMutation,
  deleteArticleMutation,
  getArticleOptions,
  getGamesOptions,
  listArticlesOptions,
  searchGamesOptions,
  updateArticleMutation,
  type GetGamesData,
  type ListArticlesData,
} from "@placar/api-client/queries";
import { businessDate } from "@placar/core/dates";
import { MENU_MANAGE_NEWS, NEWS_EDIT, NEWS_NEW } from "@placar/core/messages";
import { Banner } from "@placar/ui/primitives/banner";
import { Button } from "@placar/ui/primitives/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@placar/ui/primitives/card";
import { FallbackImage } from "@placar/ui/primitives/fallback-image";
import { NewsFormDialog, type NewsFormInitialValues, type NewsFormValues } from "@placar/ui/admin/news-form-dialog";
import type { NewsGameOption } from "@placar/ui/admin/news-form-dialog-game-picker";
import { Skeleton } from "@placar/ui/primitives/skeleton";
import { useApi } from "../lib/api-context.tsx";
import { siteNow } from "../lib/clock.ts";
import { useDebounced } from "../lib/use-debounced.ts";
import { AdminPage, AdminOnly, adminFormError, adminHead, useLeaveWhenRefused } from "./admin-gate.tsx";

type Summary = ListArticlesData["results"][number];
type Game = Pick<
  GetGamesData["results"][number],
  "id" | "date" | "hour" | "minute" | "home_team" | "away_team" | "league"
>;

/** docs/product.md#news-manager: the manager lists up to 10 000 news items in one page. */
const MANAGER_PAGE = { page: 1, page_size: 10_000 } as const;
/** Games from today on that the form offers (the API's default page is 100; a busy week has more). */
const GAMES_PAGE = { page: 1, page_size: 1_000 } as const;

export function adminNewsHead() {
  return adminHead(MENU_MANAGE_NEWS);
}

function toOption(game: Game): NewsGameOption {
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    id: game.id,
    home: game.home_team,
    away: game.away_team,
    date: game.date,
    time: `${pad(game.hour)}:${pad(game.minute)}`,
    league: game.league.name,
  };
}

/** DD/MM/YYYY of a YYYY-MM-DD day. */
function dayMonthYear(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

/** The multipart news form (image, date, title, subtitle, game, author, message); no file means no image part. */
function articleForm(values: NewsFormValues): FormData {
  const form = new FormData();
  form.set("title", values.title);
  form.set("subtitle", values.subtitle);
  form.set("author", values.author);
  form.set("date", values.date);
  form.set("game", String(values.game));
  form.set("message", values.message);
  if (values.image) form.set("image", values.image);
  else if (values.removeImage) form.set("remove_image", "true");
  return form;
}

type Editing = { mode: "create" } | { mode: "edit"; id: number; initial: NewsFormInitialValues };

/** The shortest search the API runs (core's rule is 2 letters). */
const MIN_GAME_SEARCH = 2;

/**
 * The games the form offers: today's and tomorrow's (upcoming), and, while the admin types a team, the games of
 * any day the API finds (past finals, next month's derby).
 */
function useGameOptions(enabled: boolean) {
  const api = useApi();
  const [query, setQuery] = useState("");
  const settled = useDebounced(query.trim());
  const searching = settled.length >= MIN_GAME_SEARCH;
  // Loaded when the form first opens, then kept: the list of games changes slowly.
  const upcoming = useQuery({ ...getGamesOptions(api, { params: { query: GAMES_PAGE } }), enabled, staleTime: 60_000 });
  const found = useQuery({
    ...searchGamesOptions(api, { params: { query: { q: settled, limit: 50 } } }),
    enabled: enabled && searching,
    staleTime: 60_000,
  });
  const games = useMemo(() => {
    const list = searching
      ? [...(found.data?.results ?? []), ...(upcoming.data?.results ?? [])]
      : (upcoming.data?.results ?? []);
    const seen = new Set<number>();
    return list.filter((g) => !seen.has(g.id) && seen.add(g.id)).map(toOption);
  }, [searching, found.data, upcoming.data]);
  return {
    games,
    loading: upcoming.isPending && enabled,
    // Typed but not yet sent counts as searching too: the list is about to change.
    searching: query.trim().length >= MIN_GAME_SEARCH && (query.trim() !== settled || found.isFetching),
    error: upcoming.isError || (searching && found.isError) ? "Não foi possível carregar os jogos." : undefined,
    setQuery,
  };
}

/** docs/product.md#news-manager (/gerenciar-noticias, admins only). */
export function AdminNewsPage() {
  return <AdminOnly loading="Carregando notícias…">{(admin) => <NewsManager author={admin.name} />}</AdminOnly>;
}

function NewsManager({ author }: { author: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  /** What the last save or deletion did, said once on the page (the dialog has closed). */
  const [notice, setNotice] = useState<string | null>(null);

  const list = useQuery({ ...listArticlesOptions(api, { params: { query: MANAGER_PAGE } }), staleTime: 0 });
  useLeaveWhenRefused(list.error);
  const games = useGameOptions(editing !== null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["listArticles"] }),
      queryClient.invalidateQueries({ queryKey: ["getArticle"] }),
    ]);

  const openEditor = async (article: Summary) => {
    setOpenFailed(false);
    setNotice(null);
    setOpening(article.id);
    try {
      const full = await queryClient.fetchQuery({
        ...getArticleOptions(api, { params: { path: { id: article.id } } }),
        staleTime: 0,
      });
      setEditing({
        mode: "edit",
        id: full.id,
        initial: {
          title: full.title,
          subtitle: full.subtitle,
          author: full.author,
          date: full.date,
          game: toOption(full.game),
          imageUrl: full.image,
          message: full.message,
        },
      });
    } catch {
      setOpenFailed(true);
    } finally {
      setOpening(null);
    }
  };

  const save = async (values: NewsFormValues) => {
    try {
      const body = articleForm(values) as never;
      if (editing?.mode === "edit")
        await updateArticleMutation(api).mutationFn({ params: { path: { id: editing.id } }, body });
      else await createArticleMutation(api).mutationFn({ body });
    } catch (err) {
      throw adminFormError(err);
    }
    // docs/product.md#news-manager: saving closes the modal and reloads the list.
    await reload();
    setNotice(editing?.mode === "edit" ? `Notícia “${values.title}” salva.` : `Notícia “${values.title}” publicada.`);
  };

  const remove = async () => {
    if (editing?.mode !== "edit") return;
    try {
      await deleteArticleMutation(api).mutationFn({ params: { path: { id: editing.id } } });
    } catch (err) {
      throw adminFormError(err);
    }
    await reload();
    setNotice(`Notícia “${editing.initial.title ?? ""}” excluída.`);
  };

  const articles = list.data?.results ?? [];

  return (
    <AdminPage
      title={MENU_MANAGE_NEWS}
      actions={
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ mode: "create" });
          }}
        >
          {NEWS_NEW}
        </Button>
      }
    >
      {notice ? (
        <Banner key={notice} variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Banner>
      ) : null}
      {openFailed ? (
        <Banner variant="error" dismissible onClose={() => setOpenFailed(false)}>
          Não foi possível abrir a notícia. Tente novamente.
        </Banner>
      ) : null}
      {list.isPending ? (
        <ul aria-busy="true" aria-label="Carregando notícias" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-72 w-full rounded-lg" />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Banner variant="error">Não foi possível carregar as notícias.</Banner>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : articles.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground">
          Nenhuma notícia publicada ainda. Use “{NEWS_NEW}” para escrever a primeira.
        </p>
      ) : (
        <ul aria-label="Notícias" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <Card className="h-full overflow-hidden">
                <FallbackImage
                  src={article.image ?? `/api/images/matches/${article.game.afb_fixture_id}.svg`}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                  fallback={
                    <div className="flex aspect-video w-full items-center justify-center bg-muted text-sm text-muted-foreground">
                      Sem imagem
                    </div>
                  }
                />
                <CardHeader>
                  <p className="text-xs font-medium text-muted-foreground">
                    {article.game.home_team} x {article.game.away_team} · {article.league}
                  </p>
                  <CardTitle>{article.title}</CardTitle>
                  {article.subtitle ? (
                    <CardDescription className="line-clamp-3">{article.subtitle}</CardDescription>
                  ) : null}
                </CardHeader>
                <CardContent className="text-xs text-muted-foreground">
                  {dayMonthYear(article.date)} · {article.author}
                </CardContent>
                <CardFooter>
                  <Button
                    variant="outline"
                    size="sm"
                    loading={opening === article.id}
                    disabled={opening !== null && opening !== article.id}
                    onClick={() => void openEditor(article)}
                    aria-label={`${NEWS_EDIT}: ${article.title}`}
                  >
                    {NEWS_EDIT}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <NewsFormDialog
        key={editing?.mode === "edit" ? `editar-${editing.id}` : "nova"}
        mode={editing?.mode ?? "create"}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        today={businessDate(siteNow())}
        initialValues={editing?.mode === "edit" ? editing.initial : { author }}
        games={games.games}
        gamesLoading={games.loading}
        gamesError={games.error}
        onGameSearch={games.setQuery}
        gamesSearching={games.searching}
        onSubmit={save}
        onDelete={editing?.mode === "edit" ? remove : undefined}
      />
    </AdminPage>
  );
}
