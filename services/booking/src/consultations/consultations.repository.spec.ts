import { containsPattern, searchTextOf } from './consultations.repository.js';

describe('the admins search', () => {
  it('looks in the lower-cased name, phone and clinic name', () => {
    expect(searchTextOf('Asha RAO', '9876543210', 'Lotus Dental Clinic')).toBe(
      'asha rao 9876543210 lotus dental clinic',
    );
  });

  it('finds the text anywhere, its own % _ and \\ taken literally', () => {
    expect(containsPattern('Asha')).toBe('%asha%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
