import { planReminders } from './reminder-schedule.js';

const HOUR = 60 * 60 * 1000;
const now = new Date('2030-01-10T04:00:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('planReminders', () => {
  it('plans 24 h and 2 h before a consultation days away', () => {
    expect(planReminders(inHours(72), now)).toEqual([
      { kind: 'day_before', dueAt: inHours(48) },
      { kind: 'two_hours', dueAt: inHours(70) },
    ]);
  });

  it('sends the 24 h reminder at once when approved less than a day but more than 2 h before', () => {
    expect(planReminders(inHours(5), now)).toEqual([
      { kind: 'day_before', dueAt: now },
      { kind: 'two_hours', dueAt: inHours(3) },
    ]);
  });

  it('sends only the 2 h reminder, at once, within the last 2 h', () => {
    expect(planReminders(inHours(1), now)).toEqual([{ kind: 'two_hours', dueAt: now }]);
  });

  it('plans nothing for a consultation that has started', () => {
    expect(planReminders(now, now)).toEqual([]);
    expect(planReminders(inHours(-1), now)).toEqual([]);
  });
});
