// The awards feature's public entry for the go/no-go sheet (eslint.boundaries.js pairs the two): its market view.
export { SheetMarketView, type SheetMarketViewProps } from './components/sheet-market-view';
export type { SuggestedScores } from './lib/suggest-scores';
