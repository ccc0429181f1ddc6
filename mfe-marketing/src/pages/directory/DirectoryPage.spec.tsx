/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DirectoryEntry, DirectoryResponse, EntityType } from '@hp/contracts';
import { useLocale, useSession } from '@hp/shell-sdk';
import { directoryEntryExample, fakeFetch, urlOf, type FakeAnswer } from '@hp/shell-sdk/testing';
import { renderPage } from '../../test/renderPage';
import { SEARCH_DEBOUNCE_MS } from './DirectoryPage';

const PATH = '/api/clinic/approved-clinics';

let serial = 0;
function entry(entityType: EntityType, name: string, more: Partial<DirectoryEntry> = {}): DirectoryEntry {
  serial += 1;
  const id = `0193a8f0-5b6e-7c3d-9a51-${String(serial).padStart(12, '0')}`;
  return directoryEntryExample({
    id,
    entityType,
    name,
    location: 'Andheri West',
    address: '4, Link Road',
    phone: '9876543210',
    ...more,
  });
}

const answer = (lists: Partial<DirectoryResponse>): DirectoryResponse => ({
  clinics: [],
  pharmacies: [],
  laboratories: [],
  ...lists,
  next: { clinics: null, pharmacies: null, laboratories: null, ...lists.next },
});

/** The directory as the page asks it: each request's query parameters, answered by `reply`. */
function answerDirectory(reply: (query: URLSearchParams) => FakeAnswer | DirectoryResponse | 'offline') {
  const asked: URLSearchParams[] = [];
  let current: FakeAnswer | 'offline' = 'offline';
  const inner = fakeFetch({ [PATH]: () => current });
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const query = new URL(urlOf(input), 'http://localhost').searchParams;
    asked.push(query);
    const answered = reply(query);
    current = answered === 'offline' || 'status' in answered ? answered : { status: 200, body: answered };
    return inner(input, init);
  };
  return asked;
}

/** The router's address and its Back, beside the page. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
const address = () => screen.getByTestId('address').textContent;

/** Leaving for another area's page: this remote shows its not-found page there, which logs an error. */
const quietNotFound = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

const openDirectory = (path = '/demo') =>
  renderPage(path, { level: 1, name: 'Health Services' }, <Address />);

const paramsOf = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);

const lotus = entry('clinic', 'Lotus Dental Clinic', {
  specializations: ['Dentistry', 'Orthopedics', 'Pediatrics', 'Cardiology', 'Dermatology', 'Ayurveda'],
  numberOfDoctors: 4,
  location: 'Malad',
  acceptsEMI: true,
  acceptsInsurance: true,
});
const sunrise = entry('clinic', 'Sunrise Hospital', { specializations: ['Surgery'], numberOfDoctors: 12 });
const wellness = entry('pharmacy', 'Wellness Pharmacy', { location: 'Thane', acceptsEMI: true });
const precision = entry('lab', 'Precision Diagnostics', { location: 'Borivali' });

const everyList = () =>
  answerDirectory((query) =>
    query.get('type') === 'pharmacy'
      ? answer({ pharmacies: [wellness] })
      : query.get('type') === 'lab'
        ? answer({ laboratories: [precision] })
        : answer({ clinics: [lotus, sunrise] }),
  );

const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  act(() => {
    useLocale.getState().setLocale('en');
    useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
  });
});

describe('/demo, the public directory', () => {
  it('lists the clinics under the Clinic tab, then the pharmacies and laboratories under theirs', async () => {
    const asked = everyList();
    await openDirectory();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Clinic',
      'Pharmacy',
      'Laboratory',
    ]);
    expect(screen.getByRole('tab', { name: 'Clinic' }).getAttribute('aria-selected')).toBe('true');
    // The list follows the page's first paint.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Available Hospitals/Clinics' }),
    ).toBeTruthy();
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Lotus Dental Clinic',
      'Sunrise Hospital',
    ]);
    expect(paramsOf(asked[0])).toEqual({ type: 'clinic' });

    fireEvent.click(screen.getByRole('tab', { name: 'Pharmacy' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Available Pharmacies' })).toBeTruthy();
    const pharmacy = await screen.findByRole('article', { name: 'Wellness Pharmacy' });
    expect(within(pharmacy).getByText('Thane')).toBeTruthy();
    expect(within(pharmacy).getByText('EMI Available')).toBeTruthy();
    expect(within(pharmacy).getByRole('button', { name: 'BOOK NOW' })).toBeTruthy();
    expect(screen.queryByText('Lotus Dental Clinic')).toBeNull();
    expect(address()).toBe('/demo?type=pharmacy');

    fireEvent.click(screen.getByRole('tab', { name: 'Laboratory' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Available Laboratories' })).toBeTruthy();
    const lab = await screen.findByRole('article', { name: 'Precision Diagnostics' });
    expect(within(lab).getByRole('button', { name: 'BOOK' })).toBeTruthy();
    expect(within(lab).queryByText('EMI Available')).toBeNull();
    expect(asked.map((query) => query.get('type'))).toEqual(['clinic', 'pharmacy', 'lab']);
  });

  it("shows a clinic's number of doctors, location and its EMI and insurance badges", async () => {
    everyList();
    await openDirectory();
    const lotusCard = await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    expect(within(lotusCard).getByText('Doctors: 4')).toBeTruthy();
    expect(within(lotusCard).getByText('Malad')).toBeTruthy();
    expect(within(lotusCard).getByText('EMI Available')).toBeTruthy();
    expect(within(lotusCard).getByText('Insurance Accepted')).toBeTruthy();
    const sunriseCard = card('Sunrise Hospital');
    expect(within(sunriseCard).getByText('Doctors: 12')).toBeTruthy();
    expect(within(sunriseCard).queryByText('EMI Available')).toBeNull();
    expect(within(sunriseCard).queryByText('Insurance Accepted')).toBeNull();
  });

  it("shows a clinic's first 4 specializations, the rest behind '+N more', folded again by 'Show less'", async () => {
    everyList();
    await openDirectory();
    const lotusCard = await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    const shown = () =>
      within(lotusCard)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(shown()).toEqual(['Dentistry', 'Orthopedics', 'Pediatrics', 'Cardiology']);

    const more = within(lotusCard).getByRole('button', { name: '+2 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(shown()).toEqual([
      'Dentistry',
      'Orthopedics',
      'Pediatrics',
      'Cardiology',
      'Dermatology',
      'Ayurveda',
    ]);
    const less = within(lotusCard).getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(shown()).toHaveLength(4);

    // Four or fewer: no expander.
    expect(within(card('Sunrise Hospital')).queryByRole('button', { name: /more/ })).toBeNull();
  });

  it("asks a visitor to log in: BOOK NOW opens 'Login Required', Cancel closes it, Login leads to /userlog", async () => {
    everyList();
    await openDirectory();
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    const book = within(card('Lotus Dental Clinic')).getByRole('button', { name: 'BOOK NOW' });
    fireEvent.click(book);

    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(
      within(dialog).getByText('Please login to book appointments and access our health services.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/demo');

    fireEvent.click(book);
    quietNotFound();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Login Required' })).getByRole('link', { name: 'Login' }),
    );
    await waitFor(() => expect(address()).toBe('/userlog'));
  });

  it('takes a logged-in patient on to book at /clinicmain, without the dialog', async () => {
    act(() =>
      useSession.setState({
        status: 'authenticated',
        user: { id: 'usr_1', email: 'asha@example.com', role: '300', isApproved: true, status: 'approved' },
        accessToken: 'access-1',
        expiresAt: Date.now() + 900_000,
      }),
    );
    everyList();
    await openDirectory();
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    quietNotFound();
    fireEvent.click(within(card('Sunrise Hospital')).getByRole('button', { name: 'BOOK NOW' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(address()).toBe('/clinicmain'));
  });

  it('sends the search (after a pause in typing) and the filters, and keeps them in the address', async () => {
    jest.useFakeTimers();
    try {
      const asked = everyList();
      await openDirectory();
      await screen.findByRole('article', { name: 'Lotus Dental Clinic' });

      fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'lot' } });
      fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'lotus ' } });
      expect(asked).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
        await Promise.resolve();
      });
      await waitFor(() => expect(asked).toHaveLength(2));
      // One request for the whole word, trimmed.
      expect(paramsOf(asked[1])).toEqual({ type: 'clinic', q: 'lotus' });
      expect(address()).toBe('/demo?q=lotus');

      fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'Malad' } });
      fireEvent.change(screen.getByLabelText('Specialization'), { target: { value: 'Dentistry' } });
      fireEvent.click(screen.getByLabelText('Offers EMI'));
      fireEvent.click(screen.getByLabelText('Accepts insurance'));
      await waitFor(() =>
        expect(paramsOf(asked.at(-1))).toEqual({
          type: 'clinic',
          q: 'lotus',
          area: 'Malad',
          specialization: 'Dentistry',
          emi: 'true',
          insurance: 'true',
        }),
      );
      expect(address()).toBe('/demo?q=lotus&area=Malad&specialization=Dentistry&emi=yes&insurance=yes');

      // The pharmacies' rows show neither specializations nor insurance: that tab filters by the rest only.
      fireEvent.click(screen.getByRole('tab', { name: 'Pharmacy' }));
      await waitFor(() =>
        expect(paramsOf(asked.at(-1))).toEqual({ type: 'pharmacy', q: 'lotus', area: 'Malad', emi: 'true' }),
      );
      expect(screen.queryByLabelText('Specialization')).toBeNull();
      expect(screen.queryByLabelText('Accepts insurance')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens a shared address with its search and filters, and goes back through them', async () => {
    const asked = everyList();
    await openDirectory('/demo?type=lab&q=precision&area=borivali&emi=yes');
    await screen.findByRole('article', { name: 'Precision Diagnostics' });
    expect(screen.getByRole('tab', { name: 'Laboratory' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Search by name').value).toBe('precision');
    expect(screen.getByLabelText<HTMLSelectElement>('Area').value).toBe('Borivali');
    expect(screen.getByLabelText<HTMLInputElement>('Offers EMI').checked).toBe(true);
    expect(paramsOf(asked[0])).toEqual({ type: 'lab', q: 'precision', area: 'borivali', emi: 'true' });

    fireEvent.click(screen.getByLabelText('Offers EMI'));
    await waitFor(() => expect(address()).toBe('/demo?type=lab&q=precision&area=borivali'));
    fireEvent.click(screen.getByRole('tab', { name: 'Clinic' }));
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('/demo?type=lab&q=precision&area=borivali'));
    expect(screen.getByRole('tab', { name: 'Laboratory' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('/demo?type=lab&q=precision&area=borivali&emi=yes'));
    expect(screen.getByLabelText<HTMLInputElement>('Offers EMI').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Search by name').value).toBe('precision');
  });

  it("loads the next page with the list's cursor and the same parameters, until there is none", async () => {
    const first = [lotus, sunrise];
    const second = [entry('clinic', 'Zen Clinic')];
    const asked = answerDirectory((query) =>
      query.get('cursor') === 'page-2'
        ? answer({ clinics: second })
        : answer({ clinics: first, next: { clinics: 'page-2', pharmacies: null, laboratories: null } }),
    );
    await openDirectory('/demo?area=Malad');
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Zen Clinic' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Lotus Dental Clinic',
      'Sunrise Hospital',
      'Zen Clinic',
    ]);
    expect(paramsOf(asked[1])).toEqual({ type: 'clinic', area: 'Malad', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says it is loading, then that the directory is empty (no sample entries)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answerDirectory(() => answer({}));
    const answering = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await held;
      return answering(...args);
    };
    await openDirectory();
    expect(await screen.findByText('Loading clinics...')).toBeTruthy();
    release();
    expect(await screen.findByText('No clinics available at the moment')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Pharmacy' }));
    expect(await screen.findByText('No pharmacies available at the moment')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Laboratory' }));
    expect(await screen.findByText('No laboratories available at the moment')).toBeTruthy();
  });

  it('says when nothing matches a search, and clears it', async () => {
    answerDirectory((query) => (query.get('area') ? answer({}) : answer({ clinics: [lotus] })));
    await openDirectory('/demo?area=Thane');
    expect(await screen.findByText('No clinics match your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    expect(address()).toBe('/demo');
  });

  it('says when the directory could not be loaded, and tries again', async () => {
    let up = false;
    answerDirectory(() =>
      up
        ? answer({ clinics: [lotus] })
        : { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE', correlationId: 'c' } },
    );
    await openDirectory();
    expect(
      await screen.findByRole('alert', undefined, { timeout: 10_000 }).then((alert) => alert.textContent),
    ).toContain('The directory could not be loaded.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('speaks Hindi', async () => {
    everyList();
    await openDirectory();
    await screen.findByRole('article', { name: 'Lotus Dental Clinic' });
    await act(async () => {
      useLocale.getState().setLocale('hi');
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वास्थ्य सेवाएँ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'उपलब्ध अस्पताल/क्लिनिक' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['क्लिनिक', 'फ़ार्मेसी', 'लैबोरेटरी']);
    const lotusCard = card('Lotus Dental Clinic');
    expect(within(lotusCard).getByText('डॉक्टर: 4')).toBeTruthy();
    expect(within(lotusCard).getByText('EMI उपलब्ध')).toBeTruthy();
    expect(within(lotusCard).getByText('बीमा स्वीकार्य')).toBeTruthy();
    expect(within(lotusCard).getByText('दंत चिकित्सा')).toBeTruthy();
    expect(within(lotusCard).getByRole('button', { name: '+2 और' })).toBeTruthy();
    fireEvent.click(within(lotusCard).getByRole('button', { name: 'अभी बुक करें' }));
    const dialog = screen.getByRole('dialog', { name: 'लॉगिन आवश्यक है' });
    expect(within(dialog).getByRole('link', { name: 'लॉगिन' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
