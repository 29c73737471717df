// Every screen past the lobby, as one module the page fetches at start (lazyScreens.ts): the table, a
// local game, the verify page, and the networked room's stand-in. They are one chunk (vite.config.ts),
// so one dynamic import brings them all; the networked room itself (its replica, the room's protocol,
// the hosted lobby) is fetched when a player hosts, joins, watches or comes back to a room (netRoomScreen.tsx).
export { Table } from './Table';
export { LocalTable } from './localTable';
export { NetRoom } from './netRoomScreen';
export { forgetRoom } from './forgetRoom';
export { VerifyPage } from './Verify';
