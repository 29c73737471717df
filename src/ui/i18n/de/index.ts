// The German catalog, fetched only when the page speaks German (i18n/index.ts setLanguage), and the
// German words for the engine's refusals and the log verifier's reasons.
export { refusals } from './refusals';
export { variantHelp } from './variantHelp';
export { verifyReasons } from './verifyReasons';
import type { Catalog } from '../index';
import { lobby } from './lobby';
import { words } from './words';
import { log } from './log';
import { table } from './table';
import { verify } from './verify';
import { net } from './net';
import { abandon } from './abandon';
import { claims } from './claims';
import { faceDown } from './faceDown';

export const de: Catalog = { ...lobby, ...words, ...log, ...table, ...verify, ...net, ...abandon, ...claims, ...faceDown };
