import type { ChartData, ChartPeriod } from '../../src/api/contract/spendingChart';
import type { Deps } from '../deps';
import { serviceByCode } from '../payments/catalogue';
import { CURRENCY } from '../payments/accounts';
import { selectMonthlyFlows, selectSpendByService } from './chart.repository';
import { formatMinor } from './ledger';

const LOCAL_OFFSET_MS = 3 * 60 * 60 * 1000;

const otherLabel = { en: 'Other', ar: 'أخرى', ku: 'هی تر' };

/** The local months of a period ending with the current one, oldest first, and when the first began (UTC ms). */
export function periodMonths(nowMs: number, period: ChartPeriod): { months: string[]; fromMs: number } {
  const local = new Date(nowMs + LOCAL_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const months: string[] = [];
  for (let back = period - 1; back >= 0; back--) {
    const first = new Date(Date.UTC(year, month - back, 1));
    months.push(`${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return { months, fromMs: Date.UTC(year, month - (period - 1), 1) - LOCAL_OFFSET_MS };
}

/**
 * requirements#spending-chart: the signed-in user's money in and out per month and spend by service
 * over the last `period` months, aggregated from the ledger (never from a stored figure). Every
 * month of the period is answered, zero when nothing moved.
 */
export async function spendingChart(deps: Deps, userId: string, period: ChartPeriod): Promise<ChartData> {
  const { months, fromMs } = periodMonths(deps.now(), period);
  const [flows, spend] = await Promise.all([
    selectMonthlyFlows(deps.db, userId, CURRENCY, fromMs),
    selectSpendByService(deps.db, userId, CURRENCY, fromMs),
  ]);
  const byMonth = new Map(flows.map((f) => [f.month, f]));
  return {
    period,
    currencyCode: CURRENCY,
    months: months.map((month) => {
      const found = byMonth.get(month);
      return {
        month,
        inMajor: formatMinor(BigInt(found?.in_minor ?? '0')),
        outMajor: formatMinor(BigInt(found?.out_minor ?? '0')),
      };
    }),
    byService: spend.map((s) => ({
      serviceCode: s.service_code,
      label: serviceByCode(s.service_code)?.title ?? (s.service_code === 'OTHER' ? otherLabel : { en: s.service_code }),
      outMajor: formatMinor(BigInt(s.out_minor)),
    })),
  };
}
