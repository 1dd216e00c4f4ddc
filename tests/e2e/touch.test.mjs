// End to end, against the release build: on a phone-sized touch screen, a finger drags Baron Fel
// onto the 181st TIE Interceptor (touch events, which Chromium turns into touch pointer events)
// and taps to confirm the way to pay, and a tap-then-tap does the same in another game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEL, PILOTED, TIE, pastStartScreen, servedTable } from './harness.mjs';

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
  // Events carry their own times (20 ms apart), and the finger rests on the TIE before it lifts,
  // as a finger placing a card does (lifted while still moving, Chromium would start a fling,
  // and swallow the next tap that stops it).
  let time = Date.now() / 1000;
  const touch = (type, point, dt = 0.02) => {
    time += dt;
    return cdp.send('Input.dispatchTouchEvent', { type, timestamp: time, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  };
  await touch('touchStart', from);
  for (let i = 1; i <= 12; i++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 });
    if (i === 6) await page.waitForSelector(`${TIE}.drop-ok`); // lit while the finger moves
  }
  await touch('touchMove', to, 0.3);
  await touch('touchEnd', null, 0.05);
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
