// The verify page (#verify): drop a signed game log (`hexknights-log/1`, as written by
// `hexknights simulate --signed --log-dir` or downloaded from a networked game) and check it here
// with the same verifier the CLI uses (src/session/verifyLog.ts), signatures by tweetnacl (the
// protocol's reference rule; the CLI's faster node:crypto path is Node only). Shows the verdict, the
// players, the winner, the first bad entry and why, and the board the log replays to.
import { useState } from 'preact/hooks';
import type { Engine, View } from '../engine/types';
import { verifyLogText, type VerifyReport } from '../session/verifyLog';
import { Board, NO_TARGETS } from './board/Board';
import { PLAYER_COLORS, type PlayerColor } from './port';
import { NAME_INK } from './colors';

export interface VerifyResult {
  report: VerifyReport;
  view: View | null;
  names: string[];
  colors: PlayerColor[];
  ms: number;
}

/** Verify a log file's text and replay its valid part to the last good position. */
export function verifyText(engine: Engine, text: string): VerifyResult {
  const t0 = performance.now();
  const { report, replay } = verifyLogText(text, engine);
  let view: View | null = null;
  const names: string[] = [];
  const colors: PlayerColor[] = [];
  if (replay.genesis) {
    view = replay.view();
    const players = replay.genesis.players;
    for (let seat = 0; seat < players.length; seat++) {
      const p = players[replay.participantAt[seat] ?? seat];
      names.push(p?.name ?? `Seat ${seat + 1}`);
      colors.push((PLAYER_COLORS as readonly string[]).includes(p?.color) ? (p.color as PlayerColor) : PLAYER_COLORS[seat % PLAYER_COLORS.length]);
    }
  }
  return { report, view, names, colors, ms: performance.now() - t0 };
}

export function VerifyPage({ engine, onBack }: { engine: Engine; onBack: () => void }) {
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const load = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setResult(null);
    setBusy(`Checking ${file.name}: every signature, the hash chain, the dice beacon and every move…`);
    try {
      const text = await file.text();
      await new Promise((r) => setTimeout(r, 30)); // let the page say it is working
      setResult(verifyText(engine, text));
    } catch (e) {
      setError((e as Error).message);
    }
    setBusy(null);
  };

  const r = result?.report;
  return (
    <div class="verify-page">
      <header class="topbar">
        <span class="brand">Hexknights</span>
        <span class="prompt">Verify a game log</span>
        <button class="link menu" onClick={onBack}>Back to lobby</button>
      </header>
      <div class="verify-body">
        <section class="panel verify-drop">
          <label
            class={`dropzone${over ? ' over' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(false);
              void load(e.dataTransfer?.files?.[0]);
            }}
          >
            <input type="file" accept=".json,application/json" onChange={(e) => void load((e.target as HTMLInputElement).files?.[0])} />
            <b>Drop a log file here</b> or click to choose one
            <span class="muted small">A <code>hexknights-log/1</code> JSON file from a networked game or from <code>hexknights simulate --signed --log-dir</code>. Nothing leaves this page.</span>
          </label>
          {busy && <p class="status" role="status">{busy}</p>}
          {error && <p class="error" role="alert">{error}</p>}
          {r && (
            <div class={`verdict ${r.valid ? 'ok' : 'bad'}`} role="status">
              <h2>{r.valid ? (r.finished ? '✔ Valid log of a finished game' : '✔ Valid log (game not finished)') : '✘ Invalid log'}</h2>
              {!r.valid && (
                <p>
                  {r.firstBadEntry !== null ? <>First bad entry: <b>#{r.firstBadEntry}</b>. </> : null}
                  Reason: <b>{r.reason}</b>
                </p>
              )}
              <dl>
                <dt>Game</dt>
                <dd>{r.gameId ? `${r.gameId.slice(0, 16)}…` : '—'} · {r.mode ?? '?'}</dd>
                <dt>Entries</dt>
                <dd>{r.firstBadEntry ?? r.entries} of {r.entries} checked · {r.draws} dice beacon draws · {r.turns ?? '—'} turns</dd>
                <dt>Winner</dt>
                <dd>{r.winnerName ?? '—'}</dd>
                <dt>Checked in</dt>
                <dd>{(result!.ms / 1000).toFixed(1)} s</dd>
              </dl>
              <table class="vplayers">
                <thead>
                  <tr><th>Seat</th><th>Player</th><th>Key</th><th>VP</th><th>Missed draws</th></tr>
                </thead>
                <tbody>
                  {[...r.players].sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99)).map((p) => (
                    <tr key={p.participant} class={r.winner !== null && p.seat === r.winner ? 'won' : ''}>
                      <td>{p.seat === null ? '—' : p.seat + 1}</td>
                      <td style={{ color: p.seat !== null ? NAME_INK[result!.colors[p.seat] ?? 'white'] : undefined }}>{p.name}{r.winner !== null && p.seat === r.winner ? ' ♛' : ''}</td>
                      <td><code>{p.publicKey.slice(0, 12)}…</code></td>
                      <td>{p.vp ?? '—'}</td>
                      <td>{p.missedDraws}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {result?.view && (
          <section class="verify-board" aria-label={r?.valid ? 'The final board' : 'The board at the last good entry'}>
            <h2 class="small muted">{r?.valid ? 'Final board' : 'Board at the last good entry'}</h2>
            <Board view={result.view} colors={result.colors} names={result.names} targets={NO_TARGETS} onPick={() => {}} />
          </section>
        )}
      </div>
    </div>
  );
}
