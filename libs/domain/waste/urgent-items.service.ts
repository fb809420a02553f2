import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { LIST_PAGE_MAX, URGENT_WITHIN_DAYS, type UrgentItem } from '#contracts';
import { InventoryItemEntity } from '#database';
import { toInventoryItem } from '#domain/kitchen';
import { addDays, daysBetween, kitchenToday } from './kitchen-calendar';

/** "À consommer en priorité": what expires within the next days, and what is already past. */
@Injectable()
export class UrgentItemsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(householdId: string, now: Date = new Date(), withinDays = URGENT_WITHIN_DAYS): Promise<UrgentItem[]> {
    const today = kitchenToday(now);
    const rows = await this.db.getRepository(InventoryItemEntity).find({
      where: { householdId, expirationDate: LessThanOrEqual(addDays(today, withinDays)) },
      order: { expirationDate: 'ASC', name: 'ASC' },
      // The most urgent LIST_PAGE_MAX: the answer stays bounded however full the fridge is.
      take: LIST_PAGE_MAX,
    });
    return rows.map((row) => ({ ...toInventoryItem(row), daysLeft: daysBetween(today, row.expirationDate!) }));
  }
}
