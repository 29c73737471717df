// Cards handed over face down in a sealed-hands game (docs/cards.md, "Private resource moves"): the
// Wedding's gifts, the Master Merchant's take and the Commercial Harbor's offer and reply. The log
// names the kinds only to the two players who know them (faceDownWords.ts); the composers let the
// chooser pick its cards (panels/FaceDown.tsx).
export const faceDown = {
  'fd.gift': '{from} gave {to} {cards} face down',
  'fd.giftYou': 'You gave {to} {cards} face down{known, select, yes {: {kinds}} other {}}',
  'fd.giftToYou': '{from} gave you {cards} face down{known, select, yes {: {kinds}} other {}}',
  'fd.take': "{to} took {cards} from {from}'s hand face down",
  'fd.takeYou': "You took {cards} from {from}'s hand{known, select, yes {: {kinds}} other {}}",
  'fd.takeFromYou': '{to} took {cards} from your hand{known, select, yes {: {kinds}} other {}}',
  'fd.offer': '{from} offered {to} a resource face down',
  'fd.offerYou': 'You offered {to} a resource face down{known, select, yes {: {kinds}} other {}}',
  'fd.offerToYou': '{from} offered you a resource face down{known, select, yes {: {kinds}} other {}}',
  'fd.reply': '{from} gave {to} a commodity back face down',
  'fd.replyYou': 'You gave {to} a commodity back face down{known, select, yes {: {kinds}} other {}}',
  'fd.replyToYou': '{from} gave you a commodity back face down{known, select, yes {: {kinds}} other {}}',
  'fd.none': "{from} has no commodity: {to}'s resource goes back",
  'fd.noneYou': "You have no commodity: {to}'s resource goes back",
  'fd.noneToYou': '{from} has no commodity: your resource comes back',
  'fd.weddingTitle': 'Wedding: give {to} {cards} face down',
  'fd.weddingHelp': 'Choose the cards. Only you and {to} will know which; the others see that {cards} moved.',
  'fd.takeTitle': "Master Merchant: take {cards} from {from}'s hand",
  'fd.takeHelp': "You look at {from}'s hand. Only you and {from} will know which cards you take.",
  'fd.takeWaiting': "{from}'s hand is being shuffled for your look: its cards show as their keys arrive.",
  'fd.pickOne': 'Choose 1 {kind} ({n} left)',
  'fd.putBack': 'Put back 1 {kind}',
  'fd.takeButton': 'Take {chosen}/{count}',
  'fd.offerTitle': 'Commercial Harbor: offer a resource face down',
  'fd.offerHelp':
    'Each opponent gets one resource of your choice and gives back one commodity of its choice, if it has one. Only the two of you see the cards.',
  'fd.offerTo': 'Offer {to}',
  'fd.offerOne': 'Offer {to} 1 {kind}',
  'fd.replyTitle': 'Commercial Harbor: {from} offers you a resource face down',
  'fd.replyHelp': 'Give {from} back one commodity of your choice, face down. With none, the resource goes back.',
  'fd.replyOne': 'Give back 1 {kind}',
  'fd.replyNone': 'No commodity: give the resource back',
};
