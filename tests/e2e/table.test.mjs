// End to end, against the release build: the table a player sees. A mid-game match (turn 4, the
// Light Side against the computer, eight cards a side and a hand of six) fits a 1366×768 laptop
// without scrolling, and a 390-wide phone scrolls up and down only with the prompt bar and the
// hand staying put; every card in hand can be reached. The zoom opens on hover, on keyboard
// focus and on a long press; moves glide unless reduced motion is asked for; the end screen
// offers the same match again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { FEL, PILOTED, TIE, openSave, openTable, pilotFel, servedTable } from './harness.mjs';

const table = servedTable();
const MIDGAME = await readFile(new URL('./fixtures/midgame-lcg.json', import.meta.url), 'utf8');

/** The box of every element matching `selector`. */
const boxes = (page, selector) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, name: e.dataset.name };
  }));

/** For each card in the docked hand: is it the card found at a point on its visible part? */
const handReachable = (page) =>
  page.evaluate(() => [...document.querySelectorAll('.hand-dock .hand > .card')].map((c) => {
    const r = c.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + 6, r.top + Math.min(30, r.height / 2));
    return { name: c.dataset.name, reachable: at?.closest('.card') === c };
  }));

test('at 1366×768 a mid-game table fits: the opponent at the top, the player below, the hand docked, no scrolling', async () => {
  const { context, page, errors } = await openSave(table.browser, table.server.url, MIDGAME);
  const viewport = { width: 1366, height: 768 };
  assert.ok((await page.locator('.seat.far .play-area .card[data-name]').count()) >= 6, 'a mid-game table');
  assert.equal(await page.locator('.hand-dock .hand > .card[data-name]').count(), 6, 'a hand of six');
  assert.equal(await page.locator('.table .seat.far.seat-0').count(), 1, "the computer's seat is at the top");
  assert.equal(await page.locator('.table .seat.near.seat-1').count(), 1, "the player's at the bottom");
  for (const selector of ['.seat.far .play-area', '.seat.near .play-area', '.seat.far .play-area .card', '.seat.near .play-area .card', '.hand-dock .hand > .card', '.prompt-bar']) {
    for (const box of await boxes(page, selector)) {
      assert.ok(box.left >= 0 && box.top >= 0 && box.right <= viewport.width && box.bottom <= viewport.height, `${selector} ${box.name ?? ''} is in view: ${JSON.stringify(box)}`);
    }
  }
  const far = (await boxes(page, '.seat.far'))[0];
  const near = (await boxes(page, '.seat.near'))[0];
  assert.ok(far.bottom <= near.top, 'the opponent above the player');
  const scroll = await page.evaluate(() => ({
    page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    table: [document.querySelector('.table').scrollHeight, document.querySelector('.table').clientHeight],
  }));
  assert.deepEqual(scroll.page, [1366, 768], 'the page does not scroll');
  assert.ok(scroll.table[0] <= scroll.table[1], 'the table does not scroll either');
  for (const { name, reachable } of await handReachable(page)) assert.ok(reachable, `${name} can be reached in the hand`);
  // The prompt says, in the engine's words, what the player decides now.
  assert.match(await page.locator('.prompt-bar .prompt').innerText(), /Deployment: Light Side/);
  // The drawer with the log closes, and opens again.
  await page.click('.drawer-toggle');
  await page.locator('.drawer').waitFor({ state: 'hidden' });
  await page.click('.drawer-toggle');
  await page.locator('.log').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 390-wide phone the table scrolls up and down only, with the prompt bar and the hand fixed at the bottom', async () => {
  const viewport = { width: 390, height: 844 };
  const { context, page, errors } = await openSave(table.browser, table.server.url, MIDGAME, viewport, { hasTouch: true, isMobile: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.equal(width, 390, 'no sideways scrolling');
  for (const y of [0, 100000]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForFunction((to) => (to === 0 ? window.scrollY === 0 : window.scrollY > 0 || document.documentElement.scrollHeight <= innerHeight), y);
    const dock = (await boxes(page, '.dock'))[0];
    assert.ok(Math.abs(dock.bottom - viewport.height) <= 1, `the dock stays at the bottom edge: ${JSON.stringify(dock)}`);
    for (const { name, reachable } of await handReachable(page)) assert.ok(reachable, `${name} can be reached in the hand`);
  }
  for (const box of await boxes(page, '.table .card, .hand-dock .card')) {
    assert.ok(box.left >= 0 && box.right <= viewport.width, `${box.name} is within the width`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the zoom: a card in full on hover, on keyboard focus, and pinned by its inspect button', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  await page.hover(`${TIE} .card-name`);
  await page.waitForSelector('.zoom[role="tooltip"]');
  assert.equal(await page.locator('.zoom .details > .card-name').innerText(), '181st TIE Interceptor');
  assert.match(await page.locator('.zoom').innerText(), /Damage capacity/);
  await page.mouse.move(5, 5);
  await page.locator('.zoom').waitFor({ state: 'detached' });

  // By keyboard: Tab onto a card, and its zoom follows after a moment.
  await page.focus(FEL);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.waitForSelector('.zoom');
  assert.equal(await page.locator('.zoom .details > .card-name').innerText(), 'Baron Fel');
  assert.equal(await page.locator(FEL).getAttribute('aria-describedby'), 'zoom');

  // Pinned: a dialog that takes the focus; Escape gives it back to the card.
  await page.click(`${TIE} > .zoom-button`);
  await page.waitForSelector('.zoom.pinned [role="dialog"] .zoom-close:focus');
  assert.equal(await page.locator('.zoom .details > .card-name').innerText(), '181st TIE Interceptor');
  await page.keyboard.press('Escape');
  await page.locator('.zoom.pinned').waitFor({ state: 'detached' });
  // The focus comes back after the dialog's last render (focus.rs).
  await page.waitForSelector(`${TIE}:focus`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long press by touch zooms a card without picking it up', async () => {
  const context = await table.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(table.server.url);
  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.waitForSelector(FEL);
  await page.locator(TIE).scrollIntoViewIfNeeded();
  const box = await page.locator(`${TIE} .card-name`).boundingBox();
  const cdp = await context.newCDPSession(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await page.waitForSelector('.zoom.pinned'); // while the finger is still down
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.equal(await page.locator('.zoom .details > .card-name').innerText(), '181st TIE Interceptor');
  assert.equal(await page.locator('.card.selected, .drop-ok, .pay-choice').count(), 0, 'nothing picked up or played');
  await page.tap('.zoom-close');
  await page.locator('.zoom').waitFor({ state: 'detached' });
  await context.close();
});

/** Counts the animations the page starts (Element.animate). */
async function countAnimations(page) {
  await page.addInitScript(() => {
    window.hangarAnimations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      window.hangarAnimations += 1;
      return animate.apply(this, args);
    };
  });
}

test('moves glide into place, and nothing moves with prefers-reduced-motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion });
    const page = await context.newPage();
    await countAnimations(page);
    await page.goto(table.server.url);
    await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
    await page.waitForSelector(FEL);
    await pilotFel(page);
    const started = await page.evaluate(() => window.hangarAnimations);
    if (reducedMotion === 'reduce') assert.equal(started, 0, 'no animation with reduced motion');
    else assert.ok(started > 0, 'Baron Fel glides onto the TIE');
    await context.close();
  }
});

test('the end screen says how the game ended and plays the scenario again', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  await page.click('.prompt-bar button:has-text("End the Deployment phase")');
  await page.waitForSelector('.end-screen [data-end="rematch"]:focus');
  assert.equal(await page.locator('.end-screen h2').innerText(), 'The scenario is over');
  assert.equal(await page.locator('.end-screen .outcome').innerText(), 'Scenario complete.');
  assert.match(await page.locator('.end-length').innerText(), /1 turn, 2 moves/);
  assert.equal(await page.locator('button:has-text("Undo")').isDisabled(), true, 'the end is not undone');
  await page.click('[data-end="look-back"]');
  await page.locator('.end-screen').waitFor({ state: 'detached' });
  assert.equal(await page.locator(PILOTED).count(), 1, 'the final table');
  await page.click('.prompt-bar button:has-text("Show the result")');
  await page.click('[data-end="rematch"]');
  await page.locator('.end-screen').waitFor({ state: 'detached' });
  await page.waitForSelector(`.hand ${FEL}`);
  assert.equal(await page.locator(PILOTED).count(), 0, 'the scenario from its start');
  assert.deepEqual(errors, []);
  await page.close();
});
