// Renders static/icons/icon.svg to the PNG sizes the web app manifest lists, with Debian's
// Chromium. Run by hand when the icon changes: node tools/icons.mjs
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/harness.mjs';

const svg = readFileSync('static/icons/icon.svg', 'utf8');
const browser = await launch();
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}</style>${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}`);
  await page.screenshot({ path: `static/icons/icon-${size}.png`, omitBackground: false });
  await page.close();
}
await browser.close();
