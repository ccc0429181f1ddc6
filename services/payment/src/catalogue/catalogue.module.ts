import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueQuery } from './catalogue.query.js';

/** The price list and its query; checkout and the receipt read the list itself (price-list.ts). */
@Module({ controllers: [CatalogueController], providers: [CatalogueQuery] })
export class CatalogueModule {}
