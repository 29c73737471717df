// The overdue claims another player signed about you (src/session/cards/cardDuty.ts, claimAbout):
// the room's status line words them (claimWords.ts), so the player learns of a claim before the others'
// claims add up and its escrow is opened.
export const claims = {
  'claim.discard':
    '{by} signed at entry {seq} that you owe your discard, which only your sealed cards can make, past the turn limit. Discard now: if every other player signs the same, your cards are shown to all from your escrow and a stand-in discards for you.',
  'claim.due':
    '{by} signed at entry {seq} that you owe {due}. Your client sends it as soon as it can; if every other player signs the same, your card keys are opened from your escrow.',
  'claim.owes.deal': 'your step of the card deal',
  'claim.owes.key': "your key to a card in {to}'s hand",
  'claim.owes.release': "your part of {of}'s escrow, who has left",
  'claim.owes.seed': 'your card seed for the end-of-game audit',
  'claim.owes.hand': 'your step of a hand shuffle, your keys to sealed resource cards or your Monopoly answer',
};
