import type { claims as en } from '../en/claims';

export const claims: Record<keyof typeof en, string> = {
  'claim.discard':
    '{by} hat bei Eintrag {seq} unterschrieben, dass du deinen Abwurf über die Zugzeit hinaus schuldest, und ihn können nur deine verdeckten Karten machen. Wirf jetzt ab: Unterschreiben alle anderen dasselbe, werden deine Karten aus deiner Hinterlegung allen gezeigt und ein Stellvertreter wirft für dich ab.',
  'claim.due':
    '{by} hat bei Eintrag {seq} unterschrieben, dass du {due} schuldest. Dein Programm schickt es, sobald es kann; unterschreiben alle anderen dasselbe, werden deine Kartenschlüssel aus deiner Hinterlegung geöffnet.',
  'claim.owes.deal': 'deinen Schritt beim Austeilen der Karten',
  'claim.owes.key': 'deinen Schlüssel zu einer Karte in der Hand von {to}',
  'claim.owes.release': 'deinen Teil der Hinterlegung von {of}, der gegangen ist',
  'claim.owes.seed': 'deinen Karten-Startwert für die Prüfung am Spielende',
  'claim.owes.hand': 'deinen Schritt eines Handmischens, deine Schlüssel zu verdeckten Rohstoffkarten oder deine Monopol-Antwort',
};
