/** Figures in the tools' reports are rounded to three decimals. */
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;
