// The German catalog, fetched only when the page speaks German (i18n/index.ts setLanguage).
import type { Catalog } from '../index';
import { lobby } from './lobby';
import { words } from './words';
import { log } from './log';
import { table } from './table';
import { verify } from './verify';

export const de: Catalog = { ...lobby, ...words, ...log, ...table, ...verify };
