/**
 * Writes docs/odds-feed.schema.json from the feed's zod schema (@placar/core/odds-feed): `pnpm --filter @placar/api
 * odds-feed-schema`. A unit test (packages/core/src/odds-feed.test.ts) fails when the committed file differs.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { oddsFeedJsonSchema } from "@placar/core/odds-feed";

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/odds-feed.schema.json");
writeFileSync(out, `${JSON.stringify(oddsFeedJsonSchema(), null, 2)}\n`);
console.log(`wrote ${out}`);
