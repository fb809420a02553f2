import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { WasteModule } from '#domain/waste';
import { DashboardController } from './dashboard.controller';

@Module({ imports: [KitchenModule, WasteModule], controllers: [DashboardController] })
export class DashboardModule {}
