// Sound (issue 18 item 7): a short rattle when dice are rolled and a two-note chime when it becomes
// this player's move, made with WebAudio (no audio files to download). Muted by the top bar's
// button, remembered in localStorage; off until the page has had a click (browsers' autoplay rule).
import { signal } from '@preact/signals';
import { browserStorage } from './saved/savedGames';

const KEY = 'hexknights.muted';
export const muted = signal(browserStorage()?.getItem(KEY) === '1');

export function setMuted(on: boolean): void {
  muted.value = on;
  browserStorage()?.setItem(KEY, on ? '1' : '0');
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (muted.value || typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context.state === 'running' ? context : null;
}

function tone(ctx: AudioContext, at: number, freq: number, length: number, volume: number, type: OscillatorType = 'sine'): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length);
}

/** Dice on a table: a few short knocks. */
export function playDice(): void {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime;
  [0, 0.07, 0.13, 0.22, 0.3].forEach((d, i) => tone(ctx, t + d, 180 + ((i * 97) % 140), 0.05, 0.18, 'triangle'));
}

/** Your move. */
export function playYourTurn(): void {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime;
  tone(ctx, t, 660, 0.18, 0.12);
  tone(ctx, t + 0.16, 880, 0.25, 0.12);
}

/** A click or key lets the page make sound from then on. */
export function unlockAudio(): void {
  if (muted.value || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}
