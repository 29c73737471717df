// A table of two whose guest stopped (issue 35 item 9): the host may end the game as abandoned past the
// turn limit, signed, with no winner (src/session/log/abandonRule.ts). Abandon.tsx shows these.
export const abandon = {
  'abandon.offer': '{name} has been away past the turn limit. Only they can play their turns.',
  'abandon.button': 'End the game as abandoned',
  'abandon.ask': 'End the game as abandoned?',
  'abandon.confirm': 'The game ends for both of you with no winner, and cannot be resumed. {name} can still play on if you keep waiting.',
  'abandon.yes': 'End it, no winner',
  'abandon.no': 'Keep waiting',
  'abandon.title': 'Game abandoned',
  'abandon.ended': 'The host ended the game as abandoned: it waited for {name} past the turn limit. Nobody won.',
  'abandon.endedYou': 'The host ended the game as abandoned: it waited for you past the turn limit. Nobody won.',
  'abandon.prompt': 'Game abandoned: no winner',
  'log.abandoned': 'The host ended the game as abandoned: {name} was away past the turn limit. No winner.',
  'log.abandonedYou': 'The host ended the game as abandoned: you were away past the turn limit. No winner.',
};
