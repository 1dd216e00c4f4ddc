// Trunk post_build hook (see Trunk.toml). In the staging folder it:
//  1. writes sw.js from static/sw.template.js with the exact list of built assets, and
//  2. adds a Content-Security-Policy to index.html that allows Trunk's one inline loader script
//     by its hash (no 'unsafe-inline' or 'unsafe-eval' for scripts; 'wasm-unsafe-eval' for wasm).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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

// 2. Content-Security-Policy, before the page's first script.
const indexPath = join(staging, 'index.html');
let html = readFileSync(indexPath, 'utf8');
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
const assets = files(staging)
  .map((path) => relative(staging, path).split(sep).join('/'))
  .filter((path) => path !== 'sw.js')
  .sort();
const version = createHash('sha256');
for (const path of assets) version.update(path).update(readFileSync(join(staging, path)));
const template = readFileSync(join(source, 'static', 'sw.template.js'), 'utf8');
const worker = template
  .replace('__VERSION__', version.digest('hex').slice(0, 16))
  .replace('__ASSETS__', JSON.stringify(['./', ...assets], null, 2));
writeFileSync(join(staging, 'sw.js'), worker);
console.log(`post-build: sw.js lists ${assets.length + 1} URLs; CSP allows ${hashes.length} inline script(s) by hash`);
