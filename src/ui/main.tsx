// Entry point of the page. The full table (lobby, board, hand, actions) is built on the session layer.
import { render } from 'preact';
import { createEngine } from '../engine/index';
import { BoardPreview } from './BoardPreview';

async function start(root: HTMLElement): Promise<void> {
  const engine = await createEngine();
  const game = engine.newGame({ mode: 'base', players: 4, seed: Date.now() % 1_000_000 });
  render(<BoardPreview view={game.view()} />, root);
}

start(document.getElementById('app')!).catch((err: Error) => {
  document.body.textContent = `The rules engine failed to load: ${err.message}`;
});
