/**
 * Where the widget sits: a 48 px launcher 12 px above the bottom right corner, clear of 'Back to
 * top' (64 px up, from md), and the panel just above it.
 */
export const LAUNCHER_SIZE_PX = 48;
export const LAUNCHER_OFFSET_PX = 12;
export const PANEL_OFFSET_PX = LAUNCHER_OFFSET_PX + LAUNCHER_SIZE_PX + 8;
