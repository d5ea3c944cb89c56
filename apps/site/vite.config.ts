import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { themeBootScript } from "./src/theme-boot.ts";

/** Code only the signed-in admin screens use; it must never reach a visitor's browser on a public page. */
const ADMIN_ONLY =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@tiptap|prosemirror-[a-z-]+|@tanstack[\\/](?:react-)?table)[\\/]/;

/**
 * Fails the client build when admin-only code lands in a chunk that a public page loads: the entry's static
 * imports (what the first HTML of `/` references) and those of the public lazy routes.
 */
function publicChunksWithoutAdminCode(publicLazyPages: RegExp): Plugin {
  return {
    name: "placar:public-chunks-without-admin-code",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])),
      );
      const roots = [...chunks.values()].filter(
        (c) => c.isEntry || (c.facadeModuleId !== null && publicLazyPages.test(c.facadeModuleId)),
      );
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
      };
      for (const root of roots) visit(root.fileName);
      const leaks = [...seen].flatMap((file) =>
        chunks
          .get(file)!
          .moduleIds.filter((id) => ADMIN_ONLY.test(id))
          .map((id) => `${file}: ${id}`),
      );
      if (leaks.length > 0)
        this.error(
          `Admin-only code in a public chunk (load it from a lazy admin route):\n${leaks.slice(0, 10).join("\n")}`,
        );
    },
  };
}

/**
 * Loads the page's JavaScript after its first paint. The first HTML is complete (server-rendered, real links), so
 * the module scripts need not compete for a slow connection with what the first paint needs (stylesheet, fonts,
 * the first images): the browser paints, then fetches the scripts and hydrates. The script list stays readable in
 * `#placar-scripts` (tests and the bench size the public JS from it).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: "placar:scripts-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entries: string[] = [];
        const preloads: string[] = [];
        let out = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_m, src: string) => {
          entries.push(src);
          return "";
        });
        out = out.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
          preloads.push(href);
          return "";
        });
        if (entries.length !== 1) throw new Error(`expected one module entry in index.html, found ${entries.length}`);
        const list = JSON.stringify({ entry: entries[0], preload: preloads });
        // rAF runs just before the first frame is drawn and the timeout right after it; the second timeout covers
        // a page opened in a background tab, where no frame is drawn until it shows.
        const loader =
          "(function(){var done=false;function go(){if(done)return;done=true;" +
          "var l=JSON.parse(document.getElementById('placar-scripts').textContent);" +
          "l.preload.forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)});" +
          "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=l.entry;document.head.appendChild(s)}" +
          "requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()";
        return out.replace(
          "</body>",
          `  <script type="application/json" id="placar-scripts">${list}</script>\n    <script>${loader}</script>\n  </body>`,
        );
      },
    },
  };
}

/**
 * The home's islands are a build of their own (`vite build --mode islands`, after the app's): their entry
 * (src/entry-islands.tsx) loads neither the router nor React Query, and a build of its own tree-shakes the shared
 * libraries (Radix, Lucide, the api-client) for what the islands use alone. Its script list is written beside the
 * app's in the template's `#placar-scripts` (`islands`), which the server gives the home instead
 * (entry-server.tsx). The loader, whose hash the Content-Security-Policy allows, is unchanged.
 */
function islandScriptsIntoTemplate(): Plugin {
  let outDir = "";
  return {
    name: "placar:island-scripts-into-template",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [c] : []));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error("the islands build has no entry chunk");
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep);
      };
      for (const dep of entry.imports) visit(dep);
      const islands = { entry: `/${entry.fileName}`, preload: [...seen].map((f) => `/${f}`) };
      const templatePath = path.join(outDir, "index.html");
      const template = await readFile(templatePath, "utf8");
      const block = /(<script type="application\/json" id="placar-scripts">)([^<]*)(<\/script>)/;
      if (!block.test(template)) throw new Error("build the app before the islands: no #placar-scripts in index.html");
      await writeFile(
        templatePath,
        template.replace(block, (_m, open: string, json: string, close: string) => {
          const list = JSON.parse(json) as Record<string, unknown>;
          return `${open}${JSON.stringify({ ...list, islands })}${close}`;
        }),
      );
    },
  };
}

/**
 * Preloads the latin faces the first screen sets text in. Found by the stylesheet, they would start downloading
 * only once it is parsed and arrive after the first paint: each arrival then swaps its face in and lays the whole
 * page out again, a long task after the first paint on a slow phone (Lighthouse's total blocking time).
 */
function preloadFirstScreenFonts(faces: RegExp): Plugin {
  return {
    name: "placar:preload-first-screen-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => faces.test(f));
        if (files.length === 0) return html;
        const links = files
          .sort()
          .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`)
          .join("\n    ");
        return html.replace(/(\s*)<link rel="stylesheet"/, (m, space: string) => `${space}${links}${m}`);
      },
    },
  };
}

/** The page's boot script, right after the charset: it applies the visitor's theme before the first paint (`src/theme-boot.ts`). */
function bootBeforeFirstPaint(): Plugin {
  return {
    name: "placar:boot-before-first-paint",
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    <script>${themeBootScript()}</script>`),
    },
  };
}

/** Text files worth compressing (fonts and images are compressed formats already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) twin beside each compressible file of the client build, which
 * the server sends as they are (`preCompressed` in apps/api/src/plugins/site.ts). Compressed per request instead
 * (brotli at quality 4, @fastify/compress's default), the twenty-odd scripts of `/` cost the server 120–760 ms of
 * CPU per cold page load on a 2-core host, beside the browser loading the page; and quality 11 is smaller too.
 */
function precompressAssets(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = "";
  return {
    name: "placar:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [brotli, gzipped] = await Promise.all([
            br(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          // A twin that is not smaller is not written: the server then sends the file itself.
          if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
          if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === "islands" ? islandsBuild() : appBuild(isSsrBuild === true),
);

/** The home's islands (see `islandScriptsIntoTemplate`): one entry, written beside the app's client build. */
function islandsBuild(): UserConfig {
  return {
    plugins: [react(), islandScriptsIntoTemplate(), precompressAssets()],
    build: {
      sourcemap: false,
      target: "es2022",
      reportCompressedSize: false,
      emptyOutDir: false,
      copyPublicDir: false,
      // A lazy island's chunk imports what it needs itself: no preload helper in the first script.
      modulePreload: false,
      rolldownOptions: {
        input: { islands: "src/entry-islands.tsx" },
        output: {
          // What the first script needs beside its entry, in one chunk (fewer requests, better gzip).
          codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] },
          entryFileNames: "assets/islands-[hash].js",
          chunkFileNames: "assets/islands-[name]-[hash].js",
          assetFileNames: "assets/islands-[name]-[hash][extname]",
        },
      },
    },
  };
}

function appBuild(isSsrBuild: boolean): UserConfig {
  return {
    plugins: [
      react(),
      scriptsAfterFirstPaint(),
      preloadFirstScreenFonts(
        /[\\/](?:roboto-latin-(?:400|500)|barlow-latin-700|signika-latin-600)-normal-[\w-]+\.woff2$/,
      ),
      bootBeforeFirstPaint(),
      tailwindcss(),
      precompressAssets(),
      publicChunksWithoutAdminCode(
        /[\\/]apps[\\/]site[\\/]src[\\/]pages[\\/](?:match|analysis|article|articles|live|guide|community|privacy|responsible|not-found)\.tsx$/,
      ),
    ],
    build: {
      sourcemap: false,
      target: "es2022",
      reportCompressedSize: false,
      // No <link rel=modulepreload> appended for a lazy chunk's dependencies: the browser fetches them with the chunk's
      // own imports anyway (one round trip later). Appending the links cost about a millisecond each on a slow host,
      // nineteen of them on the home, inside hydration's slices (each lazy component resolved while hydrating); the
      // HTML's own list (the entry's static imports, `#placar-scripts`) is kept.
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: "html" | "js" }) =>
          hostType === "html" ? deps : [],
      },
      // The manifest lets tests and the bench see which chunks a page loads.
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // Everything the first page needs in one chunk beside the entry. Without this group, every
              // module shared between the entry and a lazy chunk (the header's menu and sheet, the match page)
              // becomes its own small chunk: more requests, and worse gzip than one file.
              // The entry module itself stays out: it awaits the first page's lazy route before hydrating, and
              // that route's chunk imports this one, so sharing a chunk with it would be a deadlocked cycle.
              // (The HTML's own module goes too: the group would pull the entry in as its dependency.)
              codeSplitting: {
                groups: [
                  {
                    name: "app",
                    tags: ["$initial"],
                    test: (id: string) => !/(?:[\\/]src[\\/]entry-client\.tsx|\.html)(?:\?|$)/.test(id),
                  },
                ],
              },
            },
          },
    },
    ssr: { noExternal: [/^@placar\//] },
  };
}
