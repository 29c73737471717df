// lobby messages (English).
export const lobby = {
};
