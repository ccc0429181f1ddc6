import { todayInIndia } from '../common/india-time.js';
import { addDays } from './choices.js';
import { CONSULTATION_TIMES } from './schedule.js';
import { bookingFormChoiceOf, bookingFormLink, bookingFormLinksOf } from './booking-link.js';

const clinicId = '0b6f5e2a-1b2c-4d3e-8f40-123456789abc';
const now = new Date();
const inThreeDays = addDays(todayInIndia(now), 3);

describe('the booking form link', () => {
  it('names the clinic, the date and the time, and reads back as it was written', () => {
    const link = bookingFormLink({ clinicId, date: inThreeDays, time: '2:30 PM' });
    expect(link).toBe(`/clinicmain?clinic=${clinicId}&date=${inThreeDays}&time=2%3A30+PM`);
    expect(bookingFormChoiceOf(link.slice(link.indexOf('?')), now)).toEqual({
      clinicId,
      date: inThreeDays,
      time: '2:30 PM',
    });
  });

  it("writes a clinic's day of links as bookingFormLink writes each one", () => {
    const linkOf = bookingFormLinksOf(clinicId, inThreeDays);
    for (const time of CONSULTATION_TIMES)
      expect(linkOf(time)).toBe(bookingFormLink({ clinicId, date: inThreeDays, time }));
    expect(bookingFormLinksOf('a b&c', '2026-12-01')('9:00 AM')).toBe(
      bookingFormLink({ clinicId: 'a b&c', date: '2026-12-01', time: '9:00 AM' }),
    );
  });

  it('keeps the clinic but drops a date that cannot be booked or a time that is not a slot', () => {
    expect(bookingFormChoiceOf(`?clinic=${clinicId}&date=2020-01-01&time=9:00 AM`, now)).toEqual({
      clinicId,
    });
    expect(bookingFormChoiceOf(`?clinic=${clinicId}&date=${inThreeDays}&time=1:00 PM`, now)).toEqual({
      clinicId,
      date: inThreeDays,
    });
  });

  it('is no choice at all without a clinic id', () => {
    expect(bookingFormChoiceOf(`?date=${inThreeDays}`, now)).toBeNull();
    expect(bookingFormChoiceOf('?clinic=../../admin', now)).toBeNull();
    expect(bookingFormChoiceOf('', now)).toBeNull();
  });
});
