/**
 * The layers of docs/architecture.md ("Layers"), enforced: `pnpm lint:deps` (part of `pnpm lint` and the test command).
 *   site → ui, api-client, core;  ui → core;  api → core;  api-client → nothing of ours;  core → nothing of ours, no I/O.
 *   e2e → other packages only by name, through their public exports;  test-helpers → only from tests.
 * Inside ui, by folder (the Storybook groups): primitives → nothing of the others; favorites → primitives;
 *   product → primitives, favorites;  admin → primitives (its stories may borrow product fixtures).
 * And no import cycle anywhere.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: split the shared part into a module both can import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-pure",
      severity: "error",
      comment: "packages/core is pure logic shared by server and browser: no package of ours, no Node I/O.",
      from: { path: "^packages/core/" },
      to: { path: "^(apps/|packages/(ui|api-client)/)" },
    },
    {
      name: "core-no-io",
      severity: "error",
      comment: "packages/core does no I/O: no Node built-in modules (node:fs, node:http, …).",
      from: { path: "^packages/core/src/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "ui-only-core",
      severity: "error",
      comment: "packages/ui is presentational: it may use core, never the API client or an app.",
      from: { path: "^packages/ui/" },
      to: { path: "^(apps/|packages/api-client/)" },
    },
    {
      name: "ui-primitives-stand-alone",
      severity: "error",
      comment:
        "packages/ui/src/primitives/ (Storybook's Primitivos) are the base the other folders build on: they import none of them (a story may borrow another folder's fixture).",
      from: { path: "^packages/ui/src/primitives/", pathNot: "\\.stories\\.tsx$" },
      to: { path: "^packages/ui/src/(product|favorites|admin)/" },
    },
    {
      name: "ui-favorites-on-primitives",
      severity: "error",
      comment:
        "packages/ui/src/favorites/ (Favoritos) builds on the primitives only; the product and admin screens use it.",
      from: { path: "^packages/ui/src/favorites/", pathNot: "\\.stories\\.tsx$" },
      to: { path: "^packages/ui/src/(product|admin)/" },
    },
    {
      name: "ui-admin-is-a-leaf",
      severity: "error",
      comment: "packages/ui/src/admin/ (Admin) is the back office: no visitor-facing component imports it.",
      from: { path: "^packages/ui/src/(primitives|favorites|product)/" },
      to: { path: "^packages/ui/src/admin/" },
    },
    {
      name: "api-only-core",
      severity: "error",
      comment: "apps/api uses core only (the site, the design system and the generated client are the browser's).",
      // The contract test checks that the committed client is what the generator makes of the emitted document.
      from: { path: "^apps/api/", pathNot: "^apps/api/test/contract\\.test\\.ts$" },
      to: { path: "^(apps/site/|packages/(ui|api-client)/)" },
    },
    {
      name: "api-services-not-plugins",
      severity: "error",
      comment: "The API's services hold the product's rules; the HTTP wiring (plugins/) is the app's, never theirs.",
      from: { path: "^apps/api/src/services/" },
      to: { path: "^apps/api/src/plugins/" },
    },
    {
      name: "site-not-api",
      severity: "error",
      comment: "apps/site talks to the API through the generated client, never by importing the server.",
      from: { path: "^apps/site/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "e2e-through-exports",
      severity: "error",
      comment:
        "e2e/ is a workspace package (@placar/e2e): it imports another package by name (@placar/core/…, @placar/api/demo, @placar/test-helpers/…), so only what that package exports, never its files by relative path.",
      from: { path: "^e2e/" },
      to: { path: "^(apps|packages)/", dependencyTypes: ["local"] },
    },
    {
      name: "e2e-not-tests",
      severity: "error",
      comment:
        "e2e/ never reaches into another package's tests; what tests share lives in packages/test-helpers (@placar/test-helpers).",
      from: { path: "^e2e/" },
      to: { path: "^(apps|packages)/[^/]+/test/" },
    },
    {
      name: "test-helpers-only-in-tests",
      severity: "error",
      comment: "packages/test-helpers is for tests (the API's test/, e2e/), never for shipped code.",
      from: { path: "^(apps|packages)/[^/]+/src/", pathNot: "\\.test\\.tsx?$|^packages/test-helpers/" },
      to: { path: "^packages/test-helpers/" },
    },
    {
      name: "api-client-stands-alone",
      severity: "error",
      comment: "The generated client depends on nothing of ours.",
      from: { path: "^packages/api-client/" },
      to: { path: "^(apps/|packages/(core|ui)/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|storybook-static|node_modules|test-results|\\.vitest-attachments)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
