import { Injectable } from '@nestjs/common';
import type { OrderStatusResponse } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';
import { OrdersRepository } from './orders.repository.js';

/** payment.query.order-status.v1: the order's status for the success page (nothing personal). */
@Injectable()
export class OrderStatusHandler {
  constructor(private readonly orders: OrdersRepository) {}

  async execute(reference: string): Promise<OrderStatusResponse> {
    const order = await this.orders.findByReference(reference);
    if (!order) throw new DomainError('NOT_FOUND', 'No such order.');
    return { reference: order.reference, status: order.status };
  }
}
