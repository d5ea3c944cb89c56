import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/db/football-details-schema.ts",
    "./src/db/articles-schema.ts",
    "./src/db/odds-matching-schema.ts",
    "./src/db/houses-schema.ts",
  ],
  out: "./drizzle",
});
