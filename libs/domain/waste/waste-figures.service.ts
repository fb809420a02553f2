import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WASTE_TREND_MONTHS, type WasteFigures, type WasteMonth } from '#contracts';
import { kitchenToday, monthsEndingWith } from './kitchen-calendar';

/**
 * This month's items used (or eaten) on or before their date against those thrown, and the trend
 * over the last months, from the recorded exits (an item moved from the list is an entry: not counted).
 */
@Injectable()
export class WasteFiguresService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async figures(householdId: string, now: Date = new Date()): Promise<WasteFigures> {
    const months = monthsEndingWith(kitchenToday(now), WASTE_TREND_MONTHS);
    const rows = (await this.db.query(
      `SELECT to_char(exited_on, 'YYYY-MM') AS month,
              count(*) FILTER (WHERE reason IN ('used', 'eaten') AND (expiration_date IS NULL OR exited_on <= expiration_date))::int AS "usedBeforeDate",
              count(*) FILTER (WHERE reason = 'thrown')::int AS thrown
         FROM fridge_exits
        WHERE household_id = $1 AND exited_on >= $2::date
        GROUP BY 1`,
      [householdId, `${months[0]}-01`],
    )) as WasteMonth[];
    const trend = months.map((month) => rows.find((r) => r.month === month) ?? { month, usedBeforeDate: 0, thrown: 0 });
    return { thisMonth: trend[trend.length - 1]!, trend };
  }
}
