// verify messages (English).
export const verify = {
};
