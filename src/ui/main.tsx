// Entry point of the page: show the lobby at once, load the rules engine meanwhile, then (with
// ?local=1) go straight to a local game: ?rules=base&players=4&seed=7&seat=0&speed=650 (and layout,
// variants, levels); used by
// screenshots and tests. A reload reopens the game the address names: `#game=ID` (a local game)
// here, `#room=CODE` in App.
import { render } from 'preact';
import { App, loadedEngine, numberParam, resumeLocal, startLocal } from './App';
import { loadScreens } from './lazyScreens';
import type { LobbyChoice } from './Lobby';
import './styles.css';
import { preferredLanguage, setLanguage, t } from './i18n';
// the Barbarian Attack pieces' styles: 0.4 KB, cheaper in the page's one style sheet than as a file of their own
import './board/ckba.css';
import './appUpdate.css';
import './abandon.css';

async function start(root: HTMLElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  // the browser's language or the remembered choice; a German page waits for its catalog (one small file)
  await setLanguage(preferredLanguage());
  const saved = /^#game=([a-z0-9]+)$/i.exec(location.hash)?.[1];
  // a page that opens straight into a game shows "loading" rather than a lobby that vanishes
  if (!saved && !params.get('local')) render(<App params={params} />, root);
  // the engine wrapper, its WebAssembly, the curve module (signing, dealing) and the game's screens load while
  // the lobby shows (docs/ui.md "Bundle"): nothing can start a game before all are here
  const [engine] = await Promise.all([
    import('../engine/index').then((m) => m.createEngine()),
    import('../protocol/cards/wasmGroup').then((m) => m.loadWasmGroup()),
    loadScreens(),
  ]);
  loadedEngine.value = engine;
  const resumed = saved ? resumeLocal(engine, saved, numberParam(params, 'speed')) : false;
  if (!resumed && params.get('local')) {
    const choice: LobbyChoice = {
      name: params.get('name') ?? t('words.you'),
      color: (params.get('color') as LobbyChoice['color']) ?? 'red',
      rules: params.get('rules') === 'base' ? 'base' : params.get('rules') === 'ckba' ? 'ckba' : 'ck',
      players: Number(params.get('players') ?? 4),
      // ?layout=peanut&variants=handsUp,friendlyRobber&levels=hard,normal (bots in seat order)
      layout: (params.get('layout') ?? undefined) as LobbyChoice['layout'],
      variants: Object.fromEntries(
        (params.get('variants') ?? '')
          .split(',')
          .filter(Boolean)
          .map((v) => [v, true]),
      ),
      botLevels: (params.get('levels') ?? '').split(',').filter(Boolean) as LobbyChoice['botLevels'],
    };
    const num = (k: string) => (params.get(k) === null ? undefined : Number(params.get(k)));
    startLocal(engine, choice, { seed: num('seed'), me: num('seat'), botDelayMs: num('speed') });
  }
  render(<App params={params} />, root);
}

start(document.getElementById('app')!)
  .catch((err: Error) => {
    document.body.textContent = t('app.engineFailed', { reason: err.message });
  })
  // the offline copy is made once the page has what it needs (its downloads come first), also after a
  // failure, which a new version may fix
  .finally(() => import('./appUpdate').then((m) => m.registerServiceWorker()));
