import { Module } from '@nestjs/common';
import { WasteModule } from '#domain/waste';
import { DashboardController } from './dashboard.controller';

@Module({ imports: [WasteModule], controllers: [DashboardController] })
export class DashboardModule {}
