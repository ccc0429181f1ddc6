import { Injectable } from '@nestjs/common';
import { Role, type EnquiryListQuerySchema, type EnquiryListResponse } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import type { Enquiry } from '../generated/prisma/client.js';
import { EnquiriesRepository } from './enquiries.repository.js';

type ListQuery = z.output<typeof EnquiryListQuerySchema>;

/**
 * booking.query.list-enquiries.v1: the stored enquiries for the admin dashboard. Admins only: the gateway's route
 * table says so, and the service does not answer anyone else either (it never lists enquiries for nobody).
 */
@Injectable()
export class ListEnquiriesHandler {
  constructor(private readonly enquiries: EnquiriesRepository) {}

  async execute(query: ListQuery, meta: RpcMeta): Promise<EnquiryListResponse> {
    if (meta.actor?.role !== Role.Admin) throw new DomainError('AUTH.FORBIDDEN');
    const search = query.search || undefined;
    const [rows, counts] = await Promise.all([
      this.enquiries.list({ search, kind: query.kind }, query.limit + 1, query.cursor),
      this.enquiries.counts(search),
    ]);
    if (!rows) {
      throw new DomainError('VALIDATION.FAILED', 'Some fields are not valid.', {
        cursor: 'Not a valid page cursor',
      });
    }
    const page = rows.slice(0, query.limit);
    const nextCursor = rows.length > query.limit ? page[page.length - 1]!.id : null;
    return { items: page.map(toSummary), counts, nextCursor };
  }
}

const toSummary = (enquiry: Enquiry) => ({
  id: enquiry.id,
  kind: enquiry.kind,
  name: enquiry.name,
  phone: enquiry.phone,
  email: enquiry.email,
  details: enquiry.details as Record<string, unknown>,
  createdAt: enquiry.createdAt.toISOString(),
});
