// A small static file server for the built folder, on 127.0.0.1 only.
//   node tools/serve.mjs <dir> <port> [public-url]
// Any static host works for Hangar; this one exists so play and the end-to-end tests need
// nothing beyond Node. Port 0 picks a free port; the chosen URL is printed on the first line.
// A file the build compressed (tools/post-build.mjs writes `name.br` and `name.gz` beside it) is
// sent in the form the request's Accept-Encoding prefers, brotli before gzip, with
// `Vary: Accept-Encoding`; a request that accepts neither gets the file as it is.
// Every response may be cached but is revalidated (`Cache-Control: no-cache`) by its ETag: a
// request that names the current one (If-None-Match) is answered 304 with no body, as when the
// computer's Web Worker imports the table's script the page has just loaded.
// With HANGAR_SERVE_LOG=1 each request answered is printed after the URL, one JSON line each
// ({ path, status, encoding, bytes }): the end-to-end tests and tools/fetched.mjs count what a
// visit fetches by it.
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

/** The encodings a request accepts (`Accept-Encoding: gzip, deflate, br;q=0.9`), without those
 *  it refuses with q=0. */
function accepted(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/** The form of `file` to send: its brotli or gzip twin when the request accepts it and the build
 *  made one, else the file itself. */
async function variant(file, acceptEncoding) {
  const accepts = accepted(acceptEncoding);
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepts.has(encoding)) continue;
    try {
      if ((await stat(file + suffix)).isFile()) return { path: file + suffix, encoding };
    } catch {
      // No compressed twin: try the next, or send the file as it is.
    }
  }
  return { path: file, encoding: null };
}

/** Whether the build made compressed twins of `file` (so its response varies by encoding). */
async function compressible(file) {
  try {
    return (await stat(`${file}.gz`)).isFile();
  } catch {
    return false;
  }
}

const LOG = Boolean(process.env.HANGAR_SERVE_LOG);

const server = createServer(async (req, res) => {
  const urlPath = new URL(req.url, 'http://localhost').pathname;
  if (LOG) res.on('finish', () => console.log(JSON.stringify({ path: urlPath, status: res.statusCode, encoding: res.encoding ?? null, bytes: res.sent ?? 0 })));
  if (urlPath === base.slice(0, -1)) {
    res.writeHead(301, { Location: base }).end();
    return;
  }
  const file = await fileFor(urlPath);
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const { path, encoding } = await variant(file, req.headers['accept-encoding']);
  res.encoding = encoding;
  const { size, mtimeMs } = await stat(path);
  const etag = `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}-${encoding ?? 'identity'}"`;
  const headers = {
    ETag: etag,
    ...((await compressible(file)) ? { Vary: 'Accept-Encoding' } : {}),
    'Cache-Control': 'no-cache',
    ...(await securityHeaders()),
  };
  if ((req.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag)) {
    res.sent = 0;
    res.writeHead(304, headers).end();
    return;
  }
  const body = await readFile(path);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...headers,
  });
  res.sent = req.method === 'HEAD' ? 0 : body.length;
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(Number(port), '127.0.0.1', () => {
  const { port: actual } = server.address();
  console.log(`http://127.0.0.1:${actual}${base}`);
});
// Stopped, it stops at once: a connection the browser keeps open must not hold the port (or the
// test that stopped it) waiting.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
