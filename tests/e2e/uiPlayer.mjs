// The simulated person of the UI runner: reads what the table shows (DOM only) and clicks one thing
// at a time by a fixed policy. Shared by the game checks (ui.mjs) and the reload checks (uiReload.mjs).
import { HANG_GUARD_MS, log, waitFor } from './harness.mjs';

const MAX_UI_ACTIONS = 2500;

/** What the table shows right now (runs in the page; reads the DOM only). */
export function snapshot() {
  const q = (s) => document.querySelector(s);
  const qa = (s) => [...document.querySelectorAll(s)];
  const text = (e) => (e?.textContent ?? '').trim();
  const modal = q('.board-area .modal:not(.winner)');
  return {
    table: !!q('.table .board'),
    winner: text(q('.modal.winner h2')) || null,
    mine: !!q('.topbar .prompt.mine'),
    prompt: text(q('.topbar .prompt')),
    error: text(q('.topbar .error')) || null,
    modal: modal ? `${modal.className}|${modal.getAttribute('aria-label')}` : null,
    modalText: text(modal),
    targets: qa('.board .target').map((t) => t.getAttribute('aria-label') ?? ''),
    buttons: qa('nav.actions button:not([disabled])').map((b) => text(b.querySelector('.label'))),
    improve: qa('.cities .track-row button.primary:not([disabled])').length,
    cards: qa('.cards li button:not([disabled])').map((b) => b.getAttribute('aria-label')),
    justOne: !!q('.topbar .prompt button.primary'),
    picking: !!q('.topbar .prompt button.link'),
    hand: text(q('.hand-total')),
    log: qa('.log li').length,
  };
}

/** Pips of the numbers a set-up corner touches ("…: 6 Hills, 8 Forest"), the policy's score. */
function cornerScore(label) {
  const info = label.split(': ').pop() ?? '';
  return [...info.matchAll(/(\d+) \w+/g)].reduce((s, m) => s + (6 - Math.abs(7 - Number(m[1]))), 0);
}

/** A pick's prompt that says what to click and not why (src/ui/i18n/en/table.ts ask.knight, ask.to, ask.hex/edge/corner). */
const BARE_PICK = /^[^:]+: pick (one of your knights|where it goes|an? (hex|edge|corner) \(glowing\))$/;

const BUILD_ORDER = ['City', 'Settlement', 'Wall', 'Knight', 'Activate', 'Promote', 'Repair'];

/**
 * The words the policy reads off the page, per language: builder's bar labels, the Alchemist's dice,
 * and how a set-up prompt reads. German is what the page shows in German (src/ui/i18n/de).
 */
export const WORDS = {
  en: {
    bar: Object.fromEntries(['Roll dice', ...BUILD_ORDER, 'Road', 'Stop free roads', 'End turn', 'Pass'].map((w) => [w, w])),
    yellow: 'yellow',
    red: 'red',
    setup: /setup|settlement|city/i,
  },
  de: {
    bar: {
      'Roll dice': 'Würfeln',
      City: 'Stadt',
      Settlement: 'Siedlung',
      Wall: 'Mauer',
      Knight: 'Ritter',
      Activate: 'Aktivieren',
      Promote: 'Aufwerten',
      Repair: 'Reparieren',
      Road: 'Straße',
      'Stop free roads': 'Freie Straßen beenden',
      'End turn': 'Zug beenden',
      Pass: 'Passen',
    },
    yellow: 'gelb',
    red: 'rot',
    setup: /siedlung|stadt/i,
  },
};

/**
 * One UI action on `page` if the table asks something of this player, by a fixed policy: dialogs
 * first (discard the most plentiful cards, first option), then glowing targets (the set-up corner
 * with the most pips, else the first), then the builder's bar: progress cards, roll, city,
 * settlement, improvements, walls, knights, two roads a turn, end the turn.
 */
export class Player {
  constructor(page, name, words = WORDS.en) {
    this.page = page;
    this.name = name;
    this.words = words;
    this.actions = 0;
    this.turnsEnded = 0;
    this.tried = new Set();
    this.roads = 0;
    this.onCardDialog = null;
    this.history = [];
    /** Prompts seen while the table glowed targets by itself that said only what to click, not why (issue 38 item 4). */
    this.whyless = [];
  }

  async click(locator, what) {
    this.actions++;
    this.history.push(what);
    if (this.history.length > 40) this.history.shift();
    try {
      await locator.click({ timeout: /target/.test(what) ? 1000 : 3000 });
    } catch (e) {
      if (!/target/.test(what)) {
        // the page changed under the snapshot (the button went away), or a busy box was slow to
        // answer: the next step reads the page again, and play()'s hang guard ends a real stall
        if (e.name !== 'TimeoutError') throw e;
        if (process.env.DEBUG_UI) log(`${this.name}: ${what} not clicked in time: ${String(e.message).split('\n')[0]}`);
        return;
      }
      // a glowing target under an overlay: reach it with the keyboard instead, as a player can
      this.keyboardTargets = (this.keyboardTargets ?? 0) + 1;
      if (process.env.DEBUG_UI) log(`${this.name}: ${what} not clickable: ${String(e.message).split('\n').slice(-4).join(' | ')}`);
      // the click may have landed after all (the target is gone): then there is nothing to focus
      if (!(await locator.count())) return;
      await locator.focus({ timeout: 2000 }).catch(() => {});
      await this.page.keyboard.press('Enter');
    }
  }

  async press(key, what) {
    this.actions++;
    this.history.push(what);
    await this.page.keyboard.press(key);
  }

  /** Returns 'won', 'acted' or 'idle'. */
  async step() {
    const page = this.page;
    const s = await page.evaluate(snapshot);
    if (s.winner) return 'won';
    if (!s.table) return 'idle';
    if (s.mine && s.targets.length && !s.picking && !s.modal && BARE_PICK.test(s.prompt) && !this.whyless.includes(s.prompt)) this.whyless.push(s.prompt);
    const before = JSON.stringify(s);
    const t1 = Date.now();
    const what = await this.decide(s);
    if (!what) return 'idle';
    const t2 = Date.now();
    // wait for the page to answer (a local move is at once; a networked one waits for the host)
    const changed = await waitFor('the page to answer', async () => JSON.stringify(await page.evaluate(snapshot)) !== before, 4000, 10).catch(() => false);
    if (process.env.DEBUG_UI) log(`${this.name} ${what}: decide ${t2 - t1} ms, answer ${Date.now() - t2} ms${changed ? '' : ' (no change)'}`);
    if (!changed) {
      this.tried.add(what);
      if (s.picking || what.startsWith('card')) await this.press('Escape', 'Escape');
    }
    return 'acted';
  }

  async decide(s) {
    const page = this.page;
    if (s.modal) {
      if (s.modal.includes('discard')) {
        const done = page.locator('.modal.discard button.primary:not([disabled])');
        if (await done.count()) {
          await this.click(done, 'discard: done');
          return 'discard';
        }
        const kinds = page.locator('.modal.discard .kind-row:not(.discard-pile) .kind-btn:not([disabled])');
        const lefts = await kinds.evaluateAll((bs) => bs.map((b) => Number(b.querySelector('.rate')?.textContent ?? 0)));
        if (lefts.length) {
          const best = lefts.indexOf(Math.max(...lefts));
          await this.click(kinds.nth(best), 'discard: a card');
          return 'discard';
        }
      }
      // a Commercial Harbor made face down (panels/FaceDown.tsx): the first resource offered, the first commodity given back, else none
      if (s.modal.includes('harbor-offer') || s.modal.includes('harbor-reply')) {
        const first = page.locator('.board-area .modal .kind-btn:not([disabled]), .board-area .modal button.option:not([disabled])').first();
        if (await first.count()) {
          await this.click(first, `harbor: ${s.modal.includes('offer') ? 'offer' : 'reply'}`);
          return 'harbor';
        }
      }
      if (s.modal.includes('alchemist')) {
        await this.click(page.getByRole('radio', { name: `${this.words.yellow} 4` }), 'alchemist: yellow');
        await this.click(page.getByRole('radio', { name: `${this.words.red} 4` }), 'alchemist: red');
        await this.click(page.locator('.modal.alchemist button.primary'), 'alchemist: roll');
        return 'alchemist';
      }
      const option = page.locator('.board-area .modal .options button.option:not([disabled])').first();
      if (await option.count()) {
        await this.click(option, `dialog option (${s.modal.split('|')[1]})`);
        return `option ${s.modal}`;
      }
    }
    if (s.targets.length) {
      let i = 0;
      if (this.words.setup.test(s.prompt) && s.targets.some((t) => /: \d/.test(t))) {
        const scores = s.targets.map(cornerScore);
        i = scores.indexOf(Math.max(...scores));
      }
      await this.click(page.locator('.board .target').nth(i), `target ${s.targets[i]}`);
      return `target ${s.prompt}`;
    }
    if (s.justOne) {
      await this.click(page.locator('.topbar .prompt button.primary'), 'promote just this one');
      return 'justOne';
    }
    if (s.picking) {
      await this.press('Escape', 'Escape');
      return 'escape';
    }
    if (!s.mine) return null;
    const bar = (label) => page.locator('nav.actions button:not([disabled])').filter({ has: page.locator('.label', { hasText: new RegExp(`^${label}$`) }) });
    // `label` is the policy's (English) name for a button; the page shows it in its language
    const tryBar = async (label) => {
      const shown = this.words.bar[label];
      if (!s.buttons.includes(shown) || this.tried.has(label)) return null;
      await this.click(bar(shown), label);
      return label;
    };
    for (const card of s.cards) {
      const key = `card ${card}`;
      if (this.tried.has(key)) continue;
      await this.click(page.getByRole('button', { name: card, exact: true }).first(), key);
      this.tried.add(key); // one try per card per turn
      await page.waitForTimeout(30);
      if (this.onCardDialog && (await page.locator('.board-area .modal:not(.winner)').count())) await this.onCardDialog(card);
      return key;
    }
    // Barbarian Attack's 7: the roller steals a card from a player (then picks one in the dialog)
    for (const label of ['Roll dice', 'Steal', ...BUILD_ORDER.slice(0, 2)]) {
      const done = await tryBar(label);
      if (done) return done;
    }
    if (s.improve && !this.tried.has('improve')) {
      await this.click(page.locator('.cities .track-row button.primary:not([disabled])').first(), 'improve');
      return 'improve';
    }
    for (const label of BUILD_ORDER.slice(2)) {
      const done = await tryBar(label);
      if (done) return done;
    }
    if (this.roads < 2) {
      const done = await tryBar('Road');
      if (done) {
        this.roads++;
        return done;
      }
    }
    for (const label of ['Stop free roads', 'End turn', 'Pass']) {
      const done = await tryBar(label);
      if (done) {
        if (label === 'End turn') this.endTurn();
        return done;
      }
    }
    return null;
  }

  endTurn() {
    this.turnsEnded++;
    this.tried.clear();
    this.roads = 0;
  }
}

/** Play `player` until `until()` or the winner screen; idles poll the page. */
export async function play(player, until, { maxActions = MAX_UI_ACTIONS, timeoutMs = HANG_GUARD_MS } = {}) {
  const start = Date.now();
  for (;;) {
    if (await until?.()) return 'until';
    const r = await player.step();
    if (r === 'won') return 'won';
    if (player.actions > maxActions)
      throw new Error(`${player.name}: no winner after ${player.actions} UI actions; last: ${player.history.slice(-10).join(' / ')}`);
    if (Date.now() - start > timeoutMs)
      throw new Error(`${player.name}: still playing after ${timeoutMs} ms (${player.actions} UI actions; last: ${player.history.slice(-10).join(' / ')})`);
    if (r === 'idle') await player.page.waitForTimeout(15);
  }
}
