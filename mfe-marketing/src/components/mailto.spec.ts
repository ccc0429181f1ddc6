/** @jest-environment node */
import { brand } from '@hp/shell-sdk';
import { MEMBERSHIP_INQUIRY_BODY, mailtoHref, membershipInquiryHref } from './mailto';

describe('mailto links', () => {
  it('encodes subject and body for mail clients (spaces as %20, CRLF line breaks)', () => {
    expect(mailtoHref('a@example.com', { subject: 'Hi there & more', body: 'Line 1\nLine 2' })).toBe(
      'mailto:a@example.com?subject=Hi%20there%20%26%20more&body=Line%201%0D%0ALine%202',
    );
    expect(mailtoHref('a@example.com')).toBe('mailto:a@example.com');
  });

  it("opens the spec's membership inquiry to the provider", () => {
    const url = new URL(membershipInquiryHref());
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(brand.email);
    expect(decodeURIComponent(url.searchParams.get('subject') ?? '')).toBe('Membership Plans Inquiry');
    expect(url.search).not.toContain('+');
    const body = decodeURIComponent(/body=([^&]*)/.exec(url.search)?.[1] ?? '');
    expect(body.replace(/\r\n/g, '\n')).toBe(MEMBERSHIP_INQUIRY_BODY);
    expect(body).toMatch(/details of the plans/);
  });
});
