/** The day the test seed counts from and the clock the test apps read: today, at noon in Sydney. */
const now = new Date();
export const TEST_TODAY = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2, 0, 0));
