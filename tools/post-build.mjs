// Trunk post_build hook (see Trunk.toml). In the staging folder it:
//  0. takes every subresource integrity hash of index.html again from the staged file (below),
//  1. writes sw.js from static/sw.template.js with the exact list of built assets,
//  2. adds a Content-Security-Policy to index.html that allows Trunk's one inline loader script
//     by its hash (no 'unsafe-inline' or 'unsafe-eval' for scripts; 'wasm-unsafe-eval' for wasm),
//     and
//  3. writes beside each text or wasm file its brotli (`.br`, quality 11) and gzip (`.gz`, level 9)
//     forms, which tools/serve.mjs sends by the request's Accept-Encoding (README, "Host it").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!staging) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run through trunk build)');
  process.exit(1);
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// 0. Subresource integrity, taken again from the files as they are now. Trunk builds the rust
// assets in parallel and each runs wasm-bindgen into the one target/wasm-bindgen folder, writing
// the crate's snippets there; an asset may hash a snippet while another is rewriting it (seen:
// the lobby's `modulepreload` of a snippet carrying the hash of an empty file, so the browser
// refused it and no table loaded). The staged files are whole by now; an empty snippet is a
// broken build, and fails it.
const indexPath = join(staging, 'index.html');
let html = readFileSync(indexPath, 'utf8');
const publicUrl = process.env.TRUNK_PUBLIC_URL ?? '/';
const empty = files(staging).filter((path) => path.includes(`${sep}snippets${sep}`) && statSync(path).size === 0);
if (empty.length) {
  console.error(`post-build: empty snippet(s), a build raced with itself: ${empty.join(', ')}`);
  process.exit(1);
}
let rehashed = 0;
html = html.replace(/<link\b[^>]*>/g, (tag) => {
  const href = tag.match(/\bhref="([^"]+)"/)?.[1];
  const integrity = tag.match(/\bintegrity="(sha384|sha256|sha512)-[^"]*"/);
  if (!href || !integrity) return tag;
  const path = join(staging, decodeURI(href.startsWith(publicUrl) ? href.slice(publicUrl.length) : href));
  let body;
  try {
    body = readFileSync(path);
  } catch {
    return tag;
  }
  const fresh = `${integrity[1]}-${createHash(integrity[1]).update(body).digest('base64')}`;
  if (tag.includes(`integrity="${fresh}"`)) return tag;
  rehashed++;
  return tag.replace(/\bintegrity="[^"]*"/, `integrity="${fresh}"`);
});

// 2. Content-Security-Policy, before the page's first script.
const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
// Idempotent: a second run (the tests simulate a redeployment this way) replaces the policy.
html = /<meta http-equiv="Content-Security-Policy"[^>]*>/.test(html)
  ? html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, meta)
  : html.replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  ${meta}`);
writeFileSync(indexPath, html);

// 1. The service worker, listing every file of this build.
// A second run (a redeployment the tests simulate) makes the compressed forms afresh.
for (const path of files(staging)) if (/\.(br|gz)$/.test(path)) unlinkSync(path);
const assets = files(staging)
  .map((path) => relative(staging, path).split(sep).join('/'))
  .filter((path) => path !== 'sw.js')
  .sort();
const version = createHash('sha256');
for (const path of assets) version.update(path).update(readFileSync(join(staging, path)));
const template = readFileSync(join(source, 'static', 'sw.template.js'), 'utf8');
const sha256 = (path) => createHash('sha256').update(readFileSync(join(staging, path))).digest('base64');
const listed = [['./', sha256('index.html')], ...assets.map((path) => [path, sha256(path)])];
const worker = template
  .replace('__VERSION__', version.digest('hex').slice(0, 16))
  .replace('__ASSETS__', JSON.stringify(listed, null, 2));
writeFileSync(join(staging, 'sw.js'), worker);

// 3. The compressed forms of every file a server would compress, made once here rather than on
// every request. Images (PNG) are compressed already.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt']);
let compressed = 0;
for (const path of files(staging).filter((p) => COMPRESSIBLE.has(extname(p)))) {
  const body = readFileSync(path);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}
console.log(`post-build: ${rehashed} integrity hash(es) taken again; sw.js lists ${assets.length + 1} URLs; CSP allows ${hashes.length} inline script(s) by hash; ${compressed} files precompressed (.br, .gz)`);
