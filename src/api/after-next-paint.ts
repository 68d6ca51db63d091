/** Resolves once the frame being prepared has been painted (a timeout set in an animation frame runs after it). */
export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
