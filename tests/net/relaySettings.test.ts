// The relay setting: what a person may type, the invite link's parameters (a guest gets the host's
// relay), the link before the browser's saved one, and the ICE servers a page hands WebRTC.
import { describe, expect, it } from 'vitest';
import { chooseRelay, iceServersWith, parseRelayUrl, relayFromQuery, relayQuery, saveRelay, savedRelay, withoutRelay } from '../../src/net/relaySettings';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

const relay = { url: 'turn:relay.example.org:3478', username: 'friends', credential: 'p@ss word&=' };

describe('relay settings', () => {
  it('takes TURN URIs and bare host:port, and refuses anything else', () => {
    expect(parseRelayUrl('relay.example.org:3478')).toBe('turn:relay.example.org:3478');
    expect(parseRelayUrl(' turns:relay.example.org:5349?transport=tcp ')).toBe('turns:relay.example.org:5349?transport=tcp');
    expect(parseRelayUrl('turn:[2001:db8::1]:3478')).toBe('turn:[2001:db8::1]:3478');
    expect(parseRelayUrl('stun:stun.example.org')).toBeNull();
    expect(parseRelayUrl('turn:relay.example.org:99999')).toBeNull();
    expect(parseRelayUrl('https://relay.example.org/')).toBeNull();
    expect(parseRelayUrl('')).toBeNull();
  });

  it('carries the relay, credentials included, through an invite link and back', () => {
    const search = `?ice=none&${relayQuery(relay)}`;
    expect(relayFromQuery(search)).toEqual(relay);
    expect(withoutRelay(search)).toBe('?ice=none');
    expect(withoutRelay(`?${relayQuery(relay)}`)).toBe('');
    expect(relayFromQuery('?relay=javascript:alert(1)')).toBeNull();
  });

  it('uses the link before the saved setting, and the saved one without a link', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(chooseRelay('', storage)).toBeNull();
    saveRelay({ ...relay, url: 'turn:saved.example.org' }, storage);
    expect(savedRelay(storage)?.url).toBe('turn:saved.example.org');
    expect(chooseRelay('', storage)).toEqual({ relay: { ...relay, url: 'turn:saved.example.org' }, source: 'saved' });
    expect(chooseRelay(`?${relayQuery(relay)}`, storage)).toEqual({ relay, source: 'link' });
    saveRelay(null, storage);
    expect(chooseRelay('', storage)).toBeNull();
    storage.setItem('hexknights.relay', '{not json');
    expect(savedRelay(storage)).toBeNull();
  });

  it('adds the relay next to the STUN servers', () => {
    const stun = [{ urls: 'stun:stun.example.org:19302' }];
    expect(iceServersWith(stun, null)).toEqual(stun);
    expect(iceServersWith(stun, relay)).toEqual([...stun, { urls: relay.url, username: 'friends', credential: 'p@ss word&=' }]);
    expect(iceServersWith([], relay)).toHaveLength(1);
  });
});
