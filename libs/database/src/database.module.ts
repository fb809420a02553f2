import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadConfig } from '#config';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [TypeOrmModule.forRootAsync({ useFactory: () => dataSourceOptions(loadConfig()) })],
})
export class DatabaseModule {}
