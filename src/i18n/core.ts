import { common } from './nl/common';
import { layout } from './nl/layout';

/** The namespaces every page needs (layout, UI primitives): part of the entry bundle. */
export const core = { common, layout } as const;
