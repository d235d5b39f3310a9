// Compiles the server into one ES module, apps/server/dist/main.mjs, which `npm start` runs with plain node
// (issue 13 §3: no TypeScript loader, and a start healthy within 2 seconds). Our code, @sp/shared and the npm
// packages are bundled: resolving and reading some 1,500 small files of node_modules was a third of a start.
// Left as imports of node_modules: packages with native code or files they find beside themselves at run time.
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const KEPT_OUTSIDE = [
  '@electric-sql/pglite', // its WebAssembly and data files
  '@fastify/swagger-ui', // the API reference's static files
  '@node-rs/argon2', // native
  'sharp', // native
  'pg-native', // pg's optional native driver
  'exceljs', // the reports' XLSX export: a large library, loaded by the first export rather than at every start
];

await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(server, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: KEPT_OUTSIDE,
  // CommonJS packages inside an ES module still call require() for Node's own modules
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('server: compiled to apps/server/dist/main.mjs');
