/**
 * The spec's counter: 1 percent every 10 ms, from 0 to 100, then it stops. CSS draws it (`.count-up` in
 * src/styles/global.css, an animation of this duration); a unit test keeps the two in step.
 */
export const PROGRESS_TICK_MS = 10
export const PROGRESS_STEP = 1
export const PROGRESS_MAX = 100

/** How long the count takes: 100 steps of 1 % every 10 ms. */
export const PROGRESS_DURATION_MS = (PROGRESS_MAX / PROGRESS_STEP) * PROGRESS_TICK_MS
