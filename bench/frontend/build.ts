import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Where each byte of a built JavaScript file comes from: rendered length per source module. */
export type ChunkModules = Map<string, { modules: { id: string; bytes: number }[]; imports: string[]; dynamicImports: string[] }>;

/** Records the module make-up of every output chunk (what rollup-plugin-visualizer shows, without the plugin). */
function chunkRecorder(into: ChunkModules): Plugin {
  return {
    name: 'rigrest-bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        into.set(file.fileName, {
          modules: Object.entries(file.modules).map(([id, m]) => ({ id, bytes: m.renderedLength })),
          imports: file.imports,
          dynamicImports: file.dynamicImports,
        });
      }
    },
  };
}

/** `vite build` of the project (its own vite.config.ts) into `outDir`; answers each chunk's modules. */
export async function buildSite(root: string, outDir: string): Promise<ChunkModules> {
  const chunks: ChunkModules = new Map();
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [chunkRecorder(chunks)],
    build: { outDir, emptyOutDir: true },
  });
  // The server renderer of the storefront pages, beside it as `npm run build` puts it (server/plugins/ssr.ts loads it).
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, 'server'), emptyOutDir: true },
  });
  writeFileSync(chunksFile(outDir), JSON.stringify(Object.fromEntries(chunks)));
  return chunks;
}

/** Kept beside the build (not inside it, so the server never serves it) for --no-build runs and for digging. */
export const chunksFile = (outDir: string) => `${outDir.replace(/\/+$/, '')}.chunks.json`;

/** The make-up of an earlier build in `outDir`, when it was recorded. */
export function readChunks(outDir: string): ChunkModules {
  const file = chunksFile(outDir);
  return existsSync(file) ? new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ChunkModules extends Map<string, infer V> ? V : never>)) : new Map();
}

/** "node_modules/@mui/material/esm/Button/Button.js" -> "@mui/material"; project files by their folder ("src/storefront"). */
export function packageOf(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(root, clean);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return clean.startsWith('vite/') || !clean.includes('/') ? `(${clean.split('/')[0]})` : '(other)';
  const parts = rel.split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}
