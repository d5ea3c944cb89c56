import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerAuth, registerRateLimits } from "./plugins/auth.ts";
import { documentErrorStatuses, documentRouteSecurity, withoutUnreferencedSchemas } from "./plugins/openapi.ts";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./plugins/errors.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { installPortugueseMessages } from "./schemas/messages-pt.ts";
import { registerSite } from "./plugins/site.ts";
import type { FootballProvider } from "./providers/types.ts";
import { MemoryBus, type LiveBus } from "./live/bus.ts";
import auth from "./routes/auth.ts";
import football from "./routes/football.ts";
import users from "./routes/users.ts";
import type { AccountService } from "./services/accounts.ts";
import { createAccountParts } from "./services/accounts-setup.ts";
import type { Mailer } from "./services/mail.ts";
import type { UserAdminService } from "./services/users.ts";
import live from "./routes/live.ts";
import houses from "./routes/houses.ts";
import images from "./routes/images.ts";
import health from "./routes/health.ts";
import { FootballService } from "./services/football.ts";
import { MatchDetailsService } from "./services/match-details.ts";
import match from "./routes/match.ts";
import clubPages from "./routes/club-pages.ts";
import { ClubPagesService } from "./services/club-pages.ts";
import articles from "./routes/articles.ts";
import seo from "./routes/seo.ts";
import { ArticleService } from "./services/articles.ts";
import { seedDemoArticles } from "./services/articles-seed.ts";
import { UploadStore } from "./services/uploads.ts";
import type { PageCache } from "./services/page-cache.ts";
import type { SseHub } from "./live/sse-hub.ts";
import { PersonalDataService } from "./services/personal-data.ts";
import { FavoritesService } from "./services/favorites.ts";
import favorites from "./routes/favorites.ts";
import { TheOddsApiSource } from "./odds-sources/the-odds-api.ts";
import { FeedGuard, type FeedGuardOptions } from "./odds-sources/feed-guard.ts";
import { HouseFeedSource } from "./odds-sources/house-feed.ts";
import { feedHouses, HouseFeedStore } from "./services/house-feed.ts";
import oddsFeed from "./routes/odds-feed.ts";
import type { OddsSource } from "./odds-sources/types.ts";
import { RealPricesService } from "./services/real-prices.ts";
import heldQuotes from "./routes/held-quotes.ts";
import demoClock from "./routes/demo-clock.ts";
import oddsMatches from "./routes/odds-matches.ts";
import search from "./routes/search.ts";
import { SearchService } from "./services/search.ts";
import { HouseCatalog } from "./services/house-catalog.ts";
import { AlertService } from "./services/alerts.ts";
import alerts from "./routes/alerts.ts";
import markets from "./routes/markets.ts";
import { MarketsService } from "./services/markets.ts";

export interface AppContext {
  config: Config;
  clock: Clock;
  database: Database;
  football: FootballService;
  /** Match details and league tables, read through the database. */
  matches: MatchDetailsService;
  /** The markets beyond 1X2 of a game and of a day (issue 44). */
  markets: MarketsService;
  /** The team and league pages: seasons from the provider, kept with their freshness. */
  clubPages: ClubPagesService;
  /** Sign-up, sign-in, sessions, passwords and recovery. */
  accounts: AccountService;
  /** The admin's user manager. */
  users: UserAdminService;
  /** The LGPD self-service: a user's data export and the deletion of their own account. */
  personalData: PersonalDataService;
  favorites: FavoritesService;
  /** Price and kick-off alerts, notifications and the e-mails' unsubscribe. */
  alerts: AlertService;
  mailer: Mailer;
  /** Live change events (in-process, or Redis when REDIS_URL is set). */
  live: LiveBus;
  /** News and analysis articles. */
  articles: ArticleService;
  /** Uploaded article images (UPLOADS_DIR). */
  uploads: UploadStore;
  /**
   * The odds sources merged into the ingest (The Odds API when THEODDSAPI_KEY is set, then the houses' feeds) and
   * their review queue; null only when a test gives `oddsSource: null`. `configured()` says whether any source has
   * something to poll (without a key and without a house feed: nothing, as in the demo).
   */
  realPrices: RealPricesService | null;
  /** The houses' pushed feeds (signature, replay, storage). */
  houseFeed: HouseFeedStore;
  /** Which feed URLs may be read (saved on "Casas", polled by the house-feed source). */
  feedGuard: FeedGuard;
  /** The site's search box: teams, leagues, games and articles. */
  search: SearchService;
  /** The betting houses (the admin's "Casas"), read from the database and kept in memory. */
  houses: HouseCatalog;
  /** Server-rendered pages kept in memory (set when the site is served). */
  pages?: PageCache;
  /** This instance's open live streams (set by the live routes). */
  streams?: SseHub;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  clock: Clock;
  database: Database;
  provider: FootballProvider;
  /** The live-event bus; an in-process one when omitted. Owned (and closed) by the caller when given. */
  bus?: LiveBus;
  /**
   * The odds source used instead of The Odds API (by default The Odds API when `config.theOddsApi` is set, else
   * none); the house feeds run beside it unless this is null.
   */
  oddsSource?: OddsSource | null;
  /**
   * How house names in feed URLs are resolved and which internal addresses are let through anyway (tests: a made-up
   * public name served by a local replay server); ODDS_FEED_ALLOW_PRIVATE still applies. Default: the system's.
   */
  feedGuard?: Pick<FeedGuardOptions, "resolve" | "allow">;
  /** Serve the built site (off for API-only tests and the OpenAPI emitter). */
  serveSite?: boolean;
  logger?: boolean;
}

installPortugueseMessages();

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
    // X-Forwarded-For is believed only from the configured proxies; otherwise req.ip is the socket's address.
    trustProxy: opts.config.trustedProxies.length > 0 ? opts.config.trustedProxies : false,
    // Start-up work (the demo's first analyses in onReady, a migration on a cold database) is bounded but can
    // take longer than Fastify's 10 s on a busy host; the e2e servers failed to start that way on a loaded machine.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { publicUrl: opts.config.publicUrl });

  const bus = opts.bus ?? new MemoryBus();
  const houseCatalog = new HouseCatalog(() => opts.database.db, app.log);
  const theOddsApi = opts.config.theOddsApi;
  // The houses' source keys, with THEODDSAPI_BOOKMAKERS over them (the ingest reads the houses before it polls).
  const bookmakers = () =>
    houseCatalog.current()?.bookmakers(theOddsApi?.bookmakers) ?? theOddsApi?.bookmakers ?? new Map<string, string>();
  const oddsSource =
    opts.oddsSource !== undefined
      ? opts.oddsSource
      : theOddsApi &&
        new TheOddsApiSource({
          settings: theOddsApi,
          log: app.log,
          bookmakers,
          planned: theOddsApi.plan === "credits",
        });
  const accountParts = createAccountParts(opts, app.log);
  const houseFeed = new HouseFeedStore(
    () => opts.database.db,
    () => accountParts.counters,
  );
  // Which feed URLs may be read: checked when an admin saves one and at every request (odds-sources/feed-guard.ts).
  const feedGuard = new FeedGuard({ ...opts.feedGuard, allowPrivate: opts.config.oddsFeedAllowPrivate });
  // The houses' feeds, polled or pushed (docs/odds-feed.md): merged after The Odds API, so a house's own feed wins.
  const feedSource = new HouseFeedSource({
    houses: async () => feedHouses(await houseCatalog.lookup()),
    pushed: (ids) => houseFeed.pushed(ids),
    pollSeconds: opts.config.houseFeedPollSeconds,
    log: app.log,
    guard: feedGuard,
  });
  const sources = opts.oddsSource === null ? [] : [...(oddsSource ? [oddsSource] : []), feedSource];
  const realPrices =
    sources.length > 0
      ? new RealPricesService(
          opts.database.db,
          sources,
          () => new Set(bookmakers().values()),
          app.log,
          opts.config.oddsMaxAgeMs,
        )
      : null;
  const footballService = new FootballService({
    db: opts.database.db,
    provider: opts.provider,
    clock: opts.clock,
    log: app.log,
    bus,
    leadership: opts.database.leadership(),
    houses: houseCatalog,
    realPrices,
    oddsHistoryRetentionMs: opts.config.oddsHistoryDays * 86_400_000,
    aheadRefreshMs: opts.config.aheadRefreshMs,
  });
  const offHouses = houseCatalog.onChange(() => footballService.housesChanged());
  app.addHook("onClose", async () => offHouses());
  const uploads = new UploadStore(opts.config.uploadsDir);
  const alertService = new AlertService({
    db: opts.database.db,
    clock: opts.clock,
    football: footballService,
    mailer: accountParts.mailer,
    tokens: accountParts.tokens,
    publicUrl: opts.config.publicUrl,
    log: app.log,
  });
  footballService.onDayWritten((day) => alertService.evaluate(day));
  const articleService = new ArticleService({
    db: () => opts.database.db,
    clock: opts.clock,
    football: footballService,
    uploads,
    log: app.log,
  });
  const matches = new MatchDetailsService(opts.database.db, opts.provider, opts.clock, footballService, app.log);
  app.decorate("ctx", {
    config: opts.config,
    clock: opts.clock,
    database: opts.database,
    football: footballService,
    matches,
    markets: new MarketsService(opts.database.db, footballService, opts.clock),
    clubPages: new ClubPagesService(opts.database.db, opts.provider, opts.clock, footballService, matches, app.log),
    live: bus,
    accounts: accountParts.accounts,
    users: accountParts.users,
    personalData: new PersonalDataService({ db: opts.database.db, clock: opts.clock }),
    favorites: new FavoritesService(opts.database.db),
    alerts: alertService,
    mailer: accountParts.mailer,
    articles: articleService,
    uploads,
    realPrices,
    houseFeed,
    feedGuard,
    houses: houseCatalog,
    search: new SearchService({
      db: opts.database.db,
      clock: opts.clock,
      articles: articleService,
      today: () => footballService.today(),
    }),
  });
  app.addHook("onClose", () => accountParts.close());
  registerAuth(app, () => app.ctx.accounts);
  app.addHook("onClose", async () => {
    footballService.stop();
    if (!opts.bus) await bus.close();
  });

  // Before the routes: each documented operation gets the `security` its onRequest hooks imply (see openapi.ts).
  documentRouteSecurity(app);
  documentErrorStatuses(app);

  await registerRateLimits(app, accountParts.redis, opts.config.redisKeyPrefix);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Placar API",
        description: "API do Placar: jogos, odds das casas de apostas, estatísticas, notícias e contas.",
        version: opts.config.version,
      },
      // The API is served by the same process and origin as the site; "/" keeps the document valid wherever it runs.
      servers: [{ url: "/", description: "A mesma origem que serve o site" }],
      tags: [
        { name: "system", description: "Estado do servidor" },
        { name: "football", description: "Jogos, odds e estatísticas" },
        { name: "houses", description: "Casas de apostas comparadas" },
        { name: "images", description: "Escudos, logotipos e imagens" },
        { name: "auth", description: "Cadastro, login, sessão e senhas" },
        { name: "users", description: "Gestão de usuários (administradores)" },
        { name: "favorites", description: "Times e campeonatos seguidos por quem está logado" },
        {
          name: "alerts",
          description: "Alertas de preço e de início de jogo, notificações e cancelamento dos e-mails",
        },
        { name: "odds-matches", description: "Fila de revisão dos eventos da fonte de odds (administradores)" },
        { name: "held-quotes", description: "Cotações retidas por destoarem das outras casas (administradores)" },
        { name: "odds-feed", description: "Feed de odds enviado pelas casas (assinado com HMAC)" },
        { name: "articles", description: "Notícias e análises" },
        { name: "search", description: "Busca do site: times, ligas, jogos e notícias" },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnreferencedSchemas(jsonSchemaTransformObject(document)),
  });

  await app.register(health);
  await app.register(football);
  await app.register(match);
  await app.register(markets);
  await app.register(clubPages);
  await app.register(auth);
  await app.register(users);
  await app.register(favorites);
  await app.register(alerts);
  await app.register(oddsMatches);
  await app.register(heldQuotes);
  await app.register(demoClock);
  await app.register(oddsFeed);
  await app.register(live);
  await app.register(houses);
  await app.register(images);
  await app.register(articles);
  await app.register(search);
  await app.register(seo);
  // First start on the demo provider: a few analysis articles, before the server takes requests. Tests (and the
  // OpenAPI emitter) run with NODE_ENV=test and seed explicitly when they need it.
  if (opts.config.dataProvider === "demo" && opts.config.env !== "test") {
    app.addHook("onReady", async () => {
      await seedDemoArticles({
        db: opts.database.db,
        clock: opts.clock,
        football: footballService,
        matches: app.ctx.matches,
        articles: articleService,
        log: app.log,
      }).catch((err: unknown) => app.log.error({ err }, "demo: falha ao criar as análises de demonstração"));
    });
  }
  await registerSite(app, opts.serveSite === false ? null : opts.config.siteDist);
  return app;
}
