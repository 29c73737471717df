// The game in words, newest at the bottom, names in their players' colours.
import { useEffect, useRef } from 'preact/hooks';
import { NAME_INK } from '../colors';
import type { LogLine, SeatInfo } from '../port';
import { t } from '../i18n';

export function Log({ lines, seats }: { lines: LogLine[]; seats: SeatInfo[] }) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const shown = lines.slice(-150);
  return (
    <section class="panel log" aria-label={t('log.label')}>
      <h2>{t('log.title')}</h2>
      <ol ref={box} aria-live="polite">
        {shown.map((l, i) => (
          <li key={lines.length - shown.length + i} class={`k-${l.kind}`}>
            {l.seat != null && seats[l.seat] ? <i class="bullet" style={{ background: NAME_INK[seats[l.seat].color] }} /> : <i class="bullet" />}
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
