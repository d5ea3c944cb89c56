import { buildApp } from "./app.ts";
import { createClock } from "./clock.ts";
import { ConfigError, loadConfig, startupWarnings } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createLiveBus } from "./live/bus.ts";
import { createProvider } from "./providers/index.ts";
import { ensureFirstAdmin } from "./services/users.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const clock = createClock(config.pinnedNow);
  const database = await openDatabase(config.database);
  const bus = await createLiveBus(config.redisUrl, config.redisKeyPrefix);
  const app = await buildApp({ config, clock, database, provider: createProvider(config, clock), bus });
  // First start: with no admin at all, create one and print its password once (docs/product.md#roles-and-access).
  await ensureFirstAdmin(database.db, app.log, clock);
  const stopIngest = app.ctx.football.startSchedule(config.ingestIntervalSeconds);
  // Article images left without their article (a crash between the file and the row), at start and hourly.
  const stopUploadsCollection = app.ctx.articles.startOrphanCollection();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopIngest();
    stopUploadsCollection();
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await bus.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  for (const warning of startupWarnings(config)) app.log.warn({ publicUrl: config.publicUrl }, warning);
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      provider: config.dataProvider,
      site: config.siteDist ?? "não construído",
    },
    `Placar no ar em http://localhost:${(app.server.address() as { port: number }).port}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error("Falha ao iniciar o Placar:", err);
  }
  process.exit(1);
});
