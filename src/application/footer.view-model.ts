import { copyrightRange, type CopyrightRange } from '../domain/navigation/copyright';

/** The footer's copyright years for `now` (spec §9), by the domain's one rule. */
export const toCopyrightRange = (now: Date): CopyrightRange => copyrightRange(now.getFullYear());
