import type { verify as en } from '../en/verify';

export const verify: Record<keyof typeof en, string> = {
};
