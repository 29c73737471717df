// The built German catalog carries its texts alone, in the English catalog's key order, and takes the
// keys from the English catalog (vite.config.ts germanTextsByEnglishKeys): it must be the sources'
// German catalog, text for text.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';
import { en } from '../../src/ui/i18n/en';
import { de } from '../../src/ui/i18n/de';

async function builtGermanTexts(): Promise<unknown[]> {
  const plugin = (config.plugins ?? []).flat().find((p) => (p as Plugin)?.name === 'hexknights:german-texts-by-english-keys') as Plugin;
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<string>;
  const file = resolve('src/ui/i18n/de/index.ts');
  // the plugin reads the catalog's re-exports from the source it is given, as vite gives it
  const code = await transform.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    readFileSync(file, 'utf8'),
    file,
  );
  return JSON.parse(/^const texts = (.*);$/m.exec(code)![1]) as unknown[];
}

describe('the German catalog in the build', () => {
  it('has every German text under its English key', async () => {
    const texts = await builtGermanTexts();
    expect(Object.fromEntries(Object.keys(en).map((key, i) => [key, texts[i]]))).toEqual(de);
  });
});
