import { Module } from '@nestjs/common';
import { ReceiptMailConsumer } from './receipt-mail.consumer.js';

@Module({ providers: [ReceiptMailConsumer] })
export class ReceiptsModule {}
