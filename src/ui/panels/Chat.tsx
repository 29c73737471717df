// The table chat of a networked game: lines signed by their authors' game keys, relayed by the host,
// never part of the game log (src/session/room/chat.ts).
import { useEffect, useRef, useState } from 'preact/hooks';
import { NAME_INK } from '../colors';
import type { ChatPort, SeatInfo } from '../port';
import { t } from '../i18n';

export function Chat({ chat, seats, me }: { chat: ChatPort; seats: SeatInfo[]; me: number }) {
  const [text, setText] = useState('');
  const lines = chat.lines.value;
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel chat" aria-label={t('chat.title')}>
      <h2>{t('chat.title')}</h2>
      <ol ref={box} aria-live="polite">
        {lines.length === 0 && <li class="muted small">{t('chat.empty')}</li>}
        {lines.map((l, i) => (
          <li key={i}>
            <b style={{ color: NAME_INK[seats[l.seat]?.color ?? 'white'] }}>
              {l.seat === me ? t('chat.you') : (seats[l.seat]?.name ?? t('win.seat', { n: l.seat + 1 }))}
            </b>{' '}
            {l.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          chat.send(text);
          setText('');
        }}
      >
        <input
          value={text}
          maxLength={280}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.message')}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <button type="submit" disabled={!text.trim()}>
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
