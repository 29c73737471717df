// The page's two languages: the catalogs ask for the same messages with the same placeholders, the
// German one is translated, plurals and lists follow each language, and one log entry reads in
// each reader's own language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/ui/i18n/en';
import { de, refusals, variantHelp } from '../../src/ui/i18n/de';
import { VARIANTS } from '../../src/engine/variants';
import { format, placeholders } from '../../src/ui/i18n/format';
import { refusalKey } from '../../src/ui/i18n/refusalKey';
import { language, listText, refusalText, setLanguage, t } from '../../src/ui/i18n';
import { cardsCount, cardsText } from '../../src/ui/vocabulary';
import { narrate, openingLine } from '../../src/ui/narrate';
import type { View } from '../../src/engine/types';

/** Messages that are the same word in both languages (names, symbols, loanwords). */
const SAME_IN_BOTH = new Set([
  'card.diplomat',
  'card.saboteur',
  'color.orange',
  'mode.base',
  'log.other',
  'chat.title',
  'tab.chat',
  'prompt.pending',
  'lobby.standard',
  'lobby.bots',
  'verify.seconds',
  'words.neutral',
  'players.neutral',
  'lobby.bot',
  'netStatus.link',
]);

afterEach(() => setLanguage('en'));

describe('catalogs', () => {
  it('German has every English message and no other', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('each German message asks for the placeholders its English one fills', () => {
    const differ = Object.keys(en).filter((k) => placeholders(en[k as keyof typeof en]).join() !== placeholders(de[k as keyof typeof de]).join());
    expect(differ).toEqual([]);
  });

  it("every variant's help has German words (English is the engine's own text)", () => {
    expect(VARIANTS.map((v) => v.name).filter((n) => !(n in variantHelp))).toEqual([]);
  });

  it('German messages are translated (an untouched English copy is caught)', () => {
    const untranslated = Object.keys(en).filter((k) => en[k as keyof typeof en] === de[k as keyof typeof de] && !SAME_IN_BOTH.has(k));
    expect(untranslated).toEqual([]);
  });
});

describe('format', () => {
  const locale = (lang: string) => ({ plural: new Intl.PluralRules(lang), number: new Intl.NumberFormat(lang) });
  it('plurals by the language rules, with # the number and =N exact', () => {
    const msg = '{n, plural, =0 {keine Karte} one {# Karte} other {# Karten}}';
    expect([0, 1, 2, 1234].map((n) => format(msg, { n }, locale('de')))).toEqual(['keine Karte', '1 Karte', '2 Karten', '1.234 Karten']);
  });
  it('select, nested placeholders and numbers in the locale', () => {
    expect(format('{n, select, 8 {An} other {A}} {n}-player {mode}', { n: 8, mode: 'C&K' }, locale('en'))).toBe('An 8-player C&K');
    expect(format('{n, plural, one {{who} hat # Ritter} other {{who} hat # Ritter}}', { n: 2, who: 'Blau' }, locale('de'))).toBe('Blau hat 2 Ritter');
  });
  it('finds the placeholders of a message, those inside plural branches too, and not the branch words', () => {
    expect(placeholders('{who} built {n, plural, one {a road} other {# roads to {where}}}')).toEqual(['n', 'where', 'who']);
  });
});

describe('the page language', () => {
  it('switches on demand and marks a message the catalog lacks', async () => {
    expect(t('count.cards', { n: 2 })).toBe('2 cards');
    await setLanguage('de');
    expect(language.value).toBe('de');
    expect([cardsCount(1), cardsCount(2)]).toEqual(['1 Karte', '2 Karten']);
    expect(cardsText({ coin: 1, brick: 2 })).toBe('2 Lehm, 1 Münze');
    expect(cardsText({ coin: 2 })).toBe('2 Münzen');
    expect(listText(['Blau', 'dich', 'Rot'])).toBe('Blau, dich und Rot');
    expect(t('no.such.key' as never)).toBe('⟦no.such.key⟧');
  });

  it("narrates one log entry in each reader's language", async () => {
    const before = {
      mode: 'ck',
      playerCount: 4,
      currentPlayer: 1,
      players: [{}, {}, {}, {}],
      board: { hexes: [{ terrain: 'pasture', number: 9 }] },
    } as unknown as View;
    const after = { ...before, robber: 0 } as unknown as View;
    const names = (s: number) => ['Ann', 'Ben', 'Cy', 'Dee'][s];
    const robber = { type: 'moveRobber', hex: 0, victim: 2 } as never;
    const english = narrate(robber, 1, before, after, names, 0).map((l) => l.text);
    await setLanguage('de');
    const german = narrate(robber, 1, before, after, names, 0).map((l) => l.text);
    expect(english).toEqual(['Ben moved the robber to 9 pasture and robbed Cy']);
    expect(german).toEqual(['Ben: Räuber auf 9 Weideland versetzt, Cy beraubt']);
    expect(openingLine(before, names, 0).text).toBe('Ein Spiel Städte & Ritter mit 4 Spielern beginnt. Als Erstes setzt Ben.');
  });
});

describe("the engine's refusals", () => {
  /** Every reason the engine can give: the one-a-line lists of assembly/core/errors.ts and assembly/ckba/errors.ts. */
  const engineReasons = (): string[] =>
    ['assembly/core/errors.ts', 'assembly/ckba/errors.ts'].flatMap((file) => {
      const lines = /utf8Lines\(`([^`]*)`\)/.exec(readFileSync(join(__dirname, '../..', file), 'utf8'))![1].split('\n');
      return file.includes('core') ? lines.slice(1) : lines; // line 0 of the core list is "ok"
    });

  it('every reason the engine gives has German words', () => {
    const reasons = engineReasons();
    expect(reasons.length).toBeGreaterThan(80);
    expect(reasons.filter((r) => !(refusalKey(r) in refusals))).toEqual([]);
  });

  it('a German page shows a refusal in German, an English page as the engine says it', async () => {
    expect(refusalText('not enough resources')).toBe('not enough resources');
    await setLanguage('de');
    expect(refusalText('not enough resources')).toBe('nicht genug Rohstoffe');
    expect(refusalText('too late for entry 12: another entry was sequenced there first (the log is at entry 13)')).toBe(
      'zu spät für Eintrag 12: ein anderer Eintrag kam zuerst (das Protokoll steht bei Eintrag 13)',
    );
    expect(refusalText('a reason from elsewhere')).toBe('a reason from elsewhere');
  });
});
