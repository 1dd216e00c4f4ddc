// End to end, the serving: tools/serve.mjs sends the brotli or gzip form the build made of each
// file (tools/post-build.mjs) by the request's Accept-Encoding, with Vary, and the file as it is
// to a client that accepts neither; what arrives decompresses to the built file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { servedTable } from './harness.mjs';

const table = servedTable();

/** GET `url` with `acceptEncoding`; resolves to { headers, body } as they came (not decoded). */
function raw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the server sends the precompressed brotli or gzip form by Accept-Encoding, with Vary', async () => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const wasm = readdirSync(dist).find((f) => f.endsWith('.wasm'));
  const file = readFileSync(`${dist}/${wasm}`);
  const url = new URL(wasm, table.server.url).href;

  const br = await raw(url, 'gzip, deflate, br');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.equal(br.headers['content-type'], 'application/wasm');
  assert.ok(br.body.length < file.length / 2, 'brotli sends well under half the bytes');
  assert.ok(brotliDecompressSync(br.body).equals(file));

  const gz = await raw(url, 'gzip;q=1.0, br;q=0');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.ok(gunzipSync(gz.body).equals(file));

  const plain = await raw(url, undefined);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
  assert.ok(plain.body.equals(file));

  const page = await raw(table.server.url, 'br');
  assert.equal(page.headers['content-encoding'], 'br');
  assert.match(brotliDecompressSync(page.body).toString(), /<title>Hangar<\/title>/);
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
});
