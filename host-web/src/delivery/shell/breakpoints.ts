/**
 * The learner screens' sizes (delivery §9), for code that has to know the width. The same
 * numbers are written once more in learner-layout.css, whose media queries cannot read
 * custom properties; breakpoints.test.ts keeps the two copies equal.
 */
export const BREAKPOINTS = {
  /** Wider content padding. */
  sm: 640,
  /** Larger type and a measured line length. */
  md: 768,
  /** The navigation becomes a fixed side bar; below it, a top bar with a drawer. */
  lg: 1024,
  /** The Course Content outline stays beside the page. */
  xl: 1280,
  /** Wider content. */
  xxl: 1536,
} as const;

/** Width of the fixed side bar from `lg` up. */
export const SIDEBAR_WIDTH_PX = 200;
