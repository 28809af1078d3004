/**
 * The comparison report's default periods: two whole weeks (Monday to Sunday, spec §9), the last complete
 * one against the one before, so the two are comparable (one day against one day swung by hundreds of %).
 */
import { addDays, mondayOf } from '../dates';

interface Period {
  ini: string;
  fim: string;
}

/** For `today` ('yyyy-MM-dd'): `periodo` = the last week over (even on a Sunday, the week before), `base` = the one before it. */
export function defaultComparisonPeriods(today: string): { base: Period; periodo: Period } {
  const lastMonday = addDays(mondayOf(today), -7);
  return {
    base: { ini: addDays(lastMonday, -7), fim: addDays(lastMonday, -1) },
    periodo: { ini: lastMonday, fim: addDays(lastMonday, 6) },
  };
}
