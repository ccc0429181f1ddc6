/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { brand, useLocale } from '@hp/shell-sdk';
import { headingLevels, renderPage } from '../../test/renderPage';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const renderPolicies = (entry = '/privacypolicy') =>
  renderPage(entry, { level: 1, name: 'Policies' }, <Where />);

const tab = (name: string) => screen.getByRole('tab', { name });
const isSelected = (name: string) => tab(name).getAttribute('aria-selected') === 'true';
const panel = () => screen.getByRole('tabpanel');

afterEach(() => {
  cleanup();
  act(() => useLocale.getState().setLocale('en'));
});

describe('Policies', () => {
  it('opens on the Privacy Policy: what is collected, shared, kept, and the rights incl. deletion', async () => {
    await renderPolicies();
    expect(isSelected('Privacy Policy')).toBe(true);
    expect(isSelected('Terms & Conditions')).toBe(false);
    const privacy = panel();
    expect(within(privacy).getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
    const sections = within(privacy)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Information we collect',
        'Why we use it',
        'Who we share it with',
        'How long we keep it',
        'How we protect it',
        'Your rights',
        'Children',
        'Contact us',
      ]),
    );
    const text = privacy.textContent ?? '';
    expect(text).toContain(`${brand.name} runs a healthcare membership`);
    expect(text).toMatch(/we never see or store them/);
    expect(text).toMatch(/The partner provider you choose/);
    expect(text).toMatch(/on request we delete your account and your personal data/);
    expect(text).toMatch(/Children under 18/);
    const mail = within(privacy).getAllByRole('link', { name: brand.email })[0]!;
    expect(mail.getAttribute('href')).toBe(`mailto:${brand.email}`);
  });

  it('switches to the Terms & Conditions, with the membership, fee, cancellation and payment terms', async () => {
    await renderPolicies();
    fireEvent.mouseDown(tab('Terms & Conditions'));
    fireEvent.click(tab('Terms & Conditions'));
    expect(isSelected('Terms & Conditions')).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/privacypolicy#terms');
    const terms = panel();
    expect(within(terms).getByRole('heading', { level: 2, name: 'Terms & Conditions' })).toBeTruthy();
    const text = terms.textContent ?? '';
    expect(text).toMatch(/₹2000 per year as a one-time payment\. There are no renewal fees/);
    expect(text).toMatch(/monthly subscription/);
    expect(text).toMatch(/with 30 days' notice/);
    expect(text).toMatch(/less than 24 hours before the appointment, may incur a fee/);
    expect(text).toMatch(/Appointments are subject to confirmation/);
    expect(text).toMatch(/Payments are made in INR through our payment gateway/);
    expect(within(terms).getByRole('heading', { level: 3, name: 'Limitation of liability' })).toBeTruthy();
    expect(text).toMatch(/governed by the laws of India/);
  });

  it('opens the Terms directly from a link (#terms or ?tab=terms)', async () => {
    await renderPolicies('/privacypolicy#terms');
    expect(isSelected('Terms & Conditions')).toBe(true);
    cleanup();
    await renderPolicies('/privacypolicy?tab=terms');
    expect(isSelected('Terms & Conditions')).toBe(true);
  });

  it("links each tab's text to the other tab", async () => {
    await renderPolicies();
    fireEvent.click(within(panel()).getByRole('link', { name: 'Terms & Conditions' }));
    expect(isSelected('Terms & Conditions')).toBe(true);
    expect(document.activeElement).toBe(tab('Terms & Conditions'));
    fireEvent.click(within(panel()).getByRole('link', { name: 'Privacy Policy' }));
    expect(isSelected('Privacy Policy')).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/privacypolicy#privacy');
  });

  it('moves between the tabs with the arrow keys', async () => {
    await renderPolicies();
    tab('Privacy Policy').focus();
    fireEvent.keyDown(tab('Privacy Policy'), { key: 'ArrowRight' });
    expect(isSelected('Terms & Conditions')).toBe(true);
    expect(document.activeElement).toBe(tab('Terms & Conditions'));
    fireEvent.keyDown(tab('Terms & Conditions'), { key: 'ArrowLeft' });
    expect(isSelected('Privacy Policy')).toBe(true);
  });

  it('keeps headings in order (one h1)', async () => {
    await renderPolicies();
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('speaks Hindi when the visitor chooses it', async () => {
    await renderPolicies();
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'नीतियाँ' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'नियम और शर्तें' })).toBeTruthy();
  });
});
