// The host room's QR code (src/ui/InviteQr.tsx, its modules from inviteQrPath.ts) read back by a QR decoder (jsqr, what a phone's
// camera does): the modules the component draws decode to the very invite link it was given.
import jsQR from 'jsqr';
import type { VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { QrFigure } from '../../src/ui/InviteQr';
import { inviteQrPath } from '../../src/ui/inviteQrPath';

const PIXELS_PER_MODULE = 4;

/** The component's <path d> drawn as an RGBA image (white page, black modules), as a screen shows it. */
function rasterize(d: string, size: number): { data: Uint8ClampedArray; width: number } {
  const width = size * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
  // every command of the path is a unit square: anything else would be drawn but not read here
  expect(squares.map((m) => m[0]).join('')).toBe(d);
  for (const [, x, y] of squares)
    for (let py = 0; py < PIXELS_PER_MODULE; py++)
      for (let px = 0; px < PIXELS_PER_MODULE; px++) {
        const at = ((Number(y) * PIXELS_PER_MODULE + py) * width + Number(x) * PIXELS_PER_MODULE + px) * 4;
        data.fill(0, at, at + 3);
      }
  return { data, width };
}

/** The `d` of the component's rendered <path> (its vnode tree, as Preact would render it). */
function renderedPath(link: string): { d: string; size: number } {
  const find = (type: string, node: VNode | VNode[] | null | undefined | string): VNode | undefined => {
    if (!node || typeof node === 'string') return undefined;
    if (Array.isArray(node)) return node.map((n) => find(type, n)).find(Boolean);
    if (node.type === type) return node;
    return find(type, (node.props as { children?: VNode | VNode[] }).children);
  };
  const tree = QrFigure(inviteQrPath(link)) as VNode;
  const svg = find('svg', tree);
  const path = find('path', svg);
  expect(path && svg).toBeTruthy();
  const size = Number(String((svg!.props as unknown as { viewBox: string }).viewBox).split(' ')[2]);
  return { d: (path!.props as unknown as { d: string }).d, size };
}

const decode = (link: string) => {
  const { d, size } = renderedPath(link);
  const { data, width } = rasterize(d, size);
  // dark on light only: many phone scanners read no inverted code
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;
};

describe('the invite QR code', () => {
  it('decodes to the invite link', () => {
    const link = 'https://friends.example/hexknights/#join=k7p2qx';
    expect(decode(link)).toBe(link);
  });

  it('carries a long link whole: a broker, a relay and its credentials in the query', () => {
    const link =
      'https://friends.example/some/sub/path/index.html?broker=peer.example.org%3A9000&relay=turn%3Arelay.example.net%3A3478&relayuser=friends&relaypass=SOME-LONG-SECRET-0123456789abcdef#join=k7p2qx';
    expect(decode(link)).toBe(link);
  });

  it('is another code for another link (a code is not a picture of the room code alone)', () => {
    const a = inviteQrPath('https://friends.example/#join=aaaaaa');
    const b = inviteQrPath('https://friends.example/#join=aaaaab');
    expect(a.d).not.toBe(b.d);
    expect(decode('https://friends.example/#watch=aaaaaa')).toBe('https://friends.example/#watch=aaaaaa');
  });
});
