import type { lobby as en } from '../en/lobby';

export const lobby: Record<keyof typeof en, string> = {
};
