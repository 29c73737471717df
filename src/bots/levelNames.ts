// The lobby's bot levels by name, apart from levels.ts so that the lobby, which only lists them,
// does not carry the search bot that levels.ts builds (docs/ui.md "Bundle").
export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
