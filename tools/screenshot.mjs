// Takes the README's screenshots of the release build (dist/):
//   screenshot-start.png        the start screen a first visit opens on
//   screenshot.png              a match against the computer on the Light Side's fourth turn
//                               (tests/e2e/fixtures/midgame-lcg.json), at 1366×768
//   screenshot-phone.png        the same at 390×844
//   screenshot-zoom.png         a card's zoom over the same table
//   screenshot-pay.png          Example 1: Baron Fel dropped on the TIE, the ways to pay offered
//   screenshot-end.png          the end screen of a hot-seat match played to its end
//   screenshot-swu.png          Star Wars: Unlimited against the computer in round 4
//                               (tests/e2e/fixtures/midgame-swu.json), at 1366×768
//   screenshot-swccg.png        a Star Wars CCG hot-seat match on turn 6
//                               (tests/e2e/fixtures/midgame-swccg.json), at 1366×768
//   screenshot-swu-phone.png, screenshot-swccg-phone.png   the same at 390×844
// and in Polish (a browser that prefers Polish):
//   screenshot-start-pl.png     the start screen
//   screenshot-pl.png           the same match as screenshot.png
//   screenshot-phone-pl.png     the same at 390×844
//   screenshot-refusal-pl.png   Example 1: Baron Fel dropped on the enemy X-Wing, the refusal and its rule
//   node tools/screenshot.mjs [out-dir] [pl|games]   (with `pl`, only the Polish ones; with
//   `games`, only those of Star Wars: Unlimited and the Star Wars CCG)
import { readFile } from 'node:fs/promises';
import { card, drag, launch, openSave, openTable, serve, settled } from '../tests/e2e/harness.mjs';

const out = process.argv[2] ?? 'docs';
const only = process.argv[3];
const polishOnly = only === 'pl';
const fixture = (name) => readFile(new URL(`../tests/e2e/fixtures/${name}`, import.meta.url), 'utf8');
const MIDGAME = await readFile(new URL('../tests/e2e/fixtures/midgame-lcg.json', import.meta.url), 'utf8');
const LAPTOP = { width: 1366, height: 768 };
/** Thrown to stop after the screenshots asked for. */
class Done extends Error {}
const PHONE = { width: 390, height: 844 };
const server = await serve();
const browser = await launch();
const shot = async (page, name) => {
  await settled(page);
  await page.screenshot({ path: `${out}/${name}`, animations: 'disabled' });
  console.log(`${out}/${name}`);
};
try {
  if (only !== 'pl') {
    for (const game of ['swu', 'swccg']) {
      const save = await fixture(`midgame-${game}.json`);
      for (const [name, viewport, options] of [
        [`screenshot-${game}.png`, LAPTOP, {}],
        [`screenshot-${game}-phone.png`, PHONE, { hasTouch: true, isMobile: true }],
      ]) {
        const { context, page } = await openSave(browser, server.url, save, viewport, options);
        if (await page.locator('.handover button').count()) {
          await page.click('.handover button');
          await page.locator('.handover').waitFor({ state: 'detached' });
        }
        await page.mouse.move(0, 0);
        await shot(page, name);
        await context.close();
      }
    }
  }
  if (only === 'games') throw new Done();
  const polish = await browser.newContext({ viewport: LAPTOP, locale: 'pl-PL' });
  const start = await polish.newPage();
  await start.goto(server.url);
  await start.waitForSelector('.start-screen');
  await shot(start, 'screenshot-start-pl.png');
  await start.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await start.locator('.start-screen').waitFor({ state: 'detached' });
  await drag(start, card('Baron Fel'), card('Rogue Squadron X-Wing'));
  await start.waitForSelector('.refusal');
  await start.mouse.move(0, 0);
  await shot(start, 'screenshot-refusal-pl.png');
  await polish.close();
  for (const [name, viewport, options] of [
    ['screenshot-pl.png', LAPTOP, {}],
    ['screenshot-phone-pl.png', PHONE, { hasTouch: true, isMobile: true }],
  ]) {
    const { context, page } = await openSave(browser, server.url, MIDGAME, viewport, { ...options, locale: 'pl-PL' });
    await page.mouse.move(0, 0);
    await shot(page, name);
    await context.close();
  }
  if (!polishOnly) {
    const first = await browser.newPage({ viewport: LAPTOP });
    await first.goto(server.url);
    await first.waitForSelector('.start-screen');
    await shot(first, 'screenshot-start.png');
    await first.close();

    for (const [name, viewport, options] of [
      ['screenshot.png', LAPTOP, {}],
      ['screenshot-phone.png', PHONE, { hasTouch: true, isMobile: true }],
    ]) {
      const { context, page } = await openSave(browser, server.url, MIDGAME, viewport, options);
      await page.mouse.move(0, 0);
      await shot(page, name);
      if (viewport === LAPTOP) {
        await page.click(`${card('Home One')} > .zoom-button`);
        await page.waitForSelector('.zoom.pinned');
        await shot(page, 'screenshot-zoom.png');
      }
      await context.close();
    }

    const { page } = await openTable(browser, server.url, LAPTOP);
    await drag(page, card('Baron Fel'), card('181st TIE Interceptor'));
    await page.waitForSelector('.pay-choice');
    await page.mouse.move(0, 0);
    await shot(page, 'screenshot-pay.png');
    await page.close();

    // A hot-seat match: each player in turn takes the first legal action, to the end.
    const match = await browser.newPage({ viewport: LAPTOP });
    await match.goto(server.url);
    await match.click('[data-start="hot-seat"]');
    for (let moves = 0; moves < 3000; moves++) {
      await match.waitForFunction(() => document.querySelector('.handover button, .end-screen, .all-actions button'));
      if (await match.locator('.end-screen').count()) break;
      if (await match.locator('.handover button').count()) {
        await match.click('.handover button');
        continue;
      }
      const before = await match.evaluate(() => JSON.stringify(window.hangar.board));
      await match.evaluate(() => document.querySelector('.all-actions button').click());
      await match.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before);
    }
    await match.waitForSelector('.end-screen [data-end="rematch"]');
    await match.mouse.move(0, 0);
    await shot(match, 'screenshot-end.png');
    await match.close();
  }
} catch (e) {
  if (!(e instanceof Done)) throw e;
} finally {
  await browser.close();
  await server.stop();
}
