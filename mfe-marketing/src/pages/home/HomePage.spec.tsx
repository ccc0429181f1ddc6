/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { brand, useLocale } from '@hp/shell-sdk';
import { bookingApi } from '@hp/contracts';
import { answerFetch, TestProviders } from '@hp/shell-sdk/testing';
import { fieldsRefused, rateLimited } from '../../test/answers';
import App from '../../App';
import { fillIn, headingLevels } from '../../test/renderPage';

/**
 * jsdom has no IntersectionObserver. This one reports nothing until a test scrolls (`scrollNearFeedback`), so the
 * tests see Home as a visitor does before and after coming near the feedback section.
 */
class ScrollObserver {
  static observed = new Map<Element, ScrollObserver>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(element: Element) {
    ScrollObserver.observed.set(element, this);
  }

  disconnect() {
    for (const [element, observer] of ScrollObserver.observed) {
      if (observer === this) ScrollObserver.observed.delete(element);
    }
  }

  /** Everything observed comes into view. */
  static scroll() {
    for (const [target, observer] of [...ScrollObserver.observed]) {
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

beforeAll(() => {
  globalThis.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderHome() {
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>
    </TestProviders>,
  );
}

const feedbackSection = () => screen.getByRole('region', { name: "We'd love to hear from you" });

async function scrollNearFeedback() {
  act(() => ScrollObserver.scroll());
  await screen.findByRole('button', { name: 'Send Feedback' });
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  cleanup();
  ScrollObserver.observed.clear();
});

describe('Home', () => {
  beforeEach(renderHome);

  it("shows the spec's hero: headline, highlight tiles, buttons and trust lines", () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Quality Healthcare Made Affordable' }),
    ).toBeTruthy();
    for (const text of [
      '10-20% Treatment Discount',
      'Standard EMI Options',
      '₹2000 Annual Plan',
      'Trusted by 10,000+ patients',
      '24/7 Emergency Support',
      '30+ Clinics Network',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(hrefOf('Book Consultation')).toBe('/userlog');
    expect(hrefOf('View Plans')).toBe('/membership');
  });

  it('lists the six services', () => {
    const services = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(services).toEqual(
      expect.arrayContaining([
        'Insurance Integration',
        'Flexible Payment Plans',
        'Preventive Care',
        'Easy Appointment Booking',
        'Family Healthcare Plans',
        'Specialist Consultations',
      ]),
    );
  });

  it('offers the Premium Plan at ₹2000 per year with eight benefits: joining opens the checkout', () => {
    const plan = screen.getByRole('article', { name: 'Premium Plan' });
    expect(within(plan).getByText('₹2000')).toBeTruthy();
    expect(within(plan).getByText('per year')).toBeTruthy();
    expect(within(plan).getAllByRole('listitem')).toHaveLength(8);
    expect(hrefOf('Join Membership Plan')).toBe('/payment?service=membership-annual');
    expect(within(plan).getByRole('link', { name: 'See all benefits' }).getAttribute('href')).toBe(
      '/membership',
    );
  });

  it('shows the network statistics and five partner logos', () => {
    const numbers = screen.getByRole('list', { name: 'Network in numbers' });
    for (const value of ['30+', '10,000+', '10-20%', '₹50,000'])
      expect(within(numbers).getByText(value)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Our partners' })).getAllByRole('img')).toHaveLength(5);
  });

  it('labels every section by its heading and keeps headings in order (one h1, then h2 sections)', async () => {
    await scrollNearFeedback();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'hero-title',
      'services-title',
      'plan-title',
      'network-title',
      'feedback-title',
    ]);
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });
});

describe('Home in Hindi', () => {
  afterEach(() => act(() => useLocale.getState().setLocale('en')));

  it('follows the language switch, the feedback form and its messages included', async () => {
    renderHome();
    act(() => useLocale.getState().setLocale('hi'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'किफ़ायती दाम पर गुणवत्तापूर्ण स्वास्थ्य सेवा' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्लान देखें' }).getAttribute('href')).toBe('/membership');
    expect(screen.getByRole('list', { name: 'आँकड़ों में हमारा नेटवर्क' })).toBeTruthy();

    act(() => ScrollObserver.scroll());
    fireEvent.click(await screen.findByRole('button', { name: 'प्रतिक्रिया भेजें' }));
    expect(await screen.findByText('संदेश ज़रूरी है')).toBeTruthy();
  });
});

describe('feedback section', () => {
  beforeEach(renderHome);

  it('shows its heading and contact lines at once and fetches the form only when the visitor comes near', async () => {
    const section = feedbackSection();
    expect(within(section).getByRole('link', { name: brand.emergencyPhone }).getAttribute('href')).toBe(
      'tel:+919820012345',
    );
    expect(within(section).getByRole('link', { name: brand.email }).getAttribute('href')).toBe(
      `mailto:${brand.email}`,
    );
    expect(within(section).getByText(brand.address)).toBeTruthy();
    // The placeholder holds the form's place under the same heading.
    expect(within(section).getByRole('heading', { name: 'Send us your feedback' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Feedback' })).toBeNull();

    await scrollNearFeedback();
    expect(within(section).getByRole('form', { name: 'Send us your feedback' })).toBeTruthy();
  });

  it('fetches the form when keyboard focus moves into the section', async () => {
    act(() => within(feedbackSection()).getByRole('link', { name: brand.emergencyPhone }).focus());
    expect(await screen.findByRole('button', { name: 'Send Feedback' })).toBeTruthy();
  });
});

describe('feedback form', () => {
  beforeEach(async () => {
    renderHome();
    await scrollNearFeedback();
  });

  it('asks for every field', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Message/).rows).toBe(4);
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).type).toBe('email');
  });

  it('sends the feedback to the booking service, thanks the visitor and empties the form', async () => {
    const calls = answerFetch({
      [bookingApi.submitFeedback.path]: () => ({ status: 201, body: { id: 'enq-1', message: 'thanks' } }),
    });
    fillIn(/^Name/, 'Asha');
    fillIn(/^Email/, 'asha@example.com');
    fillIn(/^Message/, 'Lovely clinic staff.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(screen.getByText('We appreciate your message and will get back to you soon')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Message/).value).toBe('');
    expect(calls).toEqual([
      {
        url: '/api/enquiries/feedback',
        method: 'POST',
        body: { name: 'Asha', email: 'asha@example.com', message: 'Lovely clinic staff.' },
      },
    ]);
  });

  it('keeps what was typed and says why when the feedback cannot be sent', async () => {
    answerFetch({
      [bookingApi.submitFeedback.path]: rateLimited,
    });
    fillIn(/^Name/, 'Asha');
    fillIn(/^Email/, 'asha@example.com');
    fillIn(/^Message/, 'Lovely clinic staff.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Your feedback was not sent')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait and try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Asha');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Message/).value).toBe('Lovely clinic staff.');
  });

  it("puts the server's field messages on the fields", async () => {
    answerFetch({
      [bookingApi.submitFeedback.path]: fieldsRefused({ name: 'Name must be at least 2 characters long' }),
    });
    fillIn(/^Name/, 'Asha');
    fillIn(/^Email/, 'asha@example.com');
    fillIn(/^Message/, 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeTruthy();
  });
});
