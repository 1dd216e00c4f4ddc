// End to end, against the release build: LCG Example 1 by mouse drag, legal and illegal drops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEL, PILOTED, TIE, card, drag, openTable, pay, servedTable } from './harness.mjs';

const table = servedTable();

const XWING = card('Rogue Squadron X-Wing');

test('dragging Baron Fel onto the TIE lights legal targets, pays pilot cost 2 and attaches him as its Pilot', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  await drag(page, FEL, TIE, { hold: true });
  await page.waitForSelector(`${TIE}.drop-ok`);
  assert.equal(await page.locator(`${XWING}.drop-ok`).count(), 0, 'the enemy X-Wing is not lit');
  assert.equal(await page.locator('.seat-0 .play-area.drop-ok').count(), 1, 'own play area is lit (unit mode)');
  assert.match(await page.locator(TIE).getAttribute('aria-label'), /a legal choice now/, 'lit in words too');
  await page.mouse.up();

  // Two objectives can pay pilot cost 2: the choice shows the engine's suggestion, marked on the table.
  await page.waitForSelector('.pay-choice');
  assert.equal(await page.locator('.pay-choice [data-pay-option]').count(), 2);
  assert.deepEqual(await page.locator('.card.pays').evaluateAll((cs) => cs.map((c) => c.dataset.name)), ['Death and Despayre']);
  // The player changes it by clicking the other resource, then confirms.
  await page.click(`${card('Defending the Trench')} .card-name`);
  await page.waitForSelector(`${card('Defending the Trench')}.pays`);
  await pay(page);

  const pilot = `${TIE} .attachment[data-role="pilot"] ${FEL}`;
  await page.waitForSelector(pilot);
  assert.equal(await page.locator(`.hand ${FEL}`).count(), 0, 'no longer in hand');
  assert.deepEqual(await page.locator(`${TIE} > .card-body .badge`).allInnerTexts(), ['Piloted', 'Elite', 'Edge (1)']);
  const focused = await page.locator('.seat-0 .card .token.mark').allInnerTexts();
  assert.deepEqual(focused, ['1 focus'], 'one 2-resource card focused for pilot cost 2');
  assert.equal(await page.locator(`${card('Defending the Trench')} .token.mark`).count(), 1, 'the resource the player chose');
  // His pilot text is live: the TIE's zoom, shown on hover, says so.
  await page.hover(`${TIE} > .card-body .card-name`);
  await page.waitForSelector('.zoom .attached[data-role="pilot"] .text-line.live');
  assert.match(await page.locator('.zoom .text-line.live').innerText(), /each friendly Fighter unit gains elite and edge \(1\)/);
  const board = await page.evaluate(() => window.hangar.board);
  const tie = board.seats[0].zones.flatMap((z) => z.cards).find((c) => c.title === '181st TIE Interceptor');
  assert.equal(tie.attachments[0].role.key, 'lcg-role-pilot');
  assert.equal(tie.attachments[0].card.title, 'Baron Fel');
  assert.deepEqual(errors, []);
  await page.close();
});

test('illegal drops change nothing and show the reason with the rule it cites', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  const before = await page.evaluate(() => JSON.stringify(window.hangar.board));

  await drag(page, FEL, XWING);
  await page.waitForSelector('.refusal');
  assert.match(await page.locator('.refusal .reason').innerText(), /friendly unit/);
  assert.match(await page.locator('.refusal .rule').innerText(), /Pilot \(X\).*Ready for Takeoff/);

  // Dropped where nothing takes cards, it is simply put back.
  const top = await page.locator('.topbar').boundingBox();
  await drag(page, FEL, { x: top.x + top.width / 2, y: top.y + top.height / 2 });
  await page.waitForFunction(() => document.querySelector('.board .sr-only[aria-live]')?.textContent === 'Put back.');

  assert.equal(await page.evaluate(() => JSON.stringify(window.hangar.board)), before, 'the engine state is unchanged');
  assert.equal(await page.locator(`.hand ${FEL}`).count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Baron Fel can still be played as a unit for his printed cost 4', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  const area = await page.locator('.seat-0 .play-area').boundingBox();
  await drag(page, FEL, { x: area.x + area.width - 30, y: area.y + area.height / 2 });
  await page.waitForSelector(`.seat-0 .play-area > ${FEL}`);
  assert.deepEqual(await page.locator('.seat-0 .card .token.mark').allInnerTexts(), ['1 focus', '1 focus']);
  await page.hover(`${FEL} .card-name`);
  await page.waitForSelector('.zoom .text-line.inactive');
  assert.match(await page.locator('.zoom .text-line.inactive').innerText(), /While this card is piloting/);
  await page.close();
});

test('a drop on a card inside a lit play area that is no target itself lands in the play area', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  // Death and Despayre is an objective: no target for Baron Fel, but his own play area around it is.
  await drag(page, FEL, card('Death and Despayre'));
  await page.waitForSelector(`.seat-0 .play-area > ${FEL}`);
  assert.equal(await page.locator('.refusal').count(), 0, 'no refusal about objectives');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the same play by keyboard: Enter picks Baron Fel up, arrows reach the TIE, Enter drops, Escape cancels', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  const live = () => page.locator('[aria-live="polite"]').innerText();
  const focusedName = () => page.evaluate(() => document.activeElement?.dataset?.name ?? document.activeElement?.className);

  await page.focus(FEL);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${TIE}.drop-ok`);
  assert.match(await live(), /Baron Fel picked up\. 2 places accept it/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelectorAll('.drop-ok').length === 0);
  assert.equal(await live(), 'Put back.');

  await page.focus(FEL);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${TIE}.drop-ok`);
  for (let i = 0; i < 3 && (await focusedName()) !== '181st TIE Interceptor'; i++) {
    await page.keyboard.press('ArrowRight');
  }
  assert.equal(await focusedName(), '181st TIE Interceptor');
  await page.keyboard.press('Enter');
  // The choice of payment takes the focus; Enter confirms the suggestion.
  await page.waitForSelector('.pay-choice [data-pay="confirm"]:focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${TIE} .attachment[data-role="pilot"] ${FEL}`);
  // The closing choice gives the focus back after its last render (focus.rs), so wait for it.
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
  assert.ok(await page.evaluate(() => document.activeElement.closest('main.board')), 'the focus is back on the table');
  await page.close();
});

test('Example 2 from the Scenarios menu: the rule beside the table, and the piloting-limit prompt answered', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  await page.click('button:has-text("Scenarios")');
  await page.click('[data-scenario="lcg-piloting-limit"]');
  await page.waitForSelector('.reference:has-text("He chooses to discard Wedge Antilles")');
  const hobbie = `.card[data-name='Derek "Hobbie" Klivian']`;
  await drag(page, hobbie, card('Rogue Squadron X-Wing'));
  await page.waitForSelector('.prompt:has-text("Piloting limit")');
  assert.equal(await page.locator(`${card('Wedge Antilles')}.drop-ok`).count(), 1, 'the answers are lit');
  await page.click(`${card('Wedge Antilles')} .card-name`);
  await page.waitForFunction(() => document.querySelectorAll('.attachment').length === 1);
  assert.equal(await page.locator(`${card('Rogue Squadron X-Wing')} .attachment ${hobbie}`).count(), 1);
  assert.match(await page.locator('.log').innerText(), /Wedge Antilles leaves play as an enhancement/);
  await page.close();
});

test('the skirmish scenario plays whole turns by clicks: balance damage, an engagement, strikes, unopposed', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  const button = (text) => page.click(`.prompt-bar button:has-text("${text}")`);
  await page.click('button:has-text("Scenarios")');
  await page.click('[data-scenario="lcg-skirmish"]');
  await button('End the Deployment phase');
  await button('End the Force phase');
  await page.waitForSelector('.prompt:has-text("choose a Dark Side objective")');
  const trench = card('Defending the Trench');
  await page.click(`${trench}.drop-ok .card-name`);
  await button('End the Deployment phase');
  await page.click(`${trench}.drop-ok .card-name`); // engage it
  await drag(page, XWING, trench); // attack with the X-Wing: drop it on the engaged objective
  await page.waitForSelector(`${XWING} .badge:has-text("Attacking")`);
  await button('Done declaring attackers');
  await button('Done declaring defenders');
  await button('Pass in the edge battle');
  await button('Pass in the edge battle');
  await button('Pass (no strike)'); // the Dark Side has the edge (a tie) but no participating unit
  await page.click(`${XWING}.drop-ok .card-name`); // strike
  await button('Pass (no strike)');
  await button('Pass (no strike)');
  await page.waitForSelector(`${trench} .token.damage:has-text("3 damage")`);
  assert.match(await page.locator('.log').innerText(), /Unopposed: Defending the Trench takes 1 more damage/);
  assert.deepEqual(errors, []);
  await page.close();
});
