/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { brand, useLocale } from '@hp/shell-sdk';
import { answerFetch } from '@hp/shell-sdk/testing';
import { headingLevels, renderPage } from '../../test/renderPage';
import { catalogueAnswer, catalogueFailingUntilRecovered } from '../payment/test/paymentCatalogue';

/** The page, once its sections below the hero have followed (they render after the first paint). */
async function renderMembership() {
  await renderPage('/membership', { level: 1, name: 'Premium Membership' });
  await screen.findByRole('region', { name: '15 benefits in one plan' });
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  answerFetch(catalogueAnswer);
});

afterEach(() => {
  cleanup();
  act(() => useLocale.getState().setLocale('en'));
});

describe('Membership', () => {
  it("opens with the Premium Membership hero: the catalogue's ₹2000 per year, one-time, no renewal fees", async () => {
    await renderMembership();
    const hero = screen.getByRole('region', { name: 'Premium Membership' });
    expect(await within(hero).findByText('₹2000')).toBeTruthy();
    expect(within(hero).getByText('per year')).toBeTruthy();
    expect(within(hero).getByText('One-time payment')).toBeTruthy();
    expect(within(hero).getByText('No renewal fees')).toBeTruthy();
  });

  it('says when the price could not be loaded, and shows it after Try again', async () => {
    const catalogue = catalogueFailingUntilRecovered();
    await renderMembership();
    const hero = screen.getByRole('region', { name: 'Premium Membership' });
    expect(await within(hero).findByText('The services and prices could not be loaded.')).toBeTruthy();
    catalogue.recover();
    fireEvent.click(within(hero).getByRole('button', { name: 'Try again' }));
    expect(await within(hero).findByText('₹2000')).toBeTruthy();
  });

  it('joins by paying: Join Now opens the payment wizard with the annual membership chosen', async () => {
    await renderMembership();
    expect(hrefOf('Join Now - Limited Time Offer')).toBe('/payment?service=membership-annual');
  });

  it("lists the spec's 15 benefits with its discounts", async () => {
    await renderMembership();
    const benefits = screen.getByRole('region', { name: '15 benefits in one plan' });
    // Each card: the benefit, then its kind (Member discounts, Included free, Always with you).
    const lines = within(benefits)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(lines).toHaveLength(15);
    expect(lines).toEqual([
      '35-40% off health packages',
      '10-20% off dental treatments',
      'Discount on clear aligners',
      'Discount on dental implants',
      'Discount on root canal treatment',
      '10% off opticals',
      'Discount on hearing aids',
      'Discount on yoga sessions',
      'Discount on lab sample collection',
      'Discount on PTA (hearing) screening',
      'Free medicine delivery',
      'Free eye check-up',
      'Free dental OP consultation',
      'Standard EMI options on treatments',
      'Benefits at every clinic of our 30+ clinics network',
    ]);
  });

  it('explains How It Works in three steps', async () => {
    await renderMembership();
    const how = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Sign Up', 'Activate Benefits', 'Enjoy Savings']);
    expect(
      await within(how).findByText(
        'Pay ₹2000 once for the year and your membership benefits are active straight away.',
      ),
    ).toBeTruthy();
  });

  it('asks about the plans by a pre-filled e-mail to the provider, or books a consultation', async () => {
    await renderMembership();
    const href = hrefOf('Membership Plans') ?? '';
    expect(href.startsWith(`mailto:${brand.email}?`)).toBe(true);
    const fields = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(fields.get('subject')).toBe('Membership Plans Inquiry');
    expect(fields.get('body')).toMatch(/details of the plans/);
    expect(hrefOf('Book Consultation')).toBe('/userlog');
  });

  it('keeps headings in order (one h1)', async () => {
    await renderMembership();
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('speaks Hindi when the visitor chooses it', async () => {
    await renderMembership();
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रीमियम सदस्यता' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'साइन अप करें' })).toBeTruthy();
  });
});
