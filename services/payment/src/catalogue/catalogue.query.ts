import { Injectable } from '@nestjs/common';
import type { PaymentCatalogue } from '@hp/contracts';
import { PRICE_LIST } from './price-list.js';

/** payment.query.catalogue.v1: the services and their prices, in the order the payment page lists them. */
@Injectable()
export class CatalogueQuery {
  execute(): PaymentCatalogue {
    return { services: PRICE_LIST.map((entry) => ({ ...entry })) };
  }
}
