// Every screen past the lobby, as one module the page fetches at start (lazyScreens.ts): the table, a
// local game, a networked room, the verify page. They are one chunk (vite.config.ts), so one dynamic
// import brings them all.
export { Table } from './Table';
export { LocalTable } from './localTable';
export { NetRoom } from './NetRoom';
export { forgetRoom } from './roomDeps';
export { VerifyPage } from './Verify';
