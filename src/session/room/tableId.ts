// Where a table goes when its room id is taken (issue 35 item 5). Anyone may register the room id once
// the host's tab is gone, and an outsider holding it can be refused everything but cannot be moved, so
// no guest could claim the room and the table would wait for good. Every participant therefore also
// knows a second id, the table id, derived from a secret the host gives each guest in its signed
// welcome (never in the log, never to a spectator): a guest that finds the room id held by someone who
// proves no key of the game claims the table id instead, and the broker arbitrates it as it does the
// room id. `TableLink` makes whichever of the two is the host's look like the room id to the rest of
// the room (replica, lobby channel, chat), so none of them needs to know which one it is.
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex, utf8 } from '../../protocol/bytes.js';
import type { MessageHandler, PeerHandler, PeerId, Transport } from '../../net/transport.js';

const TABLE_TAG = 'hexknights/table-id/v1';
const SECRET_TAG = 'hexknights/table-secret/v1';

/** The table secret a host derives from its own game key (so its reload has it again): 16 bytes, hex. */
export function tableSecretOf(hostSecretKey: Uint8Array): string {
  return toHex(sha256(new Uint8Array([...utf8(`${SECRET_TAG}\0`), ...hostSecretKey])).subarray(0, 16));
}

/** The table id of `room` for this secret: only a participant can name it. */
export function tableId(room: PeerId, secret: string): PeerId {
  return `${room}-t${toHex(sha256(utf8(`${TABLE_TAG}\0${room}\0${secret}`)).subarray(0, 10))}`;
}

/**
 * A page's transport as its room sees it. Once the table id is known (`setTable`): while the table id
 * is linked, it is the host, under the room id's name, and the real room id's holder is not heard; a
 * host that holds the table id calls itself by the room id. Before that, and while the table id is not
 * linked, it passes everything through.
 */
export class TableLink implements Transport {
  private readonly peerHandlers = new Set<PeerHandler>();
  private table: PeerId | null = null;
  /** The inner transport's troubles, the table id's as the room's; none where the inner transport reports none. */
  readonly onProblem?: (handler: (problem: { kind: string; peer?: PeerId }) => void) => () => void;

  constructor(
    private readonly inner: Transport,
    private readonly room: PeerId,
  ) {
    const onProblem = inner.onProblem?.bind(inner);
    if (onProblem) this.onProblem = (handler) => onProblem((p) => handler(p.peer !== undefined && p.peer === this.table ? { ...p, peer: this.room } : p));
    inner.onPeer((peer, up) => {
      if (peer === this.table) {
        // the host moves between the two ids: the room sees its room id go down and come up
        const roomHeld = this.inner.peers().includes(this.room);
        if (roomHeld || !up) this.emit(this.room, false);
        if (up || roomHeld) this.emit(this.room, true);
      } else if (peer === this.room) {
        if (!this.atTable() && !this.hostsTable()) this.emit(this.room, up);
      } else this.emit(peer, up);
    });
  }

  /** The table id (tableId()) from now on. */
  setTable(table: PeerId): void {
    this.table = table;
  }

  /** Keep a link to the table id too: a host out of sight may have moved there. */
  dialTable(): void {
    if (this.table) this.inner.dial?.(this.table);
  }

  get self(): PeerId {
    return this.hostsTable() ? this.room : this.inner.self;
  }

  send(to: PeerId, data: Uint8Array): void {
    if (to === this.table) return;
    if (to === this.room && this.hostsTable()) return;
    this.inner.send(to === this.room && this.atTable() ? this.table! : to, data);
  }

  peers(): PeerId[] {
    const inner = this.inner.peers();
    const rest = inner.filter((p) => p !== this.table && p !== this.room);
    const host = this.atTable() || (inner.includes(this.room) && !this.hostsTable());
    return host ? [this.room, ...rest] : rest;
  }

  onMessage(handler: MessageHandler): () => void {
    return this.inner.onMessage((from, data) => {
      if (from === this.table) handler(this.room, data);
      else if (from !== this.room || (!this.atTable() && !this.hostsTable())) handler(from, data);
    });
  }

  onPeer(handler: PeerHandler): () => void {
    this.peerHandlers.add(handler);
    return () => this.peerHandlers.delete(handler);
  }

  close(): void {
    this.peerHandlers.clear();
    this.inner.close();
  }

  dial(peer: PeerId): void {
    this.inner.dial?.(peer);
  }

  hangUp(peer: PeerId): void {
    this.inner.hangUp?.(peer);
  }

  onRelink(handler: (peer: PeerId) => void): () => void {
    return (
      this.inner.onRelink?.((peer) => {
        if (peer === this.table) handler(this.room);
        else if (peer !== this.room || (!this.atTable() && !this.hostsTable())) handler(peer);
      }) ?? (() => {})
    );
  }

  /** The table id is linked: the host is there. */
  private atTable(): boolean {
    return this.table !== null && this.inner.peers().includes(this.table);
  }

  /** We are the host, on the table id. */
  private hostsTable(): boolean {
    return this.table !== null && this.inner.self === this.table;
  }

  private emit(peer: PeerId, up: boolean): void {
    for (const h of this.peerHandlers) h(peer, up);
  }
}
