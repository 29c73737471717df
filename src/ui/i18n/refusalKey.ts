// The key of one of the engine's refusal reasons in a language's table (de/refusals.ts): a short
// hash of its English text (32-bit FNV-1a, base 36) instead of the text itself, which would carry
// every English reason a second time in each language's download.

export function refusalKey(english: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < english.length; i++) h = Math.imul(h ^ english.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
