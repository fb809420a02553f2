import { Injectable } from '@nestjs/common';
import type { HouseholdChange } from '#contracts';
import { RealtimeEmitter } from '#realtime';

/** Tells every member's open screens that part of the household's kitchen changed. */
@Injectable()
export class HouseholdEvents {
  constructor(private readonly realtime: RealtimeEmitter) {}

  changed(householdId: string, change: HouseholdChange): void {
    if (change.ids.length === 0) return;
    this.realtime.toHousehold(householdId, 'household.changed', change);
  }
}
