// The network in the reader's language: the broker a page uses (src/net/peerjsBroker.ts chooses it) and
// what to do when ICE finds no path (src/net/netWatch.ts says which case). The net layer keeps no words.
import { formatBroker, type BrokerChoice } from '../net/peerjsBroker';
import type { NetView } from '../net/netWatch';
import { t } from './i18n';

/** The broker in words: which one, and what that means for who can join. */
export function brokerWords(choice: BrokerChoice): string {
  const where = formatBroker(choice.broker);
  if (choice.source === 'url') return t('broker.url', { where });
  if (choice.source === 'origin') return t('broker.origin', { where });
  return t('broker.public', { host: choice.broker.host });
}

export function brokerStateWords(state: NetView['brokerState']): string {
  return t(`broker.${state}`);
}

/** What the player can do about a missing path, or null. */
export function troubleWords(view: NetView): string | null {
  if (view.trouble === 'no-path') return t('netStatus.noPath');
  if (view.trouble === 'no-path-through-relay') return t('netStatus.noPathThroughRelay', { relay: view.relay ?? '' });
  return null;
}
