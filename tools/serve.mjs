// A small static file server for the built folder, on 127.0.0.1 only.
//   node tools/serve.mjs <dir> <port> [public-url]
// Any static host works for Hangar; this one exists so play and the end-to-end tests need
// nothing beyond Node. Port 0 picks a free port; the chosen URL is printed on the first line.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const [dir = 'dist', port = '8080', publicUrl = '/'] = process.argv.slice(2);
const root = resolve(dir);
const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// The response headers README.md's "Host it" asks of a server: the page's own policy (the one
// tools/post-build.mjs puts in index.html, read afresh so a redeployment's hashes are used), with
// `frame-ancestors 'none'` added (only a header can say it: no other site may frame the game),
// and no MIME sniffing.
async function securityHeaders() {
  let policy = '';
  try {
    const html = await readFile(join(root, 'index.html'), 'utf8');
    policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1] ?? '';
  } catch {
    // No index.html: the framing rule alone.
  }
  return {
    'Content-Security-Policy': [policy, "frame-ancestors 'none'"].filter(Boolean).join('; '),
    'X-Content-Type-Options': 'nosniff',
  };
}

async function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  let rel = decodeURIComponent(urlPath.slice(base.length));
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  const full = normalize(join(root, rel));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const urlPath = new URL(req.url, 'http://localhost').pathname;
  if (urlPath === base.slice(0, -1)) {
    res.writeHead(301, { Location: base }).end();
    return;
  }
  const file = await fileFor(urlPath);
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const body = await readFile(file);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...(await securityHeaders()),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(Number(port), '127.0.0.1', () => {
  const { port: actual } = server.address();
  console.log(`http://127.0.0.1:${actual}${base}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
