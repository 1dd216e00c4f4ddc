// End to end, against the release build: on a phone-sized touch screen, a finger drags Baron Fel
// onto the 181st TIE Interceptor (touch events, which Chromium turns into touch pointer events)
// and taps to confirm the way to pay, and a tap-then-tap does the same in another game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEL, PILOTED, TIE, fingerDrag, pastStartScreen, servedTable } from './harness.mjs';

const table = servedTable();

async function phone() {
  const context = await table.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await pastStartScreen(page);
  await page.waitForSelector(FEL);
  return { context, page, errors };
}

async function centre(page, selector) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  const box = await page.locator(selector).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
}

test('a finger drags Baron Fel onto the TIE: the targets light up, and he is attached as its Pilot', async () => {
  const { context, page, errors } = await phone();
  const cdp = await context.newCDPSession(page);
  const from = await centre(page, FEL);
  const to = await centre(page, TIE);
  await fingerDrag(cdp, from, to, () => page.waitForSelector(`${TIE}.drop-ok`)); // lit while the finger moves
  await page.tap('.pay-choice [data-pay="confirm"]');
  await page.waitForSelector(PILOTED);
  assert.deepEqual(errors, []);
  await context.close();
});

test('tap Baron Fel, then tap the TIE: the same play without dragging', async () => {
  const { context, page } = await phone();
  await page.tap(FEL);
  await page.waitForSelector(`${TIE}.drop-ok`);
  await page.tap(TIE);
  await page.tap('.pay-choice [data-pay="confirm"]');
  await page.waitForSelector(PILOTED);
  await context.close();
});
