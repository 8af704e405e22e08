// `npm start`: builds the front end when dist/ is missing or older than the sources, then runs the server.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const built = path.join(root, 'dist', 'index.html');
const sources = Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'locales')), statSync(path.join(root, 'index.html')).mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the front end…');
  // The browser's bundle, then the server renderer of the storefront pages beside it (dist/server).
  execSync('npx vite build && npx vite build --ssr src/entry-server.tsx --outDir dist/server', { cwd: root, stdio: 'inherit' });
}
// A 32 MB young generation (V8's default: 16 MB): a request's objects (rows, statements, JSON) die young, and with more
// room fewer of them are still alive, so copied, when it is collected. `npm run bench` runs the server with it too.
const NODE_FLAGS = ['--max-semi-space-size=32'];
const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// A server killed by a signal (out of memory, kill -9) is a failure too, not a clean stop.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
